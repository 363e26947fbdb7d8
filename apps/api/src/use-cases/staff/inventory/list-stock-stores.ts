// Store operations (issue 33): the stores a staff member acts on (every store for an admin), in the shop's order.
import type { StockStores } from "@shop/contracts";
import { type DbOrTx, findStaffCities, listStockStores, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { stockStoreOf } from "./store-scope";

export async function listStaffStockStores(db: DbOrTx, staff: UserRow, locale: Locale): Promise<StockStores> {
  const stores = await listStockStores(db, await findStaffCities(db, staff));
  return { items: stores.map((store) => stockStoreOf(store, locale)) };
}
