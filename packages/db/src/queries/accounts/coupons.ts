// Coupons as the cabinet lists them: the customer's own (in every state, so that used and lapsed ones stay
// visible) and the public ones that can be used now. Coupons switched off by staff are not listed.
import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../client";
import { coupons } from "../../schema";

type Queryable = Pick<Db, "select">;

export type CouponRow = typeof coupons.$inferSelect;

export async function findCabinetCoupons(db: Queryable, userId: number, now: Date): Promise<CouponRow[]> {
  const publicUsable = and(
    isNull(coupons.userId),
    or(isNull(coupons.activeUntil), gt(coupons.activeUntil, now)),
    or(isNull(coupons.maxUses), sql`${coupons.usedCount} < ${coupons.maxUses}`),
  );
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.active, true), or(eq(coupons.userId, userId), publicUsable)))
    .orderBy(coupons.code);
}
