// What a status change writes (docs/orders.md "Status changes"), inside the caller's transaction: the order
// is locked first; a cancellation gives back the stock and the coupon use at most once (stock_returned_at).
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "../../client";
import { cities, coupons, couponUses, type OrderStatusCode, orderHistory, orderReservations, orders, payments } from "../../schema";
import type { StockActor } from "../../schema-inventory";
import { returnReservedStock } from "./store-stock";

/**
 * The order, locked FOR UPDATE until the transaction ends (every status change of one order queues here), and
 * whether its pay-until and its pickup hold have passed by the database's clock.
 */
export async function lockOrderForStatusChange(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({
      order: orders,
      payUntilPassed: sql<boolean>`coalesce(${orders.payUntil} < now(), false)`,
      pickupHoldPassed: sql<boolean>`coalesce(${orders.pickupHoldUntil} <= now(), false)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("update");
  return row ?? null;
}

export interface OrderStatusWrite {
  orderId: string;
  from: OrderStatusCode;
  to: OrderStatusCode;
  actor: "staff" | "customer" | "system";
  actorUserId: number | null;
  /** The history's note. */
  note: string | null;
  /** A TPD order handed over after the ID check: who checked. */
  idCheckedBy?: { userId: number | null } | undefined;
}

/**
 * The new status (and the ID check) on the order, and one history row. READY_FOR_PICKUP starts the order's pickup
 * hold: ready now, held until now + its city's pickup_hold_days (docs/inventory.md "Pickup holds").
 */
export async function writeOrderStatus(tx: Tx, change: OrderStatusWrite) {
  const idCheck = change.idCheckedBy ? { idCheckedAt: sql`now()`, idCheckedBy: change.idCheckedBy.userId } : {};
  const hold =
    change.to === "READY_FOR_PICKUP"
      ? {
          pickupReadyAt: sql`now()`,
          pickupHoldUntil: sql`now() + make_interval(days => (select ${cities.pickupHoldDays} from ${cities} where ${cities.id} = ${orders.cityId})::int)`,
          pickupRemindedAt: null,
        }
      : {};
  const [row] = await tx
    .update(orders)
    .set({ status: change.to, updatedAt: sql`now()`, ...idCheck, ...hold })
    .where(eq(orders.id, change.orderId))
    .returning();
  if (!row) throw new Error(`order ${change.orderId} vanished while locked`);
  await tx.insert(orderHistory).values({
    orderId: change.orderId,
    fromStatus: change.from,
    toStatus: change.to,
    actor: change.actor,
    actorUserId: change.actorUserId,
    note: change.note,
  });
  return row;
}

/** Marks the order's stock as returned: when, for the one call that did it; null for any other. */
export async function claimOrderStockReturn(tx: Tx, orderId: string): Promise<Date | null> {
  const [row] = await tx
    .update(orders)
    .set({ stockReturnedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReturnedAt)))
    .returning({ at: orders.stockReturnedAt });
  return row?.at ?? null;
}

/**
 * Gives the order's reservations back to the stores they came from (and the city's sum): movements of kind "return"
 * with the order as their document, by whoever canceled it (store-stock.ts).
 */
export async function returnOrderReservations(
  tx: Tx,
  orderId: string,
  cityId: number,
  by: { actor: StockActor; actorUserId: number | null },
): Promise<void> {
  const reserved = await tx
    .select({ productId: orderReservations.productId, storeId: orderReservations.storeId, quantity: orderReservations.quantity })
    .from(orderReservations)
    .where(eq(orderReservations.orderId, orderId))
    .orderBy(asc(orderReservations.productId), asc(orderReservations.storeId));
  await returnReservedStock(tx, cityId, reserved, { ...by, document: { type: "order", id: orderId } });
}

/** The order's coupon use is undone: one use less on the coupon (never below 0), and its coupon_uses row goes. */
export async function releaseOrderCouponUse(tx: Tx, orderId: string, couponId: number | null): Promise<void> {
  if (couponId !== null) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
  await tx.delete(couponUses).where(eq(couponUses.orderId, orderId));
}

/** The order's open payments can no longer be paid. */
export async function expirePendingPaymentsOfOrder(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ status: "expired", updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, "pending")));
}
