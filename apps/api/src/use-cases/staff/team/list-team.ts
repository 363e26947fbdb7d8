// Back office: the staff team (admins only): every live staff member with their role, cities and whether a second
// factor is on, and the cities a city manager may be given, named in the request's language.
import type { StaffTeam } from "@shop/contracts";
import { type DbOrTx, listStaffMembers, listTeamCities } from "@shop/db";
import type { Locale } from "@shop/domain";
import { cityNameIn, toTeamMember } from "./team-rules";

export async function listTeam(db: DbOrTx, locale: Locale): Promise<StaffTeam> {
  const members = await listStaffMembers(db);
  const cities = await listTeamCities(db);
  return {
    members: members.map((member) => toTeamMember(member, locale)),
    cities: cities.map((city) => ({ slug: city.slug, name: cityNameIn(city, locale), active: city.active })),
  };
}
