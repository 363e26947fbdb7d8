// Which delivery and payment a checkout may choose (decisions.md "Prices and rules", "Checkout and orders").
// - Paying in store means picking up in store: in-store payment goes with local pickup only.
// - A brand variant without cash payment has no in-store payment; one without local pickup has no pickup.
// - TPD: an order with a TPD product is local pickup and in-store payment only, unless the customer is an
//   approved business (wholesale or franchise), who may also choose delivery and online payment. Where that
//   leaves nothing (a variant without pickup), a retail customer cannot order TPD products at all.
import type { DeliveryMethod, PaymentMethod } from "./order-status";
import type { PricingCustomer } from "./pricing";

export const DELIVERY_METHODS: readonly DeliveryMethod[] = ["local-pickup", "parcel-locker", "post-box", "weekend-delivery", "courier"];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ["in-store", "online", "crypto"];

export interface CheckoutSituation {
  /** The cart holds a product under the Tobacco Products Directive. */
  hasTpd: boolean;
  customer: PricingCustomer;
  brand: { cashPaymentAvailable: boolean; localPickupAvailable: boolean };
}

export type CheckoutRefusal =
  /** Retail + TPD in a variant without pickup or cash: nothing is left. */
  | "tpd-not-orderable"
  /** Retail + TPD: only local pickup. */
  | "tpd-pickup-only"
  /** Retail + TPD: only in-store payment. */
  | "tpd-in-store-payment-only"
  | "pickup-unavailable"
  | "in-store-payment-unavailable"
  /** In-store payment with a delivery. */
  | "in-store-payment-needs-pickup";

const isBusiness = (customer: PricingCustomer) => customer.kind !== "retail";
/** The TPD rule binds this checkout. */
const tpdBound = (situation: CheckoutSituation) => situation.hasTpd && !isBusiness(situation.customer);

/** The refusal of a choice, or null when the server accepts it. The first broken rule is named. */
export function checkoutRefusal(
  situation: CheckoutSituation,
  choice: { delivery: DeliveryMethod; payment: PaymentMethod },
): CheckoutRefusal | null {
  const { brand } = situation;
  if (tpdBound(situation)) {
    if (!brand.localPickupAvailable || !brand.cashPaymentAvailable) return "tpd-not-orderable";
    if (choice.delivery !== "local-pickup") return "tpd-pickup-only";
    if (choice.payment !== "in-store") return "tpd-in-store-payment-only";
  }
  if (choice.delivery === "local-pickup" && !brand.localPickupAvailable) return "pickup-unavailable";
  if (choice.payment === "in-store" && !brand.cashPaymentAvailable) return "in-store-payment-unavailable";
  if (choice.payment === "in-store" && choice.delivery !== "local-pickup") return "in-store-payment-needs-pickup";
  return null;
}

/** The deliveries the page offers (each has at least one payment that goes with it). */
export function allowedDeliveries(situation: CheckoutSituation): DeliveryMethod[] {
  return DELIVERY_METHODS.filter((delivery) => allowedPayments(situation, delivery).length > 0);
}

/** The payments the page offers with a delivery. */
export function allowedPayments(situation: CheckoutSituation, delivery: DeliveryMethod): PaymentMethod[] {
  return PAYMENT_METHODS.filter((payment) => checkoutRefusal(situation, { delivery, payment }) === null);
}
