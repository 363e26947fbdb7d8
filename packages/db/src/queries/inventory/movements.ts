// The stock ledger in the back office (issue 33; docs/inventory.md "The ledger in the back office"): movements of a
// store or of a product across the stores in scope, filtered by kind, time and who, newest first (the ledger's order,
// in which each row's units-after follow from the one before). A customer's movements never carry their name.
import type { Locale } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import type { StockActor, StockDocumentType, StockMovementKind, WriteOffReason } from "../../schema-inventory";
import { intArray, textJoins } from "../catalogue/sql";
import type { StaffCities } from "../staff/scope";

export interface MovementFilter {
  /** One store; null: every store of the cities in `scope`. */
  storeId: number | null;
  scope: StaffCities;
  productId: number | null;
  kind: StockMovementKind | null;
  /** From this instant (included) … */
  from: Date | null;
  /** … to this one (excluded). */
  before: Date | null;
  /** Who: any staff member, customers, the system, or one staff member by e-mail (any case). */
  actor: { kind: StockActor } | { email: string } | null;
}

export interface MovementRow {
  id: number;
  at: Date;
  storeId: number;
  productId: number;
  sku: string;
  ean: string | null;
  name: string;
  kind: StockMovementKind;
  quantity: number;
  quantityAfter: number;
  reason: WriteOffReason | null;
  unitCost: number | null;
  document: { type: StockDocumentType; id: string } | null;
  actor: StockActor;
  /** A staff member's name and e-mail (null for customers, the system, a deleted account). */
  actorName: string | null;
  actorEmail: string | null;
  note: string | null;
}

type MovementDbRow = {
  id: number | string;
  created_at: Date | string;
  store_id: number;
  product_id: number;
  sku: string;
  ean: string | null;
  name: string;
  kind: StockMovementKind;
  quantity: number;
  quantity_after: number;
  reason: WriteOffReason | null;
  unit_cost: number | null;
  document_type: StockDocumentType | null;
  document_id: string | null;
  actor: StockActor;
  actor_name: string | null;
  actor_email: string | null;
  note: string | null;
};

/** The filter as a condition on `m` (stock_movements) joined with `s` (its store). */
function where(filter: MovementFilter): SQL {
  const parts: SQL[] = [];
  if (filter.storeId !== null) parts.push(sql`m.store_id = ${filter.storeId}`);
  if (filter.scope !== "all") parts.push(sql`s.city_id = any(${intArray(filter.scope)})`);
  if (filter.productId !== null) parts.push(sql`m.product_id = ${filter.productId}`);
  if (filter.kind !== null) parts.push(sql`m.kind = ${filter.kind}`);
  if (filter.from) parts.push(sql`m.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.before) parts.push(sql`m.created_at < ${filter.before.toISOString()}::timestamptz`);
  const { actor } = filter;
  if (actor && "kind" in actor) parts.push(sql`m.actor = ${actor.kind}`);
  if (actor && "email" in actor)
    parts.push(sql`m.actor = 'staff' and m.actor_user_id = (select id from users where email = ${actor.email.trim().toLowerCase()})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

const rowOf = (row: MovementDbRow): MovementRow => ({
  id: Number(row.id),
  at: new Date(row.created_at),
  storeId: row.store_id,
  productId: row.product_id,
  sku: row.sku,
  ean: row.ean,
  name: row.name,
  kind: row.kind,
  quantity: row.quantity,
  quantityAfter: row.quantity_after,
  reason: row.reason,
  unitCost: row.unit_cost,
  document: row.document_type && row.document_id !== null ? { type: row.document_type, id: row.document_id } : null,
  actor: row.actor,
  actorName: row.actor_name,
  actorEmail: row.actor_email,
  note: row.note,
});

/**
 * Movements matching the filter, newest first (by id: the order the ledger recorded them). `limit` rows from `offset`,
 * or (for an export in batches) those older than `beforeId`.
 */
export async function listMovements(
  db: DbOrTx,
  filter: MovementFilter,
  page: { locale: Locale; limit: number; offset?: number; beforeId?: number },
): Promise<MovementRow[]> {
  const older = page.beforeId === undefined ? sql`true` : sql`m.id < ${page.beforeId}`;
  const { rows } = await db.execute<MovementDbRow>(sql`
    select m.id, m.created_at, m.store_id, m.product_id, p.sku, p.ean, coalesce(t.name, te.name, p.slug) as name,
      m.kind, m.quantity, m.quantity_after, m.reason, m.unit_cost, m.document_type, m.document_id, m.actor,
      nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as actor_name, u.email as actor_email, m.note
    from stock_movements m
    join stores s on s.id = m.store_id
    join products p on p.id = m.product_id ${textJoins(page.locale)}
    left join users u on m.actor = 'staff' and u.id = m.actor_user_id
    where ${where(filter)} and ${older}
    order by m.id desc limit ${page.limit} offset ${page.offset ?? 0}`);
  return rows.map(rowOf);
}

/** How many movements match, counting no further than `cap` + 1 (enough to tell "more than cap"). */
export async function countMovements(db: DbOrTx, filter: MovementFilter, cap: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from stock_movements m join stores s on s.id = m.store_id where ${where(filter)} limit ${cap + 1}) found`);
  return rows[0]?.n ?? 0;
}
