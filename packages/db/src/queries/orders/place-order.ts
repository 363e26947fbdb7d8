// Placing an order (issue 6; docs/orders.md "Placing an order"): the reads and locks of the one transaction.
// The pricing read, the coupon and the writing queries are beside this file (re-exported here).
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cities, orderItems, orders } from "../../schema";
import { queryPrepared } from "./prepared";

export * from "./order-pricing";
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

/**
 * Takes each product's units from the city's stock, all or nothing, in one statement: the offers are locked in
 * product id order first (every order locks them in that order: no deadlocks; FOR NO KEY UPDATE, the lock the
 * update itself takes, so foreign-key checks elsewhere do not wait on it), then each is lowered only if it
 * holds that many (never below zero; a row another order changed meanwhile is re-checked at its newest). False
 * when one is short: the caller rolls back, which also gives back what the others took. The list goes as JSON: the
 * prepared statement then keeps one generic plan (an array's length would make each order's plan its own), read by
 * order_quantities (migration 0010_order_speed), which the planner takes for a short list: the offers are looked
 * up by their key, not read whole.
 */
export async function reserveStocks(
  tx: DbOrTx,
  cityId: number,
  takes: ReadonlyArray<{ productId: number; quantity: number }>,
): Promise<boolean> {
  if (takes.length === 0) return true;
  const [row] = await queryPrepared<{ taken: number }>(
    tx,
    "order_reserve",
    `with want as (select * from order_quantities($2::json)),
     locked as materialized (
       select o.product_id from offers o join want w on w.product_id = o.product_id where o.city_id = $1
       order by o.product_id for no key update of o),
     taken as (
       update offers o set stock = o.stock - w.quantity from want w
       where o.city_id = $1 and o.product_id = w.product_id and o.stock >= w.quantity
         and o.product_id in (select l.product_id from locked l)
       returning o.product_id)
     select count(*)::int as taken from taken`,
    [cityId, JSON.stringify(takes.map((take) => ({ product_id: take.productId, quantity: take.quantity })))],
  );
  return row?.taken === takes.length;
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
