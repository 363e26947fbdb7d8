// A city's offers for the back office: paged by product slug, searched by slug or name; the city defaults to
// the first the staff member may act on (another city answers 404 to a city manager).
import { CITY_OFFERS_PAGE_SIZE, type CityOffers, type CityOffersQuery } from "@shop/contracts";
import { type Db, findCityOfferPage, findOfferStores, findStaffCities, listOfferCities, type OfferCityRow, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { offerCityOf } from "./list-product-offers";
import { staffOfferStoreOf } from "./offer-stock";

/** The city a staff member asks for (or their first), with every city they may act on; 404 outside them. */
export async function staffOfferCity(
  db: Db,
  staff: UserRow,
  slug: string | undefined,
): Promise<{ city: OfferCityRow; cities: OfferCityRow[] }> {
  const cities = await listOfferCities(db, await findStaffCities(db, staff));
  const city = slug === undefined ? cities[0] : cities.find((known) => known.slug === slug);
  if (!city) throw new AppError("NOT_FOUND");
  return { city, cities };
}

export async function listCityOffers(db: Db, staff: UserRow, query: CityOffersQuery, locale: Locale): Promise<CityOffers> {
  const { city, cities } = await staffOfferCity(db, staff, query.city);
  const offset = (query.page - 1) * CITY_OFFERS_PAGE_SIZE;
  const page = await findCityOfferPage(db, { cityId: city.id, q: query.q || undefined, locale, limit: CITY_OFFERS_PAGE_SIZE, offset });
  const stores = (await findOfferStores(db, [city.id])).get(city.id) ?? [];
  return {
    city: offerCityOf(city, locale),
    stores: stores.map(staffOfferStoreOf),
    cities: cities.map((known) => offerCityOf(known, locale)),
    items: page.items.map((item) => ({ product: item.product, offer: item.offer, updatedAt: item.updatedAt.toISOString() })),
    total: page.total,
    page: query.page,
    pageSize: CITY_OFFERS_PAGE_SIZE,
  };
}
