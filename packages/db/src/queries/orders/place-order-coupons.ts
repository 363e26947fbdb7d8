// Coupons at checkout (decisions.md "Prices and rules"): found by code, their per-category percents, the
// customer's uses, and the atomic count of a use (a one-use coupon is used once, however many race for it).
import { and, count, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { couponCategories, coupons, couponUses } from "../../schema";

export type CheckoutCouponRow = typeof coupons.$inferSelect;

/** A coupon by its stored (upper-case) code, or null. */
export async function findCouponByCode(db: DbOrTx, code: string): Promise<CheckoutCouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  return row ?? null;
}

/** The coupon's per-category percents: category id → percent. */
export async function findCouponCategoryPercents(db: DbOrTx, couponId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: couponCategories.categoryId, percent: couponCategories.percent })
    .from(couponCategories)
    .where(eq(couponCategories.couponId, couponId));
  return new Map(rows.map((row) => [row.categoryId, row.percent]));
}

/** How many of the customer's orders used the coupon (a canceled order's use is removed). */
export async function countCustomerCouponUses(db: DbOrTx, couponId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)));
  return row?.uses ?? 0;
}

/**
 * Counts one use, only while the coupon has uses left (the row lock makes racing orders wait and re-check).
 * False when it is used up.
 */
export async function claimCouponUse(tx: DbOrTx, couponId: number): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update coupons set used_count = used_count + 1
    where id = ${couponId} and (max_uses is null or used_count < max_uses)
    returning id`);
  return rows.length > 0;
}

export async function insertCouponUse(tx: DbOrTx, use: { couponId: number; orderId: string; userId: number }): Promise<void> {
  await tx.insert(couponUses).values(use);
}
