// Deletes a coupon no order used (issue 7). A used one stays for the orders' sake: it can be switched off
// instead (409 CONFLICT says so). The deletion and its audit row (coupon.delete) commit together.
import { type Db, deleteUnusedCoupon, lockCoupon, type UserRow, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import { conflict, say } from "../input-refusals";
import { couponSnapshot } from "./save-coupon";

const USED = say(
  "Orders have used this coupon, so it cannot be deleted. Switch it off instead.",
  "Цей купон уже використано в замовленнях, тому його не можна видалити. Вимкніть його натомість.",
  "Ten kupon został użyty w zamówieniach, więc nie można go usunąć. Zamiast tego go wyłącz.",
  "Этот купон уже использован в заказах, поэтому его нельзя удалить. Вместо этого отключите его.",
);

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
