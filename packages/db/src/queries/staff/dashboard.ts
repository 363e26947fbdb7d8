// The back office's dashboard (issue 7): per city, orders and revenue since two instants (today and this
// week in shop time, computed by the caller), the orders waiting for staff, pending business applications and
// visible offers running low.
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../client";
import { cities, offers, orders, products, productTexts, users } from "../../schema";
import type { StaffCities } from "./scope";

export interface DashboardCityRow {
  id: number;
  slug: string;
  active: boolean;
  names: { en: string; uk: string; pl: string; ru: string };
}

const inScope = (column: typeof cities.id | typeof orders.cityId | typeof offers.cityId, scope: StaffCities): SQL | undefined =>
  scope === "all" ? undefined : inArray(column, [...scope]);

/** The cities in the staff member's scope (every city for an admin), inactive ones too, in the shop's order. */
export async function listDashboardCities(db: DbOrTx, scope: StaffCities): Promise<DashboardCityRow[]> {
  if (scope !== "all" && scope.length === 0) return [];
  const rows = await db
    .select({
      id: cities.id,
      slug: cities.slug,
      active: cities.active,
      en: cities.nameEn,
      uk: cities.nameUk,
      pl: cities.namePl,
      ru: cities.nameRu,
    })
    .from(cities)
    .where(inScope(cities.id, scope))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
  return rows.map(({ id, slug, active, en, uk, pl, ru }) => ({ id, slug, active, names: { en, uk, pl, ru } }));
}

export interface DashboardOrderCounts {
  cityId: number;
  todayOrders: number;
  todayRevenue: number;
  weekOrders: number;
  weekRevenue: number;
  created: number;
  paid: number;
  approved: number;
}

/** Per city with any: orders placed (and not canceled) since `todayFrom` and `weekFrom`, their totals, and the waiting orders. */
export async function countDashboardOrders(
  db: DbOrTx,
  input: { scope: StaffCities; todayFrom: Date; weekFrom: Date },
): Promise<DashboardOrderCounts[]> {
  if (input.scope !== "all" && input.scope.length === 0) return [];
  const today = sql`${orders.createdAt} >= ${input.todayFrom.toISOString()}::timestamptz and ${orders.status} <> 'CANCELED'`;
  const week = sql`${orders.createdAt} >= ${input.weekFrom.toISOString()}::timestamptz and ${orders.status} <> 'CANCELED'`;
  const rows = await db
    .select({
      cityId: orders.cityId,
      todayOrders: sql<number>`count(*) filter (where ${today})`.mapWith(Number),
      todayRevenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${today}), 0)`.mapWith(Number),
      weekOrders: sql<number>`count(*) filter (where ${week})`.mapWith(Number),
      weekRevenue: sql<number>`coalesce(sum(${orders.total}) filter (where ${week}), 0)`.mapWith(Number),
      created: sql<number>`count(*) filter (where ${orders.status} = 'CREATED')`.mapWith(Number),
      paid: sql<number>`count(*) filter (where ${orders.status} = 'PAID')`.mapWith(Number),
      approved: sql<number>`count(*) filter (where ${orders.status} = 'APPROVED')`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        inScope(orders.cityId, input.scope),
        or(gte(orders.createdAt, input.weekFrom), inArray(orders.status, ["CREATED", "PAID", "APPROVED"])),
      ),
    )
    .groupBy(orders.cityId);
  return rows;
}

/** Live users whose business application waits for a decision (the review queue's length). */
export async function countPendingBusinessApplications(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(and(eq(users.businessStatus, "pending"), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

export interface LowStockRow {
  productId: number;
  slug: string;
  name: string;
  stock: number;
  city: DashboardCityRow;
}

/** Visible offers of simple products with at most `threshold` units, lowest stock first; names in `locale` (else English). */
export async function findLowStockOffers(
  db: DbOrTx,
  input: { scope: StaffCities; threshold: number; limit: number; locale: "en" | "uk" | "pl" | "ru" },
): Promise<LowStockRow[]> {
  if (input.scope !== "all" && input.scope.length === 0) return [];
  const own = alias(productTexts, "own_text");
  const english = alias(productTexts, "en_text");
  const rows = await db
    .select({
      productId: products.id,
      slug: products.slug,
      name: sql<string>`coalesce(${own.name}, ${english.name}, ${products.slug})`,
      stock: offers.stock,
      cityId: cities.id,
      citySlug: cities.slug,
      cityActive: cities.active,
      en: cities.nameEn,
      uk: cities.nameUk,
      pl: cities.namePl,
      ru: cities.nameRu,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(cities, eq(cities.id, offers.cityId))
    .leftJoin(own, and(eq(own.productId, products.id), eq(own.locale, input.locale)))
    .leftJoin(english, and(eq(english.productId, products.id), eq(english.locale, "en")))
    .where(
      and(
        inScope(offers.cityId, input.scope),
        eq(offers.visible, true),
        eq(products.kind, "simple"),
        eq(cities.active, true),
        lte(offers.stock, input.threshold),
      ),
    )
    .orderBy(asc(offers.stock), asc(cities.sortOrder), asc(cities.id), asc(products.id))
    .limit(input.limit);
  return rows.map((row) => ({
    productId: row.productId,
    slug: row.slug,
    name: row.name,
    stock: row.stock,
    city: {
      id: row.cityId,
      slug: row.citySlug,
      active: row.cityActive,
      names: { en: row.en, uk: row.uk, pl: row.pl, ru: row.ru },
    },
  }));
}
