// A product's offers in every city the staff member may act on (a row per city with its stores, "not offered" as
// null): the back office's per-product table.
import type { ProductOffers, StaffOfferCity } from "@shop/contracts";
import {
  type Db,
  findOfferProduct,
  findOfferStores,
  findProductOffers,
  findStaffCities,
  listOfferCities,
  type OfferCityRow,
  type UserRow,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { staffOfferStoreOf } from "./offer-stock";

export const offerCityOf = (city: OfferCityRow, locale: Locale): StaffOfferCity => ({
  slug: city.slug,
  name: city.names[locale],
  active: city.active,
});

export async function listProductOffers(db: Db, staff: UserRow, productId: number, locale: Locale): Promise<ProductOffers> {
  const product = await findOfferProduct(db, productId, locale);
  if (!product) throw new AppError("NOT_FOUND");
  const cities = await listOfferCities(db, await findStaffCities(db, staff));
  const offers = new Map((await findProductOffers(db, productId)).map((stored) => [stored.cityId, stored]));
  const stores = await findOfferStores(
    db,
    cities.map((city) => city.id),
  );
  return {
    product,
    rows: cities.map((city) => {
      const stored = offers.get(city.id);
      return {
        city: offerCityOf(city, locale),
        stores: (stores.get(city.id) ?? []).map(staffOfferStoreOf),
        offer: stored?.offer ?? null,
        updatedAt: stored?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}
