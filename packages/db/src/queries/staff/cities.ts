// Back office: cities, their stores and delivery fees (issue 7). Changes lock the row they change first
// (`FOR NO KEY UPDATE`: orders referring to it are not held up), so the audit's "before" is what was replaced.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { cities, type DeliveryMethodCode, deliveryFees, type OpeningHours, stores } from "../../schema";
import type { StaffCities } from "./scope";

export type CityRecord = typeof cities.$inferSelect;
export type StoreRecord = typeof stores.$inferSelect;

export interface StaffCityRow extends CityRecord {
  storeCount: number;
  activeStoreCount: number;
}

// Written out: inside a select drizzle names columns without their table, which a subquery would misread.
const storeCounts = {
  storeCount: sql<number>`(select count(*)::int from stores s where s.city_id = "cities"."id")`,
  activeStoreCount: sql<number>`(select count(*)::int from stores s where s.city_id = "cities"."id" and s.active)`,
};

const cityColumns = {
  id: cities.id,
  slug: cities.slug,
  nameEn: cities.nameEn,
  nameUk: cities.nameUk,
  namePl: cities.namePl,
  nameRu: cities.nameRu,
  sortOrder: cities.sortOrder,
  active: cities.active,
  pickupHoldDays: cities.pickupHoldDays,
  createdAt: cities.createdAt,
};

/** The cities a staff member runs (every city for an admin), active or not, in the shop's order. */
export async function listStaffCities(db: DbOrTx, scope: StaffCities): Promise<StaffCityRow[]> {
  if (scope !== "all" && scope.length === 0) return [];
  return db
    .select({ ...cityColumns, ...storeCounts })
    .from(cities)
    .where(scope === "all" ? undefined : inArray(cities.id, [...scope]))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
}

/** A city by slug, active or not, with its store counts; null when there is none. */
export async function findStaffCity(db: DbOrTx, slug: string): Promise<StaffCityRow | null> {
  const [row] = await db
    .select({ ...cityColumns, ...storeCounts })
    .from(cities)
    .where(eq(cities.slug, slug));
  return row ?? null;
}

/** Every store of the city (active or not) in the shop's order. */
export async function listCityStores(db: DbOrTx, cityId: number): Promise<StoreRecord[]> {
  return db.select().from(stores).where(eq(stores.cityId, cityId)).orderBy(asc(stores.sortOrder), asc(stores.id));
}

export type CityValues = Pick<CityRecord, "nameEn" | "nameUk" | "namePl" | "nameRu" | "sortOrder" | "active"> &
  Partial<Pick<CityRecord, "pickupHoldDays">>;

/** A new city; null when its slug is taken. */
export async function insertCity(tx: DbOrTx, values: CityValues & { slug: string }): Promise<CityRecord | null> {
  const [row] = await tx.insert(cities).values(values).onConflictDoNothing({ target: cities.slug }).returning();
  return row ?? null;
}

/** The city, locked until the transaction ends; null when there is none. */
export async function lockCity(tx: DbOrTx, slug: string): Promise<CityRecord | null> {
  const [row] = await tx.select().from(cities).where(eq(cities.slug, slug)).for("no key update");
  return row ?? null;
}

export async function updateCity(tx: DbOrTx, id: number, values: CityValues): Promise<CityRecord> {
  const [row] = await tx.update(cities).set(values).where(eq(cities.id, id)).returning();
  if (!row) throw new Error(`city ${id} vanished while locked`);
  return row;
}

export interface StoreValues {
  address: string;
  phone: string;
  openingHours: OpeningHours;
  latitude: number;
  longitude: number;
  active: boolean;
  pickupSlotCapacity: number | null;
  sortOrder: number;
}

export async function insertStore(tx: DbOrTx, cityId: number, values: StoreValues): Promise<StoreRecord> {
  const [row] = await tx
    .insert(stores)
    .values({ ...values, cityId })
    .returning();
  if (!row) throw new Error("store not inserted");
  return row;
}

/** The next sort position after the city's stores. */
export async function nextStoreSortOrder(tx: DbOrTx, cityId: number): Promise<number> {
  const { rows } = await tx.execute<{ next: number }>(
    sql`select coalesce(max(sort_order) + 1, 0)::int as next from stores where city_id = ${cityId}`,
  );
  return rows[0]?.next ?? 0;
}

/** A store of the city, locked until the transaction ends; null for another city's or an unknown store. */
export async function lockCityStore(tx: DbOrTx, cityId: number, storeId: number): Promise<StoreRecord | null> {
  const [row] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.cityId, cityId)))
    .for("no key update");
  return row ?? null;
}

export async function updateStore(tx: DbOrTx, storeId: number, values: StoreValues): Promise<StoreRecord> {
  const [row] = await tx.update(stores).set(values).where(eq(stores.id, storeId)).returning();
  if (!row) throw new Error(`store ${storeId} vanished while locked`);
  return row;
}

/** Sets one method's fee of the city (a row per city and method). */
export async function upsertDeliveryFee(
  tx: DbOrTx,
  cityId: number,
  fee: { method: DeliveryMethodCode; fee: number; freeFrom: number | null },
): Promise<void> {
  await tx
    .insert(deliveryFees)
    .values({ cityId, ...fee })
    .onConflictDoUpdate({ target: [deliveryFees.cityId, deliveryFees.method], set: { fee: fee.fee, freeFrom: fee.freeFrom } });
}
