// The free-delivery progress of a cart (issue 18, decisions.md "Checkout and orders": fees per city and method,
// free above a per-city threshold): the lowest threshold among the deliveries this cart may use, and what is
// still missing. The server decides; the page only formats it.
import type { Cart } from "@shop/contracts";
import { type Db, findDeliveryFees } from "@shop/db";
import { allowedDeliveries, type PricingCustomer } from "@shop/domain";

/** Brand flags only remove pickup and cash, which have no threshold: any brand gives the same answer. */
const ANY_BRAND = { cashPaymentAvailable: true, localPickupAvailable: true };

function freeDeliveryOf(
  fees: ReadonlyMap<string, { fee: number; freeFrom: number | null }>,
  cart: { subtotal: number; tpd: boolean; customer: PricingCustomer },
): Cart["freeDelivery"] {
  const methods = allowedDeliveries({ hasTpd: cart.tpd, customer: cart.customer, brand: ANY_BRAND });
  const thresholds = methods
    .map((method) => fees.get(method))
    .filter((fee) => fee !== undefined && fee.fee > 0 && fee.freeFrom !== null)
    .map((fee) => fee?.freeFrom as number);
  if (thresholds.length === 0) return null;
  const threshold = Math.min(...thresholds);
  return { threshold, remaining: Math.max(0, threshold - cart.subtotal) };
}

/** The cart's free-delivery progress in a city (an empty cart: none). */
export async function loadFreeDelivery(
  db: Db,
  cityId: number,
  cart: { subtotal: number; tpd: boolean; customer: PricingCustomer; empty: boolean },
): Promise<Cart["freeDelivery"]> {
  if (cart.empty) return null;
  return freeDeliveryOf(await findDeliveryFees(db, cityId), cart);
}
