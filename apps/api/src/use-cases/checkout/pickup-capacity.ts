// Pickup slot capacity (issue 7): a store hands over at most `pickup_slot_capacity` pickup orders per hour of
// shop time (null: no limit). An hour already holding that many pickup orders that are not canceled is full:
// the checkout offers none of its slots, and placing an order into it is refused (PICKUP_SLOT_INVALID with
// `details.problem` "slot-full"). Placing locks the store row first, so two customers taking the last place at
// once are served one after the other and only the first gets it.

import { checkoutCatalogue, localized } from "@shop/contracts";
import { countPickupOrders, countStorePickups, type DbOrTx, lockPickupCapacity, type Tx } from "@shop/db";
import type { Localized } from "@shop/domain";
import { AppError } from "../../core/app-error";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The start of the hour holding the instant (ms). Europe/Warsaw is a whole number of hours off UTC all year,
 * so the UTC hour is the shop's hour.
 */
const pickupHourOf = (instant: Date): number => Math.floor(instant.getTime() / HOUR_MS) * HOUR_MS;

const hourKey = (storeId: number, instant: Date) => `${storeId}:${pickupHourOf(instant)}`;

export const PICKUP_SLOT_FULL_MESSAGES: Localized = /* @__PURE__ */ localized(checkoutCatalogue, (m) => m.pickupSlotFullMessages);

export interface CapacityStore {
  id: number;
  pickupSlotCapacity: number | null;
}

/** The full hours of the stores with a capacity between `from` and `to`; ask with isFullHour. */
export async function fullPickupHours(db: DbOrTx, stores: readonly CapacityStore[], from: Date, to: Date): Promise<Set<string>> {
  const limited = new Map(stores.flatMap((store) => (store.pickupSlotCapacity === null ? [] : [[store.id, store.pickupSlotCapacity]])));
  if (limited.size === 0) return new Set();
  const held = new Map<string, { storeId: number; orders: number }>();
  for (const row of await countPickupOrders(db, [...limited.keys()], new Date(pickupHourOf(from)), new Date(to.getTime() + HOUR_MS))) {
    const key = hourKey(row.storeId, row.pickupAt);
    held.set(key, { storeId: row.storeId, orders: (held.get(key)?.orders ?? 0) + row.orders });
  }
  return new Set(
    [...held].filter(([, hour]) => hour.orders >= (limited.get(hour.storeId) ?? Number.POSITIVE_INFINITY)).map(([key]) => key),
  );
}

export const isFullHour = (full: ReadonlySet<string>, storeId: number, slot: Date) => full.has(hourKey(storeId, slot));

/**
 * Inside the place-order transaction, once the slot itself is valid: refuses a slot whose hour is full. The
 * store row stays locked until the transaction ends, so the next order into this store counts this one.
 */
export async function refuseFullPickupHour(tx: Tx, store: CapacityStore, slot: Date): Promise<void> {
  if (store.pickupSlotCapacity === null) return;
  const capacity = await lockPickupCapacity(tx, store.id);
  if (capacity === null) return;
  const hour = pickupHourOf(slot);
  if ((await countStorePickups(tx, store.id, new Date(hour), new Date(hour + HOUR_MS))) >= capacity)
    throw new AppError("PICKUP_SLOT_INVALID", { messages: PICKUP_SLOT_FULL_MESSAGES, details: { problem: "slot-full" } });
}
