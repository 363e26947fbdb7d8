// Sales over the counter (issue 33; docs/inventory.md "Sales over the counter"): what a store's own cash register
// sold (one receipt, or a day's report from the register's CSV), its lines, and the units the store held right after
// each (its `store-sale` movements). Each register number once per store (a unique index, any case); never edited.
import type { Locale } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { textJoins } from "../catalogue/sql";

export interface SaleLineRow {
  productId: number;
  sku: string;
  ean: string | null;
  name: string;
  quantity: number;
  quantityAfter: number | null;
}

interface SaleHeadRow {
  id: number;
  storeId: number;
  reference: string;
  source: "counter" | "csv";
  /** YYYY-MM-DD, shop time. */
  soldOn: string;
  createdAt: Date;
  createdBy: string | null;
  units: number;
}

export interface SaleRow extends SaleHeadRow {
  lines: SaleLineRow[];
}

export interface SaleSummaryRow extends SaleHeadRow {
  lines: number;
}

export interface NewSale {
  storeId: number;
  reference: string;
  source: "counter" | "csv";
  soldOn: string;
  createdBy: number;
  requestKey: string | null;
  lines: ReadonlyArray<{ productId: number; quantity: number }>;
}

/** A new sale with its lines; null when its register number (for the store) or its request key is taken already. */
export async function insertSale(tx: DbOrTx, sale: NewSale): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into store_sales (store_id, reference, source, sold_on, created_by, request_key)
    values (${sale.storeId}, ${sale.reference}, ${sale.source}, ${sale.soldOn}::date, ${sale.createdBy}, ${sale.requestKey})
    on conflict do nothing returning id`);
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await tx.execute(sql`
    insert into store_sale_lines (sale_id, product_id, quantity)
    select ${id}, l.product_id, l.quantity
    from json_to_recordset(${JSON.stringify(sale.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity })))}::json)
      as l (product_id int, quantity int)`);
  return id;
}

/** The sale made with this request key, if any. */
export async function findSaleIdByKey(db: DbOrTx, requestKey: string): Promise<{ id: number; storeId: number } | null> {
  const { rows } = await db.execute<{ id: number; store_id: number }>(
    sql`select id, store_id from store_sales where request_key = ${requestKey}`,
  );
  return rows[0] ? { id: rows[0].id, storeId: rows[0].store_id } : null;
}

/** The store's sale of this register number (any case), if any. */
export async function findSaleByReference(
  db: DbOrTx,
  input: { storeId: number; reference: string },
): Promise<{ id: number; createdAt: Date } | null> {
  const { rows } = await db.execute<{ id: number; created_at: Date | string }>(
    sql`select id, created_at from store_sales where store_id = ${input.storeId} and lower(reference) = lower(${input.reference})`,
  );
  return rows[0] ? { id: rows[0].id, createdAt: new Date(rows[0].created_at) } : null;
}

type HeadDbRow = {
  id: number;
  store_id: number;
  reference: string;
  source: "counter" | "csv";
  sold_on: string;
  created_at: Date | string;
  created_by: string | null;
  units: number;
};

const headOf = (row: HeadDbRow): SaleHeadRow => ({
  id: row.id,
  storeId: row.store_id,
  reference: row.reference,
  source: row.source,
  soldOn: row.sold_on,
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
  units: row.units,
});

// The day as text: node-postgres would make a `date` a Date at the process's midnight.
const HEAD = sql`s.id, s.store_id, s.reference, s.source, to_char(s.sold_on, 'YYYY-MM-DD') as sold_on, s.created_at,
  nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as created_by,
  (select coalesce(sum(l.quantity), 0)::int from store_sale_lines l where l.sale_id = s.id) as units`;

export async function findSale(db: DbOrTx, id: number, locale: Locale): Promise<SaleRow | null> {
  const { rows } = await db.execute<HeadDbRow & { lines: SaleLineRow[] | null }>(sql`
    select ${HEAD},
      (select json_agg(json_build_object('productId', l.product_id, 'sku', p.sku, 'ean', p.ean,
         'name', coalesce(t.name, te.name, p.slug), 'quantity', l.quantity, 'quantityAfter', m.quantity_after)
         order by m.id nulls last, l.product_id)
       from store_sale_lines l join products p on p.id = l.product_id ${textJoins(locale)}
       left join stock_movements m on m.document_type = 'sale' and m.document_id = s.id::text
         and m.store_id = s.store_id and m.product_id = l.product_id
       where l.sale_id = s.id) as lines
    from store_sales s left join users u on u.id = s.created_by
    where s.id = ${id}`);
  const row = rows[0];
  return row ? { ...headOf(row), lines: row.lines ?? [] } : null;
}

/** A store's sales, newest first, optionally those whose number holds `q`; one more than `limit` tells whether there are more. */
export async function listSales(
  db: DbOrTx,
  input: { storeId: number; q: string | null; limit: number; offset: number },
): Promise<SaleSummaryRow[]> {
  const like = input.q ? `%${input.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await db.execute<HeadDbRow & { lines: number }>(sql`
    select ${HEAD}, (select count(*)::int from store_sale_lines l where l.sale_id = s.id) as lines
    from store_sales s left join users u on u.id = s.created_by
    where s.store_id = ${input.storeId} and (${like}::text is null or lower(s.reference) like ${like})
    order by s.id desc limit ${input.limit} offset ${input.offset}`);
  return rows.map((row) => ({ ...headOf(row), lines: row.lines }));
}
