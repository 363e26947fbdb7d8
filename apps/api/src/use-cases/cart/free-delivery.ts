// The free-delivery progress of a cart (issue 18, decisions.md "Checkout and orders": fees per city and method,
// free above a per-city threshold): the lowest threshold among the deliveries this cart may use, and what is
// still missing. The server decides; the page only formats it.
import type { Cart } from "@shop/contracts";
import { type Db, type DeliveryFeeRow, listDeliveryFees } from "@shop/db";
import { allowedDeliveries, type PricingCustomer } from "@shop/domain";
import { contentCache } from "../../content/content-cache";

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

/**
 * The fees by city and method, copied per process: staff edit them through the API (the content version then
 * reloads the copy). Checkout and orders read them afresh.
 */
const feesByCity = contentCache(async (db: Db) => {
  const byCity = new Map<number, Map<string, DeliveryFeeRow>>();
  for (const row of await listDeliveryFees(db)) {
    const city = byCity.get(row.cityId) ?? new Map<string, DeliveryFeeRow>();
    city.set(row.method, row);
    byCity.set(row.cityId, city);
  }
  return byCity;
});

/** The cart's free-delivery progress in a city (an empty cart: none). */
export async function loadFreeDelivery(
  db: Db,
  cityId: number,
  cart: { subtotal: number; tpd: boolean; customer: PricingCustomer; empty: boolean },
): Promise<Cart["freeDelivery"]> {
  if (cart.empty) return null;
  return freeDeliveryOf((await feesByCity(db)).get(cityId) ?? new Map(), cart);
}
