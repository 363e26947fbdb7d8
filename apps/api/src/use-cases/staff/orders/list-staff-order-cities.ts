// The cities whose orders a staff member sees (every city for an admin, their own for a city manager): the
// back office's city filter offers these only.
import type { StaffOrderCities } from "@shop/contracts";
import { type DbOrTx, findStaffCities, findStaffOrderCities, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";

export async function listStaffOrderCities(db: DbOrTx, staff: UserRow, locale: Locale): Promise<StaffOrderCities> {
  const rows = await findStaffOrderCities(db, await findStaffCities(db, staff));
  return { cities: rows.map((row) => ({ slug: row.slug, name: row[locale] })) };
}
