// What a city's active stores hold of a cart (issue 19; the checkout's pickup stores): the products its lines need,
// a bundle line by its items, summed over the lines, with their names, and each active store's units of them. One
// statement; nothing is locked (placing the order checks again under its locks: store-stock.ts).
import type { Locale } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";

export interface CartStockNeed {
  productId: number;
  /** The product's name in the language (English as the fallback, else its slug). */
  name: string;
  /** Units the lines need of it. */
  wanted: number;
  /** Units in each active store of the city that holds any, by store id. */
  held: Map<number, number>;
}

/** The needs of `lines` (a cart's products and quantities) in the lines' order (a bundle's items: by product id). */
export async function findCartStoreStock(
  db: DbOrTx,
  request: { cityId: number; locale: Locale; lines: ReadonlyArray<{ productId: number; quantity: number }> },
): Promise<CartStockNeed[]> {
  if (request.lines.length === 0) return [];
  const lines = JSON.stringify(request.lines.map((line, position) => ({ product_id: line.productId, quantity: line.quantity, position })));
  const { rows } = await db.execute<{ product_id: number; wanted: number; name: string; held: [number, number][] }>(sql`
    with l as (select * from json_to_recordset(${lines}::json) as l (product_id int, quantity int, position int)),
    need as (
      select coalesce(bi.product_id, l.product_id) as product_id, sum(l.quantity * coalesce(bi.quantity, 1))::int as wanted,
        min(l.position) as position
      from l join products p on p.id = l.product_id
      left join bundle_items bi on p.kind = 'bundle' and bi.bundle_id = p.id
      group by 1)
    select n.product_id, n.wanted, coalesce(t.name, te.name, p.slug) as name,
      (select coalesce(json_agg(json_build_array(s.id, ss.quantity)), '[]'::json)
        from stores s join store_stock ss on ss.store_id = s.id and ss.product_id = n.product_id
        where s.city_id = ${request.cityId} and s.active and ss.quantity > 0) as held
    from need n join products p on p.id = n.product_id
    left join product_texts t on t.product_id = p.id and t.locale = ${request.locale}
    left join product_texts te on te.product_id = p.id and te.locale = 'en'
    order by n.position, n.product_id`);
  return rows.map((row) => ({ productId: row.product_id, name: row.name, wanted: row.wanted, held: new Map(row.held) }));
}
