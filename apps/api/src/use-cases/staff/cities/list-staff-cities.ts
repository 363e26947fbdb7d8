// Back office: the cities a staff member runs (issue 7): every city for an admin, their own for a city
// manager; active or not, in the shop's order, with how many stores each has.
import type { StaffCityList } from "@shop/contracts";
import { type DbOrTx, findStaffCities, listStaffCities as listCities, type UserRow } from "@shop/db";
import { toCitySummary } from "./get-staff-city";

export async function listStaffCities(db: DbOrTx, staff: UserRow): Promise<StaffCityList> {
  const rows = await listCities(db, await findStaffCities(db, staff));
  return { items: rows.map(toCitySummary) };
}
