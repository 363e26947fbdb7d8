// Units of a product in given stores (issue 19), for tests that need a store to hold or lack something: each write
// sets store_stock for (store, product) and moves the city's offers.stock by the difference, so that it stays the
// sum over the city's stores.
import type { Database } from "@shop/db";

export interface TestStore {
  id: number;
  address: string;
}

/** Sets the units of a (simple) product in one store. */
export async function setStoreStock(database: Database, storeId: number, productId: number, quantity: number): Promise<void> {
  await database.pool.query(
    `with before as (
       select coalesce((select quantity from store_stock where store_id = $1 and product_id = $2), 0) as quantity),
     written as (
       insert into store_stock (store_id, product_id, quantity) values ($1, $2, $3)
       on conflict (store_id, product_id) do update set quantity = excluded.quantity)
     update offers o set stock = o.stock + $3 - (select quantity from before)
     where o.product_id = $2 and o.city_id = (select city_id from stores where id = $1)`,
    [storeId, productId, quantity],
  );
}

/** The city's active stores in the shop's order. */
export async function activeStores(database: Database, city: string): Promise<TestStore[]> {
  const { rows } = await database.pool.query<TestStore>(
    `select s.id, s.address from stores s join cities c on c.id = s.city_id
     where c.slug = $1 and s.active order by s.sort_order, s.id`,
    [city],
  );
  return rows;
}

/** Puts a product's units in the city's stores: `quantities` for its active stores in order, none in the others. */
export async function spreadStock(database: Database, city: string, productId: number, quantities: readonly number[]): Promise<void> {
  const { rows } = await database.pool.query<{ id: number; active: boolean }>(
    `select s.id, s.active from stores s join cities c on c.id = s.city_id where c.slug = $1 order by s.sort_order, s.id`,
    [city],
  );
  let next = 0;
  for (const store of rows) await setStoreStock(database, store.id, productId, store.active ? (quantities[next++] ?? 0) : 0);
}
