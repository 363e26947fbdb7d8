import type { CityStores } from "@shop/contracts";
import { type Db, findCityStores } from "@shop/db";
import { AppError } from "../../core/app-error";

/** The active stores of an active city (the contacts page); NOT_FOUND for an unknown or switched-off city. */
export async function listCityStores(db: Db, citySlug: string): Promise<CityStores> {
  const stores = await findCityStores(db, citySlug);
  if (!stores) throw new AppError("NOT_FOUND");
  return stores.map((store) => ({ ...store, openingHours: [...store.openingHours].sort((a, b) => a.day - b.day) }));
}
