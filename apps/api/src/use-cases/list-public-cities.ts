import type { PublicCity } from "@shop/contracts";
import { type Db, listActiveCities } from "@shop/db";
import type { Locale } from "@shop/domain";

/** The spec's public city list: id, slug and the name in the caller's language. */
export async function listPublicCities(db: Db, locale: Locale): Promise<PublicCity[]> {
  const rows = await listActiveCities(db);
  return rows.map((city) => ({ id: city.id, slug: city.slug, name: city.names[locale], names: city.names }));
}
