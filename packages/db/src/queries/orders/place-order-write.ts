// Writing a placed order (docs/orders.md "Placing an order", step 7): the order with its lines, the stock it
// took, its first history rows; the products' sales; the cart emptied and told which order it became.
// Each runs inside placeOrder's transaction.
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cartItems, carts, orderHistory, orderItems, orderReservations, orders } from "../../schema";

export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = Omit<typeof orderItems.$inferInsert, "orderId">;
export type NewOrderHistoryRow = Omit<typeof orderHistory.$inferInsert, "orderId" | "id" | "createdAt">;

export interface NewPlacedOrder {
  order: NewOrderRow & { id: string };
  items: NewOrderItemRow[];
  /** Stock units taken per product (a bundle's items). */
  reservations: Array<{ productId: number; quantity: number }>;
  history: NewOrderHistoryRow[];
}

export async function insertPlacedOrder(tx: DbOrTx, placed: NewPlacedOrder): Promise<void> {
  const orderId = placed.order.id;
  await tx.insert(orders).values(placed.order);
  if (placed.items.length > 0) await tx.insert(orderItems).values(placed.items.map((item) => ({ ...item, orderId })));
  if (placed.reservations.length > 0)
    await tx.insert(orderReservations).values(placed.reservations.map((reservation) => ({ ...reservation, orderId })));
  // One statement per row keeps their ids in the order given (the history reads by id).
  for (const entry of placed.history) await tx.insert(orderHistory).values({ ...entry, orderId });
}

/** Adds units sold to the products (best sellers), in product id order. */
export async function addSoldCounts(tx: DbOrTx, sold: ReadonlyArray<{ productId: number; quantity: number }>): Promise<void> {
  const sorted = [...sold].sort((a, b) => a.productId - b.productId);
  for (const line of sorted) {
    await tx.execute(sql`update products set sold_count = sold_count + ${line.quantity} where id = ${line.productId}`);
  }
}

/** Empties the cart the order was placed from and records the order and its fingerprint on it. */
export async function closeCartForOrder(tx: DbOrTx, cartId: string, placed: { orderId: string; fingerprint: string }): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await tx
    .update(carts)
    .set({ lastOrderId: placed.orderId, lastOrderFingerprint: placed.fingerprint, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
