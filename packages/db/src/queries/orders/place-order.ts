// Placing an order (issue 6; docs/orders.md "Placing an order"): the reads and locks of the one transaction.
// The coupon and the writing queries are beside this file (re-exported here).
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import type { OpeningHours } from "../../schema";
import { bundleItems, cities, orderItems, orders, stores } from "../../schema";

export * from "./place-order-coupons";
export * from "./place-order-write";

export interface LockedCart {
  id: string;
  cityId: number;
  lastOrderId: string | null;
  lastOrderFingerprint: string | null;
}

/**
 * The customer's cart, locked until the transaction ends (`FOR UPDATE`): every submission of one customer
 * queues here. Null when the customer has no cart.
 */
export async function lockUserCart(tx: DbOrTx, userId: number): Promise<LockedCart | null> {
  const { rows } = await tx.execute<{ id: string; city_id: number; last_order_id: string | null; last_order_fingerprint: string | null }>(
    sql`select id, city_id, last_order_id, last_order_fingerprint from carts where user_id = ${userId} for update`,
  );
  const row = rows[0];
  return row ? { id: row.id, cityId: row.city_id, lastOrderId: row.last_order_id, lastOrderFingerprint: row.last_order_fingerprint } : null;
}

/** The customer's order placed with this Idempotency-Key, and the hash of the request it came with. */
export async function findOrderByIdempotencyKey(
  db: DbOrTx,
  userId: number,
  key: string,
): Promise<{ id: string; requestHash: string } | null> {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** What an order was placed for: its lines' products and quantities (a bundle as the bundle). */
export async function findOrderItemQuantities(db: DbOrTx, orderId: string): Promise<Array<{ productId: number; quantity: number }>> {
  return db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
}

/** An active store of the city, with its opening hours and pickup capacity (null for another city's or a closed-down store). */
export async function findActiveCityStore(
  db: DbOrTx,
  where: { cityId: number; storeId: number },
): Promise<{ id: number; openingHours: OpeningHours; pickupSlotCapacity: number | null } | null> {
  const [row] = await db
    .select({ id: stores.id, openingHours: stores.openingHours, pickupSlotCapacity: stores.pickupSlotCapacity })
    .from(stores)
    .where(and(eq(stores.id, where.storeId), eq(stores.cityId, where.cityId), eq(stores.active, true)));
  return row ?? null;
}

/** The items of bundles: what a bundle line takes from stock (per bundle unit). */
export async function findBundleComponents(
  db: DbOrTx,
  bundleIds: readonly number[],
): Promise<Array<{ bundleId: number; productId: number; quantity: number }>> {
  if (bundleIds.length === 0) return [];
  return db
    .select({ bundleId: bundleItems.bundleId, productId: bundleItems.productId, quantity: bundleItems.quantity })
    .from(bundleItems)
    .where(inArray(bundleItems.bundleId, [...bundleIds]));
}

/**
 * Takes `quantity` units of a product's stock in a city, only if that many are there (never below zero: the
 * row lock makes racing takers wait and re-check). False when the stock is short.
 */
export async function reserveStock(tx: DbOrTx, take: { cityId: number; productId: number; quantity: number }): Promise<boolean> {
  const { rows } = await tx.execute<{ stock: number }>(sql`
    update offers set stock = stock - ${take.quantity}
    where city_id = ${take.cityId} and product_id = ${take.productId} and stock >= ${take.quantity}
    returning stock`);
  return rows.length > 0;
}

/** What answering an order again needs: its payment facts and city. */
export interface PlacedOrderFacts {
  id: string;
  status: string;
  paymentMethod: "in-store" | "online" | "crypto";
  total: number;
  locale: string;
  citySlug: string;
  payUntil: Date | null;
}

export async function findPlacedOrderFacts(db: DbOrTx, orderId: string): Promise<PlacedOrderFacts | null> {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      total: orders.total,
      locale: orders.locale,
      citySlug: cities.slug,
      payUntil: orders.payUntil,
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}
