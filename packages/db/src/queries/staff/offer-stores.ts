// Back office: a city's stock held per store (issue 19). The stores of the cities staff edit, and the writes of
// their units. Every writer follows one locking rule (docs/back-office.md, "Stock per store"): the (city, product)
// offer rows are locked first (lockOffers), and only then are the store rows of those products read and written,
// with offers.stock moved by the same change in the same transaction, so it stays their sum.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { intArray } from "../catalogue/sql";

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
  quantity: number;
}

/**
 * Sets these stores' units of the products. The caller holds the lock of each (city, product) offer and moves
 * offers.stock by the same change. A store must be one of the city's: otherwise nothing is written and it throws.
 */
export async function writeStoreStock(tx: DbOrTx, writes: readonly StoreStockWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const rows = writes.map((w) => ({ city_id: w.cityId, product_id: w.productId, store_id: w.storeId, quantity: w.quantity }));
  const { rows: written } = await tx.execute<{ n: number }>(sql`
    with v as (select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(city_id int, product_id int, store_id int, quantity int)),
    w as (
      insert into store_stock (store_id, product_id, quantity)
      select v.store_id, v.product_id, v.quantity from v join stores s on s.id = v.store_id and s.city_id = v.city_id
      on conflict (store_id, product_id) do update set quantity = excluded.quantity
      returning 1)
    select count(*)::int as n from w`);
  if (written[0]?.n !== writes.length) throw new Error("writeStoreStock: a store is not one of its city's");
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
