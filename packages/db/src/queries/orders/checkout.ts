// What the checkout page offers in a city (issue 6): the stores to pick up from. Fees: delivery-fees.ts.
// Pickup slot capacity (issue 7): a store takes at most `pickup_slot_capacity` pickup orders per hour.
import { and, asc, count, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { type OpeningHours, orders, stores } from "../../schema";

export interface PickupStoreRow {
  id: number;
  address: string;
  phone: string;
  openingHours: OpeningHours;
  /** Pickup orders per hour; null: no limit. */
  pickupSlotCapacity: number | null;
}

/** The city's active stores in the shop's order. */
export async function findPickupStores(db: DbOrTx, cityId: number): Promise<PickupStoreRow[]> {
  return db
    .select({
      id: stores.id,
      address: stores.address,
      phone: stores.phone,
      openingHours: stores.openingHours,
      pickupSlotCapacity: stores.pickupSlotCapacity,
    })
    .from(stores)
    .where(and(eq(stores.cityId, cityId), eq(stores.active, true)))
    .orderBy(asc(stores.sortOrder), asc(stores.id));
}

/** Pickup orders that still hold their slot: any status but CANCELED. */
const holdingPickup = (storeIds: readonly number[], from: Date, to: Date) =>
  and(
    inArray(orders.storeId, [...storeIds]),
    eq(orders.deliveryMethod, "local-pickup"),
    ne(orders.status, "CANCELED"),
    gte(orders.pickupAt, from),
    lt(orders.pickupAt, to),
  );

/** How many pickup orders hold each (store, pickup time) between `from` and `to`. */
export async function countPickupOrders(
  db: DbOrTx,
  storeIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Array<{ storeId: number; pickupAt: Date; orders: number }>> {
  if (storeIds.length === 0) return [];
  const rows = await db
    .select({ storeId: orders.storeId, pickupAt: orders.pickupAt, orders: count() })
    .from(orders)
    .where(holdingPickup(storeIds, from, to))
    .groupBy(orders.storeId, orders.pickupAt);
  return rows.flatMap((row) =>
    row.storeId !== null && row.pickupAt ? [{ storeId: row.storeId, pickupAt: row.pickupAt, orders: row.orders }] : [],
  );
}

/**
 * The store's pickup capacity, read with the store row locked until the transaction ends (`FOR NO KEY UPDATE`):
 * orders placed into the store's slots at the same time queue here, so each counts the ones before it.
 */
export async function lockPickupCapacity(tx: DbOrTx, storeId: number): Promise<number | null> {
  const { rows } = await tx.execute<{ capacity: number | null }>(
    sql`select pickup_slot_capacity as capacity from stores where id = ${storeId} for no key update`,
  );
  return rows[0]?.capacity ?? null;
}

/** Pickup orders holding the store between `from` and `to`. */
export async function countStorePickups(db: DbOrTx, storeId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ orders: count() })
    .from(orders)
    .where(holdingPickup([storeId], from, to));
  return row?.orders ?? 0;
}
