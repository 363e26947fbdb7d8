// Back office: a city's stock held per store (issue 19). The stores of the cities staff edit, and the writes of
// their units (manual corrections in the stock ledger, issue 33). Every writer follows one locking rule (docs/back-office.md, "Stock per store"): the (city, product)
// offer rows are locked first (lockOffers), and only then are the store rows of those products read and written,
// with offers.stock moved by the same change in the same transaction, so it stays their sum.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { intArray } from "../catalogue/sql";
import { postMovements } from "../inventory/ledger";

export interface OfferStoreRow {
  id: number;
  cityId: number;
  address: string;
  /** Open: shoppers can pick up there. A closed store's units still count in the city's stock. */
  active: boolean;
}

/** The cities' stores, open or not, each city's in the shop's order (sort order, then id). */
export async function findOfferStores(db: DbOrTx, cityIds: readonly number[]): Promise<Map<number, OfferStoreRow[]>> {
  const byCity = new Map<number, OfferStoreRow[]>(cityIds.map((id) => [id, []]));
  if (cityIds.length === 0) return byCity;
  const { rows } = await db.execute<{ id: number; city_id: number; address: string; active: boolean }>(sql`
    select id, city_id, address, active from stores where city_id = any(${intArray(cityIds)}) order by city_id, sort_order, id`);
  for (const row of rows) byCity.get(row.city_id)?.push({ id: row.id, cityId: row.city_id, address: row.address, active: row.active });
  return byCity;
}

export interface StoreStockWrite {
  cityId: number;
  productId: number;
  storeId: number;
  /** The store's units as they should be. */
  quantity: number;
  /** Its units now (read under the offer's lock). */
  from: number;
}

/**
 * Sets these stores' units of the products as a manual correction (issue 33): one `stock_adjustments` document
 * of kind "correction" per store, and a ledger movement per store and product of the difference. The caller holds
 * the lock of each (city, product) offer and has moved offers.stock by the same change. A store must be one of the
 * city's: otherwise it throws (StockLedgerError) and the caller's transaction rolls back.
 */
export async function writeStoreStock(
  tx: DbOrTx,
  writes: readonly StoreStockWrite[],
  by: { actorUserId: number; note?: string | null },
): Promise<void> {
  const changed = writes.filter((write) => write.quantity !== write.from);
  if (changed.length === 0) return;
  const storeIds = [...new Set(changed.map((write) => write.storeId))];
  const { rows: documents } = await tx.execute<{ id: number; store_id: number }>(sql`
    insert into stock_adjustments (store_id, kind, note, created_by)
    select s, 'correction', ${by.note ?? null}::text, ${by.actorUserId}::int from unnest(${intArray(storeIds)}) as s
    returning id, store_id`);
  const documentOf = new Map(documents.map((row) => [row.store_id, String(row.id)]));
  for (const cityId of new Set(changed.map((write) => write.cityId))) {
    const moves = changed
      .filter((write) => write.cityId === cityId)
      .map((write) => ({
        storeId: write.storeId,
        productId: write.productId,
        quantity: write.quantity - write.from,
        kind: "correction" as const,
        document: { type: "adjustment" as const, id: documentOf.get(write.storeId) ?? "" },
      }));
    await postMovements(
      tx,
      cityId,
      moves,
      { actor: "staff", actorUserId: by.actorUserId, document: null, note: by.note ?? null },
      { cityStock: false },
    );
  }
}

/** The staff's stock tool: moves the (locked) offer's stock by `stockDelta` and sets its visibility when given. */
export async function updateOfferStock(
  tx: DbOrTx,
  key: { cityId: number; productId: number },
  change: { stockDelta: number; visible?: boolean | undefined },
): Promise<{ stock: number; visible: boolean } | null> {
  const { rows } = await tx.execute<{ stock: number; visible: boolean }>(sql`
    update offers set stock = stock + ${change.stockDelta}, visible = coalesce(${change.visible ?? null}::boolean, visible),
      updated_at = now()
    where city_id = ${key.cityId} and product_id = ${key.productId} returning stock, visible`);
  return rows[0] ?? null;
}
