// Stock per store (issue 19; docs/orders.md "Stock per store"): a city's offers.stock is the sum of store_stock over
// its stores, kept so in the same transaction as every change. One locking rule for every writer, so nothing
// waits in a circle: the (city, product) offer rows first, in product id order, then their store rows. Under those
// locks the store rows read are the newest, and nobody else changes them until the transaction ends.
import { allocateStock, type StockAllocation, type StockTake } from "@shop/domain";
import type { DbOrTx } from "../../client";
import { type MoveSource, postMovements, type StockMove } from "../inventory/ledger";
import { queryPrepared } from "./prepared";

export type StockReservation =
  | { ok: true; allocations: StockAllocation[] }
  /** `cityShort`: the city as a whole lacks units of a product (not only the pickup store). */
  | { ok: false; short: Array<{ productId: number; wanted: number; available: number }>; cityShort: boolean };

const takesJson = (takes: ReadonlyArray<{ productId: number; quantity: number }>) =>
  JSON.stringify(takes.map((take) => ({ product_id: take.productId, quantity: take.quantity })));

/**
 * Locks the city's offers of these products in product id order (FOR NO KEY UPDATE: the lock an update takes, so
 * foreign-key checks elsewhere do not wait on it); answers the stock of those that exist, by product id. The list goes as JSON, read
 * by order_quantities (migration 0010_order_speed): one generic plan for every length of list.
 */
export async function lockCityOffers(tx: DbOrTx, cityId: number, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await queryPrepared<{ product_id: number; stock: number }>(
    tx,
    "stock_lock_offers",
    `select o.product_id, o.stock from offers o join order_quantities($2::json) w on w.product_id = o.product_id
     where o.city_id = $1 order by o.product_id for no key update of o`,
    [cityId, takesJson(productIds.map((productId) => ({ productId, quantity: 1 })))],
  );
  return new Map(rows.map((row) => [row.product_id, row.stock]));
}

/** Units of these products in the city's stores (the offers locked first), in the shop's order of stores. */
async function readHoldings(tx: DbOrTx, cityId: number, productIds: readonly number[], storeId: number | null) {
  return queryPrepared<Holding>(
    tx,
    "stock_read_stores",
    `select ss.store_id, ss.product_id, ss.quantity from store_stock ss
     join stores s on s.id = ss.store_id and s.city_id = $1
     join order_quantities($2::json) w on w.product_id = ss.product_id
     where ss.quantity > 0 and ($3::int is null or ss.store_id = $3)
     order by s.sort_order, s.id, ss.product_id`,
    [cityId, takesJson(productIds.map((productId) => ({ productId, quantity: 1 }))), storeId],
  );
}

/** What the order's submission read locked (findOrderSubmission's `stock`): the offers and their store rows. */
export interface LockedStock {
  wanted: readonly number[];
  offered: ReadonlyArray<{ productId: number; stock: number }>;
  holdings: ReadonlyArray<{ storeId: number; productId: number; quantity: number }>;
}

/**
 * Works out which stores give each product's units, all or nothing: from `pickupStoreId` for a pickup, else by the
 * rule of allocateStock (packages/domain), from rows locked before: by the submission's read (`locked`, when it
 * locked every product taken) or here. Not ok, with what is short, when the units are not there: the caller refuses
 * the order (and rolls back). Posts nothing: the caller posts the allocations as the ledger's "reservation" moves
 * (the order's write statement does, with the order: place-order-write.ts).
 */
export async function reserveStocks(
  tx: DbOrTx,
  cityId: number,
  takes: readonly StockTake[],
  pickupStoreId: number | null,
  locked: LockedStock | null,
): Promise<StockReservation> {
  if (takes.length === 0) return { ok: true, allocations: [] };
  const productIds = takes.map((take) => take.productId);
  const wanted = new Set(locked?.wanted ?? []);
  const first =
    locked && productIds.every((id) => wanted.has(id))
      ? {
          offered: new Map(locked.offered.map((offer) => [offer.productId, offer.stock])),
          holdings: locked.holdings.map((row) => ({ store_id: row.storeId, product_id: row.productId, quantity: row.quantity })),
        }
      : await lockAndRead(tx, cityId, productIds, pickupStoreId);
  const { offered } = first;
  const allocate = (holdings: Holding[]) => {
    const present = holdings.filter((row) => offered.has(row.product_id) && productIds.includes(row.product_id));
    const storeIds = [...new Set(present.map((row) => row.store_id))];
    const held = present.map((row) => ({ storeId: row.store_id, productId: row.product_id, quantity: row.quantity }));
    return allocateStock(takes, held, storeIds, pickupStoreId);
  };
  // A store row made since the statement's snapshot (a staff member's first units of the product in a store) is not
  // among the rows locked: before refusing, they are read again, under the locks.
  let result = allocate(first.holdings);
  if (!result.ok) result = allocate(await readHoldings(tx, cityId, productIds, pickupStoreId));
  if (!result.ok) return { ...result, cityShort: takes.some((take) => (offered.get(take.productId) ?? 0) < take.quantity) };
  return result;
}

/** An order's allocations as the ledger's moves of kind "reservation" (posted with the order, or by postMovements). */
export const reservationMoves = (allocations: readonly StockAllocation[]): StockMove[] =>
  allocations.map((take) => ({ ...take, quantity: -take.quantity, kind: "reservation" as const }));

type Holding = { store_id: number; product_id: number; quantity: number };

/**
 * lockCityOffers, and the store rows of those products locked too (product, then store order): FOR NO KEY UPDATE
 * answers each row as its newest version, also after waiting for another order's lock. One statement.
 */
async function lockAndRead(
  tx: DbOrTx,
  cityId: number,
  productIds: readonly number[],
  storeId: number | null,
): Promise<{ offered: Map<number, number>; holdings: Holding[] }> {
  const rows = await queryPrepared<{ product_id: number; stock: number | null; store_id: number | null; quantity: number | null }>(
    tx,
    "stock_lock_and_read",
    `with locked as materialized (
       select o.product_id, o.stock from offers o join order_quantities($2::json) w on w.product_id = o.product_id
       where o.city_id = $1 order by o.product_id for no key update of o),
     held as materialized (
       select ss.product_id, ss.store_id, ss.quantity, s.sort_order from store_stock ss
       join stores s on s.id = ss.store_id and s.city_id = $1
       where ss.product_id in (select product_id from locked) and ($3::int is null or ss.store_id = $3)
       order by ss.product_id, ss.store_id for no key update of ss)
     select product_id, stock, null::int as store_id, null::int as quantity, 0 as kind, 0 as sort_order from locked
     union all
     select product_id, null, store_id, quantity, 1, sort_order from held where quantity > 0
     order by kind, sort_order, store_id, product_id`,
    [cityId, takesJson(productIds.map((productId) => ({ productId, quantity: 1 }))), storeId],
  );
  const offered = new Map<number, number>();
  const holdings: Holding[] = [];
  for (const row of rows)
    if (row.store_id === null) offered.set(row.product_id, row.stock ?? 0);
    else holdings.push({ store_id: row.store_id, product_id: row.product_id, quantity: row.quantity ?? 0 });
  return { offered, holdings };
}

/** Gives an order's reserved units back to the stores they came from (and the city's sum): movements of kind "return". */
export async function returnReservedStock(
  tx: DbOrTx,
  cityId: number,
  reserved: readonly StockAllocation[],
  source: MoveSource,
): Promise<void> {
  if (reserved.length === 0) return;
  // An offer removed since has no stock to give back to (the city no longer sells the product).
  const offered = await lockCityOffers(tx, cityId, [...new Set(reserved.map((r) => r.productId))]);
  const back = reserved.filter((r) => offered.has(r.productId));
  await postMovements(
    tx,
    cityId,
    back.map((unit) => ({ ...unit, kind: "return" as const })),
    source,
  );
}
