import type { PublicCity } from "@shop/contracts";
import type { Db } from "@shop/db";
import type { Locale } from "@shop/domain";
import { loadActiveCities } from "./catalogue-city";

/** The spec's public city list: id, slug and the name in the caller's language. */
export async function listPublicCities(db: Db, locale: Locale): Promise<PublicCity[]> {
  const rows = await loadActiveCities(db);
  return rows.map((city) => ({ id: city.id, slug: city.slug, name: city.names[locale], names: { ...city.names } }));
}
