// The demo's stock per store (issue 19): each city's stock of a product is spread over its stores, the first store
// (the flagship) holding the most and some stores none of some products, so that the product page's per-store
// availability and the checkout's pickup stores differ as they would in a real shop. Deterministic.
import { demoEan } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";

/** How `stock` units of a product are spread over a city's `stores` stores, in their order. */
function splitStock(stock: number, productId: number, stores: number): number[] {
  const weights = Array.from({ length: stores }, (_, k) => (k === 0 ? 2 + (productId % 2) : (productId + k) % 3));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const shares = weights.map((weight) => Math.floor((stock * weight) / total));
  shares[0] = (shares[0] ?? 0) + stock - shares.reduce((sum, share) => sum + share, 0);
  return shares;
}

/**
 * Moves the seeded offers' stock into the cities' stores (offers.stock stays their sum), each store's units an
 * opening movement of the ledger; gives the simple products their demo barcodes.
 */
export async function seedStoreStock(db: NodePgDatabase): Promise<void> {
  const { rows: stores } = await db.execute<{ id: number; city_id: number }>(
    sql`select id, city_id from stores order by city_id, sort_order, id`,
  );
  const { rows: offers } = await db.execute<{ city_id: number; product_id: number; stock: number }>(
    sql`select o.city_id, o.product_id, o.stock from offers o join products p on p.id = o.product_id
        where p.kind = 'simple' and o.stock > 0 order by o.city_id, o.product_id`,
  );
  const byCity = new Map<number, number[]>();
  for (const store of stores) byCity.set(store.city_id, [...(byCity.get(store.city_id) ?? []), store.id]);
  const rows: Array<{ store_id: number; product_id: number; quantity: number }> = [];
  for (const offer of offers) {
    const storeIds = byCity.get(offer.city_id) ?? [];
    splitStock(offer.stock, offer.product_id, storeIds.length).forEach((quantity, k) => {
      const storeId = storeIds[k];
      if (quantity > 0 && storeId !== undefined) rows.push({ store_id: storeId, product_id: offer.product_id, quantity });
    });
  }
  for (let at = 0; at < rows.length; at += 2000)
    await db.execute(sql`insert into store_stock (store_id, product_id, quantity)
      select * from json_to_recordset(${JSON.stringify(rows.slice(at, at + 2000))}::json) as r (store_id int, product_id int, quantity int)`);
  // The stock ledger (issue 33): each store's units start as an opening movement, as the migration made them.
  await db.execute(sql`insert into stock_movements (store_id, product_id, kind, quantity, quantity_after, actor)
    select store_id, product_id, 'opening', quantity, quantity, 'system' from store_stock where quantity > 0
    order by store_id, product_id`);
  // Barcodes for the count page and the counter (made up: a demo company prefix and the product's id).
  const { rows: simple } = await db.execute<{ id: number }>(sql`select id from products where kind = 'simple' order by id`);
  const eans = simple.map((row) => ({ id: row.id, ean: demoEan(row.id) }));
  await db.execute(sql`update products p set ean = e.ean from json_to_recordset(${JSON.stringify(eans)}::json) as e (id int, ean text)
    where p.id = e.id`);
  // A city without a store can hold no stock.
  await db.execute(sql`update offers o set stock = 0 where o.stock > 0
    and exists (select 1 from products p where p.id = o.product_id and p.kind = 'simple')
    and not exists (select 1 from stores s where s.city_id = o.city_id)`);
}
