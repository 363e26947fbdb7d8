// Placing an order (issue 6; docs/orders.md "Placing an order"): the reads and locks of the one transaction.
// The pricing read, the coupon and the writing queries are beside this file (re-exported here).
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cities, orderItems, orders } from "../../schema";
import { queryPrepared } from "./prepared";

export * from "./order-pricing";
export * from "./place-order-coupons";
export * from "./place-order-write";
export * from "./store-stock";

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
  const [row] = await queryPrepared<{ id: string; city_id: number; last_order_id: string | null; last_order_fingerprint: string | null }>(
    tx,
    "order_lock_cart",
    "select id, city_id, last_order_id, last_order_fingerprint from carts where user_id = $1 for update",
    [userId],
  );
  return row ? { id: row.id, cityId: row.city_id, lastOrderId: row.last_order_id, lastOrderFingerprint: row.last_order_fingerprint } : null;
}

/** What an order was placed for: its lines' products and quantities (a bundle as the bundle). */
export async function findOrderItemQuantities(db: DbOrTx, orderId: string): Promise<Array<{ productId: number; quantity: number }>> {
  return db
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
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
  email: string | null;
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
      email: orders.email,
    })
    .from(orders)
    .innerJoin(cities, eq(cities.id, orders.cityId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}
