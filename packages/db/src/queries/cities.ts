import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { cities } from "../schema";

export interface CityRow {
  id: number;
  slug: string;
  names: { en: string; uk: string; pl: string; ru: string };
}

/** Active cities in the order the shop lists them. */
export async function listActiveCities(db: Db): Promise<CityRow[]> {
  const rows = await db
    .select({ id: cities.id, slug: cities.slug, en: cities.nameEn, uk: cities.nameUk, pl: cities.namePl, ru: cities.nameRu })
    .from(cities)
    .where(eq(cities.active, true))
    .orderBy(asc(cities.sortOrder), asc(cities.id));
  return rows.map(({ id, slug, en, uk, pl, ru }) => ({ id, slug, names: { en, uk, pl, ru } }));
}
