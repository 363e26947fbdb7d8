// Transfers between stores (issue 33; docs/inventory.md "Transfers"): the documents and their lines. The units move
// through the ledger (postMovements: `transfer-out` from the sending store when shipped, `transfer-in` into the
// receiving store when received, or when missing units arrive later); these queries keep the document: its status
// (changed under the row's lock, conditionally), its lines, what arrived and how a discrepancy was settled.
import type { Locale } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import type { DiscrepancyResolution, TransferStatus } from "../../schema-inventory";
import { intArray, textJoins } from "../catalogue/sql";

export interface TransferLineRow {
  productId: number;
  sku: string;
  ean: string | null;
  name: string;
  quantity: number;
  receivedQuantity: number | null;
  discrepancyReason: string | null;
  resolution: DiscrepancyResolution | null;
  resolutionNote: string | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
}

export interface TransferRow {
  id: number;
  fromStoreId: number;
  toStoreId: number;
  status: TransferStatus;
  note: string | null;
  version: number;
  createdAt: Date;
  createdBy: string | null;
  shippedAt: Date | null;
  shippedBy: string | null;
  receivedAt: Date | null;
  receivedBy: string | null;
  canceledAt: Date | null;
  canceledBy: string | null;
  lines: TransferLineRow[];
}

/** A new draft; null when its request key was used already (the same form sent twice). */
export async function insertTransfer(
  tx: DbOrTx,
  values: { fromStoreId: number; toStoreId: number; note: string | null; createdBy: number; requestKey: string | null },
): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into stock_transfers (from_store_id, to_store_id, note, created_by, request_key)
    values (${values.fromStoreId}, ${values.toStoreId}, ${values.note}, ${values.createdBy}, ${values.requestKey})
    on conflict (request_key) do nothing returning id`);
  return rows[0]?.id ?? null;
}

/** The transfer made with this request key, if any. */
export async function findTransferIdByKey(db: DbOrTx, requestKey: string): Promise<{ id: number; fromStoreId: number } | null> {
  const { rows } = await db.execute<{ id: number; from_store_id: number }>(
    sql`select id, from_store_id from stock_transfers where request_key = ${requestKey}`,
  );
  return rows[0] ? { id: rows[0].id, fromStoreId: rows[0].from_store_id } : null;
}

/** A draft's lines, replacing those it had. */
export async function replaceTransferLines(
  tx: DbOrTx,
  transferId: number,
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
): Promise<void> {
  await tx.execute(sql`delete from stock_transfer_lines where transfer_id = ${transferId}`);
  if (lines.length === 0) return;
  await tx.execute(sql`
    insert into stock_transfer_lines (transfer_id, product_id, quantity)
    select ${transferId}, l.product_id, l.quantity
    from json_to_recordset(${JSON.stringify(lines.map((l) => ({ product_id: l.productId, quantity: l.quantity })))}::json)
      as l (product_id int, quantity int)`);
}

export interface LockedTransfer {
  id: number;
  fromStoreId: number;
  toStoreId: number;
  status: TransferStatus;
  version: number;
  /** By product id, as the transfer shows them. */
  lines: Array<{
    productId: number;
    quantity: number;
    receivedQuantity: number | null;
    resolution: DiscrepancyResolution | null;
  }>;
}

/**
 * The transfer's row, locked until the transaction ends (every step takes it first, then the offers' locks), with its
 * lines; null when there is none.
 */
export async function lockTransfer(tx: DbOrTx, id: number): Promise<LockedTransfer | null> {
  const { rows } = await tx.execute<{ id: number; from_store_id: number; to_store_id: number; status: TransferStatus; version: number }>(
    sql`select id, from_store_id, to_store_id, status, version from stock_transfers where id = ${id} for update`,
  );
  const row = rows[0];
  if (!row) return null;
  const { rows: lines } = await tx.execute<{
    product_id: number;
    quantity: number;
    received_quantity: number | null;
    resolution: DiscrepancyResolution | null;
  }>(
    sql`select product_id, quantity, received_quantity, resolution from stock_transfer_lines where transfer_id = ${id} order by product_id`,
  );
  return {
    id: row.id,
    fromStoreId: row.from_store_id,
    toStoreId: row.to_store_id,
    status: row.status,
    version: row.version,
    lines: lines.map((line) => ({
      productId: line.product_id,
      quantity: line.quantity,
      receivedQuantity: line.received_quantity,
      resolution: line.resolution,
    })),
  };
}

/** A draft's note changed (its lines are replaced apart); the version moves on. */
export async function updateTransferDraft(tx: DbOrTx, id: number, note: string | null): Promise<number> {
  const { rows } = await tx.execute<{ version: number }>(
    sql`update stock_transfers set note = ${note}, version = version + 1 where id = ${id} and status = 'draft' returning version`,
  );
  return rows[0]?.version ?? 0;
}

/**
 * Moves the transfer on from `from` to `to`, stamping who and when; false when it was no longer in `from` (another
 * request took the step first).
 */
export async function setTransferStatus(
  tx: DbOrTx,
  id: number,
  step: { from: TransferStatus; to: "shipped" | "received" | "canceled"; by: number },
): Promise<boolean> {
  const stamp: Record<typeof step.to, SQL> = {
    shipped: sql`shipped_at = now(), shipped_by = ${step.by}`,
    received: sql`received_at = now(), received_by = ${step.by}`,
    canceled: sql`canceled_at = now(), canceled_by = ${step.by}`,
  };
  const { rows } = await tx.execute<{ id: number }>(sql`
    update stock_transfers set status = ${step.to}, version = version + 1, ${stamp[step.to]}
    where id = ${id} and status = ${step.from} returning id`);
  return rows.length === 1;
}

/** What arrived of each line, and why fewer did. */
export async function setReceivedLines(
  tx: DbOrTx,
  transferId: number,
  lines: ReadonlyArray<{ productId: number; received: number; reason: string | null }>,
): Promise<void> {
  await tx.execute(sql`
    update stock_transfer_lines l set received_quantity = r.received, discrepancy_reason = r.reason
    from json_to_recordset(${JSON.stringify(lines.map((l) => ({ product_id: l.productId, received: l.received, reason: l.reason })))}::json)
      as r (product_id int, received int, reason text)
    where l.transfer_id = ${transferId} and l.product_id = r.product_id`);
}

/** Settles a line's discrepancy; false when it was settled already. */
export async function resolveTransferLine(
  tx: DbOrTx,
  values: { transferId: number; productId: number; resolution: DiscrepancyResolution; note: string; by: number },
): Promise<boolean> {
  const { rows } = await tx.execute<{ product_id: number }>(sql`
    update stock_transfer_lines set resolution = ${values.resolution}, resolution_note = ${values.note},
      resolved_by = ${values.by}, resolved_at = now()
    where transfer_id = ${values.transferId} and product_id = ${values.productId} and resolution is null
      and received_quantity < quantity
    returning product_id`);
  return rows.length === 1;
}

type TransferDbRow = {
  id: number;
  from_store_id: number;
  to_store_id: number;
  status: TransferStatus;
  note: string | null;
  version: number;
  created_at: Date | string;
  created_by: string | null;
  shipped_at: Date | string | null;
  shipped_by: string | null;
  received_at: Date | string | null;
  received_by: string | null;
  canceled_at: Date | string | null;
  canceled_by: string | null;
  lines: Array<Omit<TransferLineRow, "resolvedAt"> & { resolvedAt: string | null }> | null;
};

const staffName = (alias: string) => sql.raw(`nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`);

const select = (locale: Locale) => sql`
  select tr.id, tr.from_store_id, tr.to_store_id, tr.status, tr.note, tr.version,
    tr.created_at, ${staffName("uc")} as created_by, tr.shipped_at, ${staffName("us")} as shipped_by,
    tr.received_at, ${staffName("ur")} as received_by, tr.canceled_at, ${staffName("ux")} as canceled_by,
    (select json_agg(json_build_object('productId', l.product_id, 'sku', p.sku, 'ean', p.ean,
       'name', coalesce(t.name, te.name, p.slug), 'quantity', l.quantity, 'receivedQuantity', l.received_quantity,
       'discrepancyReason', l.discrepancy_reason, 'resolution', l.resolution, 'resolutionNote', l.resolution_note,
       'resolvedAt', l.resolved_at, 'resolvedBy', ${staffName("ul")}) order by l.product_id)
     from stock_transfer_lines l join products p on p.id = l.product_id ${textJoins(locale)}
     left join users ul on ul.id = l.resolved_by
     where l.transfer_id = tr.id) as lines
  from stock_transfers tr
  left join users uc on uc.id = tr.created_by left join users us on us.id = tr.shipped_by
  left join users ur on ur.id = tr.received_by left join users ux on ux.id = tr.canceled_by`;

const when = (value: Date | string | null) => (value === null ? null : new Date(value));

const rowOf = (row: TransferDbRow): TransferRow => ({
  id: row.id,
  fromStoreId: row.from_store_id,
  toStoreId: row.to_store_id,
  status: row.status,
  note: row.note,
  version: row.version,
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
  shippedAt: when(row.shipped_at),
  shippedBy: row.shipped_by,
  receivedAt: when(row.received_at),
  receivedBy: row.received_by,
  canceledAt: when(row.canceled_at),
  canceledBy: row.canceled_by,
  lines: (row.lines ?? []).map((line) => ({ ...line, resolvedAt: when(line.resolvedAt) })),
});

export async function findTransfer(db: DbOrTx, id: number, locale: Locale): Promise<TransferRow | null> {
  const { rows } = await db.execute<TransferDbRow>(sql`${select(locale)} where tr.id = ${id}`);
  return rows[0] ? rowOf(rows[0]) : null;
}

/** An open discrepancy: a line received short and not settled yet. */
const OPEN = sql`exists (select 1 from stock_transfer_lines d where d.transfer_id = tr.id
  and d.received_quantity < d.quantity and d.resolution is null)`;

export interface TransferFilter {
  storeId: number;
  direction: "all" | "out" | "in";
  status: TransferStatus | null;
  openDiscrepancies: boolean;
}

const whereOf = (filter: TransferFilter) => {
  const direction = {
    all: sql`(tr.from_store_id = ${filter.storeId} or tr.to_store_id = ${filter.storeId})`,
    out: sql`tr.from_store_id = ${filter.storeId}`,
    in: sql`tr.to_store_id = ${filter.storeId}`,
  }[filter.direction];
  return sql`${direction} and (${filter.status}::text is null or tr.status = ${filter.status}::text)
    and (${!filter.openDiscrepancies} or ${OPEN})`;
};

/** A store's transfers (sent, received or both), newest first; one more than `limit` tells whether there are more. */
export async function listTransfers(
  db: DbOrTx,
  filter: TransferFilter & { locale: Locale; limit: number; offset: number },
): Promise<TransferRow[]> {
  const { rows } = await db.execute<TransferDbRow>(
    sql`${select(filter.locale)} where ${whereOf(filter)} order by tr.id desc limit ${filter.limit} offset ${filter.offset}`,
  );
  return rows.map(rowOf);
}

export interface TransferTotals {
  /** Shipped, not received: sent by the store. */
  outgoing: { transfers: number; units: number };
  /** Shipped, not received: on their way to the store. */
  incoming: { transfers: number; units: number };
  /** The store's transfers, either way, with an open discrepancy. */
  openDiscrepancies: number;
}

export async function transferTotals(db: DbOrTx, storeId: number): Promise<TransferTotals> {
  const { rows } = await db.execute<{ out_n: number; out_units: number; in_n: number; in_units: number; open: number }>(sql`
    select
      count(distinct tr.id) filter (where tr.status = 'shipped' and tr.from_store_id = ${storeId})::int as out_n,
      coalesce(sum(l.quantity) filter (where tr.status = 'shipped' and tr.from_store_id = ${storeId}), 0)::int as out_units,
      count(distinct tr.id) filter (where tr.status = 'shipped' and tr.to_store_id = ${storeId})::int as in_n,
      coalesce(sum(l.quantity) filter (where tr.status = 'shipped' and tr.to_store_id = ${storeId}), 0)::int as in_units,
      count(distinct tr.id) filter (where l.received_quantity < l.quantity and l.resolution is null)::int as open
    from stock_transfers tr join stock_transfer_lines l on l.transfer_id = tr.id
    where (tr.from_store_id = ${storeId} or tr.to_store_id = ${storeId}) and tr.status in ('shipped', 'received')`);
  const row = rows[0];
  return {
    outgoing: { transfers: row?.out_n ?? 0, units: row?.out_units ?? 0 },
    incoming: { transfers: row?.in_n ?? 0, units: row?.in_units ?? 0 },
    openDiscrepancies: row?.open ?? 0,
  };
}

/** Of these products, those each city offers, by city id. */
export async function offeredByCities(
  db: DbOrTx,
  cityIds: readonly number[],
  productIds: readonly number[],
): Promise<Map<number, Set<number>>> {
  const offered = new Map(cityIds.map((cityId) => [cityId, new Set<number>()]));
  if (cityIds.length === 0 || productIds.length === 0) return offered;
  const { rows } = await db.execute<{ city_id: number; product_id: number }>(
    sql`select city_id, product_id from offers where city_id = any(${intArray(cityIds)}) and product_id = any(${intArray(productIds)})`,
  );
  for (const row of rows) offered.get(row.city_id)?.add(row.product_id);
  return offered;
}
