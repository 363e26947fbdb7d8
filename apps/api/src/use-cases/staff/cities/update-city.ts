// Back office: a city's names, active flag, place in the list and pickup hold in days (issues 7 and 33, admins only;
// the slug never changes). A new hold applies to orders that become ready from then on. Audited as city.update with
// before and after; the storefront's caches are dropped.
import type { CityUpdate, StaffCity } from "@shop/contracts";
import { type CityRecord, lockCity, updateCity as storeCity, type UserRow, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { getStaffCity } from "./get-staff-city";

/** What the audit keeps of a city. */
export const citySnapshot = (city: CityRecord) => ({
  slug: city.slug,
  names: { en: city.nameEn, uk: city.nameUk, pl: city.namePl, ru: city.nameRu },
  active: city.active,
  sortOrder: city.sortOrder,
  pickupHoldDays: city.pickupHoldDays,
});

export async function updateCity(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  slug: string,
  input: CityUpdate,
): Promise<StaffCity> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const before = await lockCity(tx, slug);
    if (!before) throw new AppError("NOT_FOUND");
    const after = await storeCity(tx, before.id, {
      nameEn: input.names.en,
      nameUk: input.names.uk,
      namePl: input.names.pl,
      nameRu: input.names.ru,
      active: input.active,
      sortOrder: input.sortOrder,
      pickupHoldDays: input.pickupHoldDays ?? before.pickupHoldDays,
    });
    const [was, is] = [citySnapshot(before), citySnapshot(after)];
    if (JSON.stringify(was) !== JSON.stringify(is))
      await writeAudit(tx, {
        actorUserId: staff.id,
        action: "city.update",
        entityType: "city",
        entityId: String(after.id),
        cityId: after.id,
        before: was,
        after: is,
      });
  });
  deps.contentChanged?.();
  return getStaffCity(db, staff, slug);
}
