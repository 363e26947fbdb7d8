// Which rule explains the options the checkout page leaves out (issue 6), for the page to say why.
import type { CheckoutRefusalCode } from "@shop/contracts";
import type { CheckoutSituation } from "@shop/domain";

/**
 * Retail + TPD: "tpd-not-orderable" when the brand has no pickup or no cash, else "tpd-pickup-only".
 * Otherwise a brand without pickup, then one without cash; null when nothing is removed.
 */
export function checkoutRestriction(situation: CheckoutSituation): CheckoutRefusalCode | null {
  const { brand } = situation;
  if (situation.hasTpd && situation.customer.kind === "retail") {
    return brand.localPickupAvailable && brand.cashPaymentAvailable ? "tpd-pickup-only" : "tpd-not-orderable";
  }
  if (!brand.localPickupAvailable) return "pickup-unavailable";
  if (!brand.cashPaymentAvailable) return "in-store-payment-unavailable";
  return null;
}
