// One coupon as the back office edits it (issue 7); NOT_FOUND when there is none.
import type { StaffCoupon } from "@shop/contracts";
import { type DbOrTx, findCouponCategoriesOf, findStaffCoupon } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { toStaffCoupon } from "./list-staff-coupons";

export async function getStaffCoupon(db: DbOrTx, id: number, locale: Locale, now = new Date()): Promise<StaffCoupon> {
  const row = await findStaffCoupon(db, id);
  if (!row) throw new AppError("NOT_FOUND");
  return toStaffCoupon(row, await findCouponCategoriesOf(db, [id], locale), now);
}
