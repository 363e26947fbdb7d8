// The staff team's shared rules (docs/back-office.md "Staff team"): a member as the API answers it, the cities a role
// is given (a city manager at least one, every slug known; an admin none), and the refusals every change shares. Each
// change starts by locking the shop's admins (lockAdminIds), so that what it counts stays true until it commits.
import { type StaffRole, type StaffTeamMember, TEAM_MESSAGES, unknownCitiesMessage } from "@shop/contracts";
import { type DbOrTx, findCitiesBySlugs, type StaffMemberRow, type TeamCityRow, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";

const NAMES = { en: "nameEn", uk: "nameUk", pl: "namePl", ru: "nameRu" } as const;

export const cityNameIn = (city: TeamCityRow, locale: Locale) => city[NAMES[locale]] || city.nameEn;

export function toTeamMember(row: StaffMemberRow, locale: Locale): StaffTeamMember {
  return {
    id: row.id,
    email: row.email ?? "",
    firstName: row.firstName,
    lastName: row.lastName,
    staffRole: row.staffRole ?? "city-manager",
    cities: row.cities.map((city) => ({ slug: city.slug, name: cityNameIn(city, locale) })),
    secondFactor: row.secondFactor,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A role with its cities as the audit log keeps them: `customer` once the role is gone. */
export interface RoleState {
  role: StaffRole | "customer";
  cities: string[];
}

export const sameRole = (a: RoleState, b: RoleState) =>
  a.role === b.role && a.cities.length === b.cities.length && a.cities.every((slug, i) => slug === b.cities[i]);

/**
 * The cities `role` gets: none for an admin (the slugs sent are ignored), else the cities of the slugs, at least one,
 * each known (400 VALIDATION_FAILED naming the unknown ones).
 */
export async function citiesFor(tx: DbOrTx, role: StaffRole, slugs: readonly string[]): Promise<TeamCityRow[]> {
  if (role === "admin") return [];
  const wanted = [...new Set(slugs)];
  if (wanted.length === 0) throw new AppError("VALIDATION_FAILED", { messages: TEAM_MESSAGES.cityRequired });
  const found = await findCitiesBySlugs(tx, wanted);
  const unknown = wanted.filter((slug) => !found.some((city) => city.slug === slug));
  if (unknown.length) throw new AppError("VALIDATION_FAILED", { messages: unknownCitiesMessage(unknown) });
  return found;
}

/**
 * Whether the caller is still an admin among the locked ones: one demoted a moment ago by another admin gets 404, as any
 * non-admin does.
 */
export function refuseFormerAdmin(admins: readonly number[], admin: UserRow): void {
  if (!admins.includes(admin.id)) throw new AppError("NOT_FOUND");
}

/** An admin may not change or take away their own role: another admin does it (409). */
export function refuseOwnRole(admin: UserRow, userId: number): void {
  if (admin.id === userId) throw new AppError("CONFLICT", { messages: TEAM_MESSAGES.ownRole });
}

/** The shop keeps at least one admin (409). */
export function refuseLastAdmin(admins: readonly number[], userId: number): void {
  if (admins.includes(userId) && admins.length <= 1) throw new AppError("CONFLICT", { messages: TEAM_MESSAGES.lastAdmin });
}
