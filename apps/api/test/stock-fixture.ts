// Store operations' tests (issue 33): a product of a test's own with units in given stores (put there through the
// back office's offers API, so the ledger records them), the stores of a city, and the ledger's invariant: every
// store's units are the sum of its movements, every city's offers.stock the sum of its stores' units.

import type { Database } from "@shop/db";
import { demoEan } from "@shop/domain";
import { type Api, caller } from "./cabinet-fixture";
import { newOfferProduct } from "./offers-fixture";

export interface StockTestProduct {
  id: number;
  slug: string;
  sku: string;
  ean: string;
}

let made = 0;

/**
 * A new simple product with an EAN, offered in each city of `units` (by city slug) at 19.90 with those units per
 * store id (stores left out hold none). The admin's token saves the offers (manual corrections in the ledger).
 */
export async function stockProduct(
  database: Database,
  api: Api,
  adminToken: string,
  units: Record<string, Record<number, number>>,
  name = "Stock test",
): Promise<StockTestProduct> {
  const slug = `stock-test-${process.pid}-${++made}`;
  const id = await newOfferProduct(database, slug, { name: `${name} ${made}` });
  const ean = demoEan(90_000 + id);
  const { rows } = await database.pool.query<{ sku: string }>("update products set ean = $2 where id = $1 returning sku", [id, ean]);
  const offers = Object.entries(units).map(([city, storeStock]) => ({
    city,
    offer: { visible: true, price: 1990, salePrice: null, stock: 0, storeStock, franchisePrice: null, wholesaleTiers: [] },
  }));
  if (offers.length) {
    const saved = await caller(api)("PUT", `/api/v1/staff/products/${id}/offers`, adminToken, { offers });
    if (saved.status !== 200) throw new Error(`offers not saved: ${saved.status} ${await saved.text()}`);
  }
  return { id, slug, sku: rows[0]?.sku as string, ean };
}

/** A city's stores in the shop's order (open or closed). */
export async function storesOf(database: Database, city: string): Promise<number[]> {
  const { rows } = await database.pool.query<{ id: number }>(
    "select s.id from stores s join cities c on c.id = s.city_id where c.slug = $1 order by s.sort_order, s.id",
    [city],
  );
  return rows.map((row) => row.id);
}

/** A store's units of a product (0 when it has no row). */
export async function unitsIn(database: Database, storeId: number, productId: number): Promise<number> {
  const { rows } = await database.pool.query<{ quantity: number }>(
    "select quantity from store_stock where store_id = $1 and product_id = $2",
    [storeId, productId],
  );
  return rows[0]?.quantity ?? 0;
}

/**
 * Where the ledger and the stock disagree, for these products (empty: they agree): a store whose units are not the
 * sum of its movements, a movement whose quantity after is not the running sum, a city whose stock is not the sum of
 * its stores' units.
 */
export async function ledgerDisagreements(database: Database, productIds: readonly number[]): Promise<string[]> {
  const { rows: stores } = await database.pool.query<{ store_id: number; product_id: number; units: number; ledger: number }>(
    `select coalesce(ss.store_id, m.store_id) as store_id, coalesce(ss.product_id, m.product_id) as product_id,
       coalesce(ss.quantity, 0) as units, coalesce(m.total, 0)::int as ledger
     from (select * from store_stock where product_id = any($1::int[])) ss
     full join (select store_id, product_id, sum(quantity) as total from stock_movements where product_id = any($1::int[])
                group by store_id, product_id) m on m.store_id = ss.store_id and m.product_id = ss.product_id
     where coalesce(ss.quantity, 0) <> coalesce(m.total, 0)`,
    [productIds],
  );
  const { rows: running } = await database.pool.query<{ id: number }>(
    `select id from (select id, quantity_after, sum(quantity) over (partition by store_id, product_id order by id) as running
       from stock_movements where product_id = any($1::int[])) m where quantity_after <> running`,
    [productIds],
  );
  const { rows: cities } = await database.pool.query<{ city_id: number; product_id: number; stock: number; stores: number }>(
    `select o.city_id, o.product_id, o.stock, coalesce((select sum(ss.quantity) from store_stock ss join stores s on s.id = ss.store_id
       where s.city_id = o.city_id and ss.product_id = o.product_id), 0)::int as stores
     from offers o join products p on p.id = o.product_id and p.kind = 'simple' where o.product_id = any($1::int[])`,
    [productIds],
  );
  return [
    ...stores.map((row) => `store ${row.store_id}, product ${row.product_id}: ${row.units} units, ledger ${row.ledger}`),
    ...running.map((row) => `movement ${row.id}: quantity_after is not the running sum`),
    ...cities
      .filter((row) => row.stock !== row.stores)
      .map((row) => `city ${row.city_id}, product ${row.product_id}: ${row.stock} vs stores ${row.stores}`),
  ];
}
