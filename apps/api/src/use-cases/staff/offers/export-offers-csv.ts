// A city's offers as CSV (domain formatOffersCsv: money in złoty with a dot, tiers as "10:17.90;50:15.90", a stock
// column per store of the city headed "stock:<id> (<street>)"), the file the import takes back.
import { type Db, findCityOffersForExport, findOfferStores, type UserRow } from "@shop/db";
import { formatOffersCsv } from "@shop/domain";
import { staffOfferCity } from "./list-city-offers";
import { storeLabel } from "./offer-stock";

export async function exportOffersCsv(
  db: Db,
  staff: UserRow,
  citySlug: string,
  now = new Date(),
): Promise<{ filename: string; csv: string }> {
  const { city } = await staffOfferCity(db, staff, citySlug);
  const stores = (await findOfferStores(db, [city.id])).get(city.id) ?? [];
  const columns = stores.map((store) => ({ id: store.id, label: storeLabel(store) }));
  const csv = formatOffersCsv(await findCityOffersForExport(db, city.id), columns);
  return { filename: `offers-${city.slug}-${now.toISOString().slice(0, 10)}.csv`, csv };
}
