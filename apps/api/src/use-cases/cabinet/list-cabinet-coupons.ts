// The cabinet's coupons: the customer's own and the public ones usable now, each with its state at the time
// of the request (a coupon used as often as allowed is used up; one past its end is expired).
import type { CabinetCoupon } from "@shop/contracts";
import { type CabinetCouponRow, type Db, findCabinetCoupons, type UserRow } from "@shop/db";

function couponState(coupon: CabinetCouponRow, now: Date): CabinetCoupon["state"] {
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return "used-up";
  if (coupon.maxUsesPerCustomer !== null && coupon.myUses >= coupon.maxUsesPerCustomer) return "used-up";
  if (coupon.activeUntil !== null && coupon.activeUntil <= now) return "expired";
  return "active";
}

export function toCabinetCoupon(coupon: CabinetCouponRow, now: Date): CabinetCoupon {
  return {
    code: coupon.code,
    discount: { kind: coupon.discountKind, value: coupon.discountValue },
    upTo: coupon.discountKind === "percent" ? coupon.maxDiscount : null,
    upToPercent:
      coupon.topCategoryPercent === null
        ? null
        : Math.max(coupon.topCategoryPercent, coupon.discountKind === "percent" ? coupon.discountValue : 0),
    uses: { used: coupon.usedCount, max: coupon.maxUses },
    activeUntil: coupon.activeUntil ? coupon.activeUntil.toISOString() : null,
    state: couponState(coupon, now),
  };
}

const STATE_ORDER: Record<CabinetCoupon["state"], number> = { active: 0, "used-up": 1, expired: 2 };

/** Usable coupons first, then used up, then expired; by code within each. */
export async function listCabinetCoupons(db: Db, user: UserRow, now = new Date()): Promise<CabinetCoupon[]> {
  const coupons = (await findCabinetCoupons(db, user.id, now)).map((coupon) => toCabinetCoupon(coupon, now));
  return coupons.sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || a.code.localeCompare(b.code));
}
