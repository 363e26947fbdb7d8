// What the checkout page offers in a city (issue 6): the stores to pick up from. Fees: delivery-fees.ts.
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { type OpeningHours, stores } from "../../schema";

export interface PickupStoreRow {
  id: number;
  address: string;
  phone: string;
  openingHours: OpeningHours;
}

/** The city's active stores in the shop's order. */
export async function findPickupStores(db: DbOrTx, cityId: number): Promise<PickupStoreRow[]> {
  return db
    .select({ id: stores.id, address: stores.address, phone: stores.phone, openingHours: stores.openingHours })
    .from(stores)
    .where(and(eq(stores.cityId, cityId), eq(stores.active, true)))
    .orderBy(asc(stores.sortOrder), asc(stores.id));
}
