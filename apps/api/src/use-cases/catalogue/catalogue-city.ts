import { type CityRow, type Db, listActiveCities } from "@shop/db";
import { contentCache } from "../../content/content-cache";
import { AppError } from "../../core/app-error";

interface ActiveCities {
  list: CityRow[];
  bySlug: Map<string, CityRow>;
}

/** The active cities, kept per process until staff change content (content/content-cache.ts). */
const activeCities = contentCache(async (db: Db): Promise<ActiveCities> => {
  const list = await listActiveCities(db);
  return { list, bySlug: new Map(list.map((city) => [city.slug, city])) };
});

/** Active cities in the order the shop lists them (shared: do not change them). */
export const loadActiveCities = async (db: Db): Promise<readonly CityRow[]> => (await activeCities(db)).list;

/** The active city a catalogue request names; NOT_FOUND for an unknown or switched-off one. */
export async function requireCatalogueCity(db: Db, slug: string): Promise<{ id: number; slug: string }> {
  const city = (await activeCities(db)).bySlug.get(slug);
  if (!city) throw new AppError("NOT_FOUND");
  return { id: city.id, slug: city.slug };
}
