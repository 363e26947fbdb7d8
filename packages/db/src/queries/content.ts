// Public content (issue 8): the info pages in each language and the stores a city's contacts page lists.
import type { Locale } from "@shop/domain";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import { cities, infoPages, type OpeningHours, stores } from "../schema";

export interface InfoPageRow {
  slug: string;
  locale: Locale;
  title: string;
  body: string;
  updatedAt: Date;
}

/** An info page in `locale`, else in English; null when neither exists. */
export async function findInfoPage(db: Db, slug: string, locale: Locale): Promise<InfoPageRow | null> {
  const rows = await db
    .select()
    .from(infoPages)
    .where(and(eq(infoPages.slug, slug), inArray(infoPages.locale, [locale, "en"])))
    .orderBy(sql`${infoPages.locale} = ${locale} desc`)
    .limit(1);
  const row = rows[0];
  return row ? { ...row, locale: row.locale as Locale } : null;
}

export interface CityStoreRow {
  id: number;
  address: string;
  phone: string;
  openingHours: OpeningHours;
  latitude: number;
  longitude: number;
}

/** The active stores of an active city in the shop's order; null for an unknown or switched-off city. */
export async function findCityStores(db: Db, slug: string): Promise<CityStoreRow[] | null> {
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.slug, slug), eq(cities.active, true)));
  if (!city) return null;
  return db
    .select({
      id: stores.id,
      address: stores.address,
      phone: stores.phone,
      openingHours: stores.openingHours,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores)
    .where(and(eq(stores.cityId, city.id), eq(stores.active, true)))
    .orderBy(asc(stores.sortOrder), asc(stores.id));
}
