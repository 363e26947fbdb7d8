// Store operations (issue 33): which stores a staff member acts on. An admin acts on every store; a city manager on
// their cities' stores only: another store answers 404, as if it did not exist (docs/back-office.md "Access").
import type { StockStore } from "@shop/contracts";
import { type DbOrTx, findStaffCities, findStockStore, type StockStoreRow, staffMayActOn, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";

/** The store, when the staff member may act on it; otherwise NOT_FOUND. */
export async function stockStoreFor(db: DbOrTx, staff: UserRow, storeId: number): Promise<StockStoreRow> {
  const [store, scope] = await Promise.all([findStockStore(db, storeId), findStaffCities(db, staff)]);
  if (!store || !staffMayActOn(scope, store.cityId)) throw new AppError("NOT_FOUND");
  return store;
}

/** A store's short label: its address up to the first comma ("ul. Grójecka 42"). */
export const stockStoreLabel = (store: Pick<StockStoreRow, "address">): string => store.address.split(",")[0]?.trim() || store.address;

/** The city's name in the language, English when it has none. */
export const stockCityName = (store: Pick<StockStoreRow, "cityNames">, locale: Locale): string =>
  store.cityNames[locale] || store.cityNames.en;

export const stockStoreOf = (store: StockStoreRow, locale: Locale): StockStore => ({
  id: store.id,
  city: { slug: store.citySlug, name: stockCityName(store, locale) },
  address: store.address,
  label: stockStoreLabel(store),
  active: store.active,
});
