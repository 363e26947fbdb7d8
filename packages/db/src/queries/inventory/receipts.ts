// Goods receipts (issue 33; docs/inventory.md "Goods receipts"): a supplier's delivery into a store, its lines (units
// and the net unit cost when known), and the units the store held right after each (its `receipt` movements).
// One receipt per supplier's document and store (a unique index on the names in any case); never edited.
import type { Locale } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { textJoins } from "../catalogue/sql";

export interface ReceiptLineRow {
  productId: number;
  sku: string;
  ean: string | null;
  name: string;
  quantity: number;
  unitCost: number | null;
  quantityAfter: number | null;
}

interface ReceiptHeadRow {
  id: number;
  storeId: number;
  supplierName: string;
  supplierDocument: string;
  source: "form" | "csv";
  createdAt: Date;
  createdBy: string | null;
}

export interface ReceiptRow extends ReceiptHeadRow {
  note: string | null;
  lines: ReceiptLineRow[];
}

export interface ReceiptSummaryRow extends ReceiptHeadRow {
  lines: number;
  units: number;
  value: number;
  uncosted: number;
}

export interface NewReceipt {
  storeId: number;
  supplierName: string;
  supplierDocument: string;
  note: string | null;
  source: "form" | "csv";
  createdBy: number;
  requestKey: string | null;
  lines: ReadonlyArray<{ productId: number; quantity: number; unitCost: number | null }>;
}

/**
 * A new receipt with its lines; null when its supplier's document (for the store) or its request key is taken
 * already (another receipt stands: find it by key or by document).
 */
export async function insertReceipt(tx: DbOrTx, receipt: NewReceipt): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into goods_receipts (store_id, supplier_name, supplier_document, note, source, created_by, request_key)
    values (${receipt.storeId}, ${receipt.supplierName}, ${receipt.supplierDocument}, ${receipt.note}, ${receipt.source},
      ${receipt.createdBy}, ${receipt.requestKey})
    on conflict do nothing returning id`);
  const id = rows[0]?.id;
  if (id === undefined) return null;
  await tx.execute(sql`
    insert into goods_receipt_lines (receipt_id, product_id, quantity, unit_cost)
    select ${id}, l.product_id, l.quantity, l.unit_cost
    from json_to_recordset(${JSON.stringify(
      receipt.lines.map((line) => ({ product_id: line.productId, quantity: line.quantity, unit_cost: line.unitCost })),
    )}::json) as l (product_id int, quantity int, unit_cost int)`);
  return id;
}

/** The receipt made with this request key, if any. */
export async function findReceiptIdByKey(db: DbOrTx, requestKey: string): Promise<{ id: number; storeId: number } | null> {
  const { rows } = await db.execute<{ id: number; store_id: number }>(
    sql`select id, store_id from goods_receipts where request_key = ${requestKey}`,
  );
  return rows[0] ? { id: rows[0].id, storeId: rows[0].store_id } : null;
}

/** The store's receipt of this supplier's document (both compared in any case), if any. */
export async function findReceiptByDocument(
  db: DbOrTx,
  input: { storeId: number; supplierName: string; supplierDocument: string },
): Promise<{ id: number; createdAt: Date } | null> {
  const { rows } = await db.execute<{ id: number; created_at: Date | string }>(sql`
    select id, created_at from goods_receipts
    where store_id = ${input.storeId} and lower(supplier_name) = lower(${input.supplierName})
      and lower(supplier_document) = lower(${input.supplierDocument})`);
  return rows[0] ? { id: rows[0].id, createdAt: new Date(rows[0].created_at) } : null;
}

type HeadDbRow = {
  id: number;
  store_id: number;
  supplier_name: string;
  supplier_document: string;
  source: "form" | "csv";
  created_at: Date | string;
  created_by: string | null;
};

const headOf = (row: HeadDbRow): ReceiptHeadRow => ({
  id: row.id,
  storeId: row.store_id,
  supplierName: row.supplier_name,
  supplierDocument: row.supplier_document,
  source: row.source,
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
});

const HEAD = sql`r.id, r.store_id, r.supplier_name, r.supplier_document, r.source, r.created_at,
  nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as created_by`;

export async function findReceipt(db: DbOrTx, id: number, locale: Locale): Promise<ReceiptRow | null> {
  const { rows } = await db.execute<HeadDbRow & { note: string | null; lines: ReceiptLineRow[] | null }>(sql`
    select ${HEAD}, r.note,
      (select json_agg(json_build_object('productId', l.product_id, 'sku', p.sku, 'ean', p.ean,
         'name', coalesce(t.name, te.name, p.slug), 'quantity', l.quantity, 'unitCost', l.unit_cost, 'quantityAfter', m.quantity_after)
         order by m.id nulls last, l.product_id)
       from goods_receipt_lines l join products p on p.id = l.product_id ${textJoins(locale)}
       left join stock_movements m on m.document_type = 'receipt' and m.document_id = r.id::text
         and m.store_id = r.store_id and m.product_id = l.product_id
       where l.receipt_id = r.id) as lines
    from goods_receipts r left join users u on u.id = r.created_by
    where r.id = ${id}`);
  const row = rows[0];
  return row ? { ...headOf(row), note: row.note, lines: row.lines ?? [] } : null;
}

/** A store's receipts, newest first, optionally those whose supplier or document holds `q`; one more than `limit` tells whether there are more. */
export async function listReceipts(
  db: DbOrTx,
  input: { storeId: number; q: string | null; limit: number; offset: number },
): Promise<ReceiptSummaryRow[]> {
  const like = input.q ? `%${input.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const { rows } = await db.execute<HeadDbRow & { lines: number; units: number; value: number; uncosted: number }>(sql`
    select ${HEAD}, t.lines, t.units, t.value, t.uncosted
    from goods_receipts r left join users u on u.id = r.created_by
    cross join lateral (
      select count(*)::int as lines, coalesce(sum(l.quantity), 0)::int as units,
        coalesce(sum(l.quantity::bigint * l.unit_cost), 0)::bigint as value, count(*) filter (where l.unit_cost is null)::int as uncosted
      from goods_receipt_lines l where l.receipt_id = r.id) t
    where r.store_id = ${input.storeId}
      and (${like}::text is null or lower(r.supplier_name) like ${like} or lower(r.supplier_document) like ${like})
    order by r.id desc limit ${input.limit} offset ${input.offset}`);
  return rows.map((row) => ({ ...headOf(row), lines: row.lines, units: row.units, value: Number(row.value), uncosted: row.uncosted }));
}
