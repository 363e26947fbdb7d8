// Coupons as the cabinet lists them: the customer's own (in every state, so that used and lapsed ones stay
// visible) and the public ones that can be used now. Coupons switched off by staff are not listed.
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { coupons } from "../../schema";

type Queryable = Pick<Db, "select">;

export type CouponRow = typeof coupons.$inferSelect;

/** A coupon as the cabinet shows it: with the customer's own uses and its highest per-category percent. */
export type CabinetCouponRow = CouponRow & { myUses: number; topCategoryPercent: number | null };

/** The columns of a CabinetCouponRow: the coupon, the user's uses of it, its highest category percent. */
export const cabinetCouponColumns = (userId: number) => ({
  coupon: coupons,
  myUses: sql<number>`(select count(*)::int from coupon_uses u where u.coupon_id = ${coupons.id} and u.user_id = ${userId})`,
  topCategoryPercent: sql<number | null>`(select max(percent)::int from coupon_categories c where c.coupon_id = ${coupons.id})`,
});

export const toCabinetCouponRow = (row: { coupon: CouponRow; myUses: number; topCategoryPercent: number | null }): CabinetCouponRow => ({
  ...row.coupon,
  myUses: row.myUses,
  topCategoryPercent: row.topCategoryPercent,
});

export async function findCabinetCoupons(db: Queryable, userId: number, now: Date): Promise<CabinetCouponRow[]> {
  const publicUsable = and(
    isNull(coupons.userId),
    or(isNull(coupons.activeUntil), gt(coupons.activeUntil, now)),
    or(isNull(coupons.maxUses), sql`${coupons.usedCount} < ${coupons.maxUses}`),
  );
  const rows = await db
    .select(cabinetCouponColumns(userId))
    .from(coupons)
    .where(and(eq(coupons.active, true), or(eq(coupons.userId, userId), publicUsable)))
    .orderBy(coupons.code);
  return rows.map(toCabinetCouponRow);
}
