// The referral reward (decisions.md): when a referred customer's first order is completed, their referrer gets
// a personal coupon. Run in the transaction that completes the order; the coupon's code is unique per referred
// customer, so two orders completed at once still give one coupon.
import { REFERRAL_REWARD, referralRewardCode } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { Tx } from "../../client";

/** The code of the coupon given, or null when this completion earns nothing. */
export async function rewardReferrerOnFirstCompletedOrder(tx: Tx, order: { id: string; userId: number | null }): Promise<string | null> {
  if (order.userId === null) return null;
  const { rows } = await tx.execute<{ referred_by: number | null; referral_code: string; earlier: number }>(sql`
    select u.referred_by, u.referral_code,
      (select count(*)::int from orders o where o.user_id = u.id and o.status = 'COMPLETED' and o.id <> ${order.id}) as earlier
    from users u join users r on r.id = u.referred_by and r.deleted_at is null
    where u.id = ${order.userId} and u.deleted_at is null`);
  const customer = rows[0];
  if (!customer || customer.referred_by === null || customer.earlier > 0) return null;
  const code = referralRewardCode(customer.referral_code);
  const inserted = await tx.execute(sql`
    insert into coupons (code, user_id, discount_kind, discount_value, max_discount, max_uses, active_until)
    values (${code}, ${customer.referred_by}, 'percent', ${REFERRAL_REWARD.percent}, ${REFERRAL_REWARD.maxDiscount}, 1,
      now() + make_interval(days => ${REFERRAL_REWARD.days}))
    on conflict (code) do nothing`);
  return (inserted.rowCount ?? 0) > 0 ? code : null;
}
