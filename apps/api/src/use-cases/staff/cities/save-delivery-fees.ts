// Back office: a city's delivery fees (issue 7): per method the fee and the goods total from which delivery
// is free (grosze). Admins and the city's managers; another city answers 404. The city row is locked while
// the fees change (two editors queue); each method that changed is audited as delivery-fee.update. The
// storefront's caches are dropped.
import type { DeliveryFeesUpdate, StaffCity } from "@shop/contracts";
import { findDeliveryFees, lockCity, type UserRow, upsertDeliveryFee, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { getStaffCity, requireStaffCity } from "./get-staff-city";

export async function saveDeliveryFees(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  citySlug: string,
  input: DeliveryFeesUpdate,
): Promise<StaffCity> {
  const { db } = deps.database;
  await requireStaffCity(db, staff, citySlug);
  await db.transaction(async (tx) => {
    const city = await lockCity(tx, citySlug);
    if (!city) throw new AppError("NOT_FOUND");
    const stored = await findDeliveryFees(tx, city.id);
    for (const fee of input.fees) {
      const old = stored.get(fee.method);
      const before = old ? { fee: old.fee, freeFrom: old.freeFrom } : null;
      const after = { fee: fee.fee, freeFrom: fee.freeFrom };
      if (before && before.fee === after.fee && before.freeFrom === after.freeFrom) continue;
      await upsertDeliveryFee(tx, city.id, fee);
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: "delivery-fee.update",
        entityType: "delivery-fee",
        entityId: `${city.id}:${fee.method}`,
        cityId: city.id,
        before,
        after,
      });
    }
  });
  deps.contentChanged?.();
  return getStaffCity(db, staff, citySlug);
}
