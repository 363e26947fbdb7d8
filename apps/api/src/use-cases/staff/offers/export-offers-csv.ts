// A city's offers as CSV (domain formatOffersCsv: money in złoty with a dot, tiers as "10:17.90;50:15.90"), the
// file the import takes back.
import { type Db, findCityOffersForExport, type UserRow } from "@shop/db";
import { formatOffersCsv } from "@shop/domain";
import { staffOfferCity } from "./list-city-offers";

export async function exportOffersCsv(
  db: Db,
  staff: UserRow,
  citySlug: string,
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  const { city } = await staffOfferCity(db, staff, citySlug);
  const csv = formatOffersCsv(await findCityOffersForExport(db, city.id));
  return { filename: `offers-${city.slug}-${now.toISOString().slice(0, 10)}.csv`, csv };
}
