// Back office: a new city (issue 7, admins only): its slug (the address in the shop's links, never changed)
// and names in four languages. It starts switched off unless told otherwise, so that staff set up its stores,
// fees and offers first. Audited as city.create; the storefront's caches are dropped.
import { CITY_FIELD_MESSAGES, type CityCreate, type StaffCity } from "@shop/contracts";
import { insertCity, type UserRow, writeAudit } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { getStaffCity } from "./get-staff-city";
import { citySnapshot } from "./update-city";

export async function createCity(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  input: CityCreate,
  locale: Locale,
): Promise<StaffCity> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const city = await insertCity(tx, {
      slug: input.slug,
      nameEn: input.names.en,
      nameUk: input.names.uk,
      namePl: input.names.pl,
      nameRu: input.names.ru,
      active: input.active ?? false,
      sortOrder: input.sortOrder ?? 0,
    });
    if (!city)
      throw new AppError("CONFLICT", {
        message: CITY_FIELD_MESSAGES.slugTaken[locale],
        issues: [{ path: "slug", message: CITY_FIELD_MESSAGES.slugTaken[locale] }],
      });
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "city.create",
      entityType: "city",
      entityId: String(city.id),
      cityId: city.id,
      before: null,
      after: citySnapshot(city),
    });
  });
  deps.contentChanged?.();
  return getStaffCity(db, staff, input.slug);
}
