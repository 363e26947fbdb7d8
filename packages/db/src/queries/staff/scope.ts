// What a staff member may act on (issue 7): an admin every city, a city manager only their cities.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { staffCities } from "../../schema";

export type StaffCities = "all" | readonly number[];

export async function findStaffCities(db: DbOrTx, user: { id: number; staffRole: "admin" | "city-manager" | null }): Promise<StaffCities> {
  if (user.staffRole === "admin") return "all";
  const rows = await db.select({ cityId: staffCities.cityId }).from(staffCities).where(eq(staffCities.userId, user.id));
  return rows.map((row) => row.cityId);
}

export const staffMayActOn = (cities: StaffCities, cityId: number | null) =>
  cities === "all" || (cityId !== null && cities.includes(cityId));
