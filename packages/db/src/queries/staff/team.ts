// Back office: the staff team (admins only; docs/back-office.md "Staff team"). Who is staff (users.role, staff_role),
// a city manager's cities (staff_cities), and the changes of role and cities. A change locks the shop's admins first
// (always in id order), so that two admins demoting each other one after the other cannot leave the shop without one.
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cities, staffCities, users } from "../../schema";
import type { AccountRecord } from "./customers";

export interface TeamCityRow {
  id: number;
  slug: string;
  nameEn: string;
  nameUk: string;
  namePl: string;
  nameRu: string;
  active: boolean;
}

export interface StaffMemberRow {
  id: number;
  email: string | null;
  firstName: string;
  lastName: string;
  staffRole: "admin" | "city-manager" | null;
  createdAt: Date;
  /** A confirmed authenticator or a passkey. */
  secondFactor: boolean;
  /** A city manager's cities in the shop's order (an admin has none: every city is theirs). */
  cities: TeamCityRow[];
}

const cityColumns = {
  id: cities.id,
  slug: cities.slug,
  nameEn: cities.nameEn,
  nameUk: cities.nameUk,
  namePl: cities.namePl,
  nameRu: cities.nameRu,
  active: cities.active,
};

// Written out: inside a select drizzle names columns without their table, which a subquery would misread.
const secondFactorOn = sql<boolean>`(exists (select 1 from totp_factors f where f.user_id = "users"."id" and f.confirmed_at is not null)
  or exists (select 1 from passkeys p where p.user_id = "users"."id"))`;

const liveStaff = and(eq(users.role, "staff"), isNull(users.deletedAt));

/** The live staff members (or the one of `userId`), admins first, then by e-mail, with their cities. */
export async function listStaffMembers(db: DbOrTx, userId?: number): Promise<StaffMemberRow[]> {
  const members = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      staffRole: users.staffRole,
      createdAt: users.createdAt,
      secondFactor: secondFactorOn,
    })
    .from(users)
    .where(userId === undefined ? liveStaff : and(liveStaff, eq(users.id, userId)))
    .orderBy(sql`case when ${users.staffRole} = 'admin' then 0 else 1 end`, asc(users.email), asc(users.id));
  if (members.length === 0) return [];
  const rows = await db
    .select({ userId: staffCities.userId, ...cityColumns })
    .from(staffCities)
    .innerJoin(cities, eq(cities.id, staffCities.cityId))
    .where(
      inArray(
        staffCities.userId,
        members.map((member) => member.id),
      ),
    )
    .orderBy(asc(cities.sortOrder), asc(cities.id));
  return members.map((member) => ({
    ...member,
    secondFactor: Boolean(member.secondFactor),
    cities: rows.filter((row) => row.userId === member.id).map(({ userId: _userId, ...city }) => city),
  }));
}

/** Every city (active or not) in the shop's order: what a city manager may be given. */
export async function listTeamCities(db: DbOrTx): Promise<TeamCityRow[]> {
  return db.select(cityColumns).from(cities).orderBy(asc(cities.sortOrder), asc(cities.id));
}

/** The cities of these slugs (those that exist). */
export async function findCitiesBySlugs(db: DbOrTx, slugs: readonly string[]): Promise<TeamCityRow[]> {
  if (slugs.length === 0) return [];
  return db
    .select(cityColumns)
    .from(cities)
    .where(inArray(cities.slug, [...slugs]))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
}

/**
 * The ids of the shop's live admins, each row locked until the transaction ends (in id order, so two changes never
 * wait for each other crosswise). A change made meanwhile by another transaction is seen once it commits.
 */
export async function lockAdminIds(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(liveStaff, eq(users.staffRole, "admin")))
    .orderBy(asc(users.id))
    .for("no key update");
  return rows.map((row) => row.id);
}

/** The live account of this e-mail (stored lower-cased), locked until the transaction ends; null when there is none. */
export async function lockLiveAccountByEmail(tx: DbOrTx, email: string): Promise<AccountRecord | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .for("no key update");
  return row ?? null;
}

/** The slugs of a staff member's cities, in the shop's order. */
export async function staffCitySlugsOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: cities.slug })
    .from(staffCities)
    .innerJoin(cities, eq(cities.id, staffCities.cityId))
    .where(eq(staffCities.userId, userId))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
  return rows.map((row) => row.slug);
}

/**
 * Makes the account staff in `role` with exactly `cityIds` (a city manager's; an admin gets none), or, with null, a
 * plain customer without cities. The caller locks the account and revokes its sessions in the same transaction.
 */
export async function setStaffRole(
  tx: DbOrTx,
  userId: number,
  next: { role: "admin" | "city-manager"; cityIds: readonly number[] } | null,
): Promise<void> {
  await tx
    .update(users)
    .set(next ? { role: "staff", staffRole: next.role } : { role: "customer", staffRole: null })
    .where(eq(users.id, userId));
  await tx.delete(staffCities).where(eq(staffCities.userId, userId));
  const cityIds = next?.role === "city-manager" ? [...new Set(next.cityIds)] : [];
  if (cityIds.length) await tx.insert(staffCities).values(cityIds.map((cityId) => ({ userId, cityId })));
}
