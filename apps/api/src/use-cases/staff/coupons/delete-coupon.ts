// Deletes a coupon no order used (issue 7). A used one stays for the orders' sake: it can be switched off
// instead (409 CONFLICT says so). The deletion and its audit row (coupon.delete) commit together.

import { localized, staffCouponsCatalogue } from "@shop/contracts";
import { type Db, deleteUnusedCoupon, lockCoupon, type UserRow, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import { conflict } from "../input-refusals";
import { couponSnapshot } from "./save-coupon";

const USED = /* @__PURE__ */ localized(staffCouponsCatalogue, (m) => m.used);

export async function deleteCoupon(db: Db, staff: UserRow, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const coupon = await lockCoupon(tx, id);
    if (!coupon) throw new AppError("NOT_FOUND");
    const before = await couponSnapshot(tx, coupon);
    if (!(await deleteUnusedCoupon(tx, id))) throw conflict(USED);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "coupon.delete",
      entityType: "coupon",
      entityId: String(id),
      before,
      after: null,
    });
  });
}
