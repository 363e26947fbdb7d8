// Write-offs and manual corrections (issue 33): the documents, and their lines as the ledger holds them (the
// movements with the adjustment as their document).
import type { Locale } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import type { WriteOffReason } from "../../schema-inventory";
import { textJoins } from "../catalogue/sql";

export interface AdjustmentRow {
  id: number;
  storeId: number;
  kind: "write-off" | "correction";
  reason: WriteOffReason | null;
  note: string | null;
  createdAt: Date;
  createdBy: string | null;
  lines: Array<{ productId: number; sku: string; ean: string | null; name: string; quantity: number; quantityAfter: number }>;
}

/** A new write-off or correction document; null when its request key was used already (the same form sent twice). */
export async function insertAdjustment(
  tx: DbOrTx,
  values: {
    storeId: number;
    kind: "write-off" | "correction";
    reason: WriteOffReason | null;
    note: string | null;
    createdBy: number;
    requestKey: string | null;
  },
): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into stock_adjustments (store_id, kind, reason, note, created_by, request_key)
    values (${values.storeId}, ${values.kind}, ${values.reason}, ${values.note}, ${values.createdBy}, ${values.requestKey})
    on conflict (request_key) do nothing returning id`);
  return rows[0]?.id ?? null;
}

/** The document made with this request key, if any. */
export async function findAdjustmentIdByKey(db: DbOrTx, requestKey: string): Promise<{ id: number; storeId: number } | null> {
  const { rows } = await db.execute<{ id: number; store_id: number }>(
    sql`select id, store_id from stock_adjustments where request_key = ${requestKey}`,
  );
  return rows[0] ? { id: rows[0].id, storeId: rows[0].store_id } : null;
}

type AdjustmentDbRow = {
  id: number;
  store_id: number;
  kind: "write-off" | "correction";
  reason: WriteOffReason | null;
  note: string | null;
  created_at: Date | string;
  created_by: string | null;
  lines: AdjustmentRow["lines"] | null;
};

const select = (locale: Locale) => sql`
  select a.id, a.store_id, a.kind, a.reason, a.note, a.created_at,
    nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as created_by,
    (select json_agg(json_build_object('productId', m.product_id, 'sku', p.sku, 'ean', p.ean,
       'name', coalesce(t.name, te.name, p.slug), 'quantity', m.quantity, 'quantityAfter', m.quantity_after) order by m.id)
     from stock_movements m join products p on p.id = m.product_id ${textJoins(locale)}
     where m.document_type = 'adjustment' and m.document_id = a.id::text) as lines
  from stock_adjustments a left join users u on u.id = a.created_by`;

const rowOf = (row: AdjustmentDbRow): AdjustmentRow => ({
  id: row.id,
  storeId: row.store_id,
  kind: row.kind,
  reason: row.reason,
  note: row.note,
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
  lines: row.lines ?? [],
});

export async function findAdjustment(db: DbOrTx, id: number, locale: Locale): Promise<AdjustmentRow | null> {
  const { rows } = await db.execute<AdjustmentDbRow>(sql`${select(locale)} where a.id = ${id}`);
  return rows[0] ? rowOf(rows[0]) : null;
}

/** A store's write-offs and corrections, newest first; one more than `limit` tells whether there are more. */
export async function listAdjustments(
  db: DbOrTx,
  input: { storeId: number; locale: Locale; limit: number; offset: number },
): Promise<AdjustmentRow[]> {
  const { rows } = await db.execute<AdjustmentDbRow>(
    sql`${select(input.locale)} where a.store_id = ${input.storeId} order by a.id desc limit ${input.limit} offset ${input.offset}`,
  );
  return rows.map(rowOf);
}
