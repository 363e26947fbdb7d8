// Reorder points (issue 33; docs/inventory.md "Reorder points and the daily digest"): a minimum and a target per store
// and product; what is below its minimum (units in the store now; units in transit to it are not counted), and the
// daily digest's bookkeeping: one row per city manager and shop day, claimed in the transaction that queues the e-mail.
import type { Locale } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { textJoins } from "../catalogue/sql";

export interface ReorderRuleRow {
  productId: number;
  sku: string;
  ean: string | null;
  name: string;
  min: number;
  target: number;
  /** The store's units now. */
  units: number;
  /** The store's city offers the product (and it is a simple product): only then can it be reordered. */
  offered: boolean;
  updatedAt: Date;
  updatedBy: string | null;
}

type RuleDbRow = {
  product_id: number;
  sku: string;
  ean: string | null;
  name: string;
  min_quantity: number;
  target_quantity: number;
  units: number;
  offered: boolean;
  updated_at: Date | string;
  updated_by: string | null;
};

const RULES = (locale: Locale) => sql`
  select r.product_id, p.sku, p.ean, coalesce(t.name, te.name, p.slug) as name, r.min_quantity, r.target_quantity,
    coalesce(ss.quantity, 0) as units,
    (p.kind = 'simple' and exists (select 1 from offers o where o.city_id = s.city_id and o.product_id = r.product_id)) as offered,
    r.updated_at, nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') as updated_by
  from reorder_rules r
  join stores s on s.id = r.store_id
  join products p on p.id = r.product_id ${textJoins(locale)}
  left join store_stock ss on ss.store_id = r.store_id and ss.product_id = r.product_id
  left join users u on u.id = r.updated_by`;

const ruleOf = (row: RuleDbRow): ReorderRuleRow => ({
  productId: row.product_id,
  sku: row.sku,
  ean: row.ean,
  name: row.name,
  min: row.min_quantity,
  target: row.target_quantity,
  units: row.units,
  offered: row.offered,
  updatedAt: new Date(row.updated_at),
  updatedBy: row.updated_by,
});

/** A store's rules by product name, a page of them, and how many it has. */
export async function listReorderRules(
  db: DbOrTx,
  input: { storeId: number; locale: Locale; limit: number; offset: number },
): Promise<{ rows: ReorderRuleRow[]; total: number }> {
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<RuleDbRow>(sql`${RULES(input.locale)} where r.store_id = ${input.storeId}
      order by name, r.product_id limit ${input.limit} offset ${input.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from reorder_rules where store_id = ${input.storeId}`),
  ]);
  return { rows: rows.map(ruleOf), total: count[0]?.n ?? 0 };
}

export async function findReorderRule(db: DbOrTx, storeId: number, productId: number, locale: Locale): Promise<ReorderRuleRow | null> {
  const { rows } = await db.execute<RuleDbRow>(sql`${RULES(locale)} where r.store_id = ${storeId} and r.product_id = ${productId}`);
  return rows[0] ? ruleOf(rows[0]) : null;
}

/** Sets a rule (new or changed); what it was before (null: there was none). The row is locked until commit. */
export async function upsertReorderRule(
  tx: DbOrTx,
  rule: { storeId: number; productId: number; min: number; target: number; updatedBy: number },
): Promise<{ min: number; target: number } | null> {
  const { rows: before } = await tx.execute<{ min_quantity: number; target_quantity: number }>(sql`
    select min_quantity, target_quantity from reorder_rules where store_id = ${rule.storeId} and product_id = ${rule.productId}
    for update`);
  await tx.execute(sql`
    insert into reorder_rules (store_id, product_id, min_quantity, target_quantity, updated_by, updated_at)
    values (${rule.storeId}, ${rule.productId}, ${rule.min}, ${rule.target}, ${rule.updatedBy}, now())
    on conflict (store_id, product_id) do update set min_quantity = excluded.min_quantity,
      target_quantity = excluded.target_quantity, updated_by = excluded.updated_by, updated_at = excluded.updated_at`);
  const row = before[0];
  return row ? { min: row.min_quantity, target: row.target_quantity } : null;
}

/** Deletes a rule; what it was (null: there was none). */
export async function deleteReorderRule(tx: DbOrTx, storeId: number, productId: number): Promise<{ min: number; target: number } | null> {
  const { rows } = await tx.execute<{ min_quantity: number; target_quantity: number }>(sql`
    delete from reorder_rules where store_id = ${storeId} and product_id = ${productId} returning min_quantity, target_quantity`);
  const row = rows[0];
  return row ? { min: row.min_quantity, target: row.target_quantity } : null;
}

export interface ReorderDueRow {
  storeId: number;
  productId: number;
  sku: string;
  ean: string | null;
  name: string;
  units: number;
  min: number;
  target: number;
}

type DueDbRow = {
  store_id: number;
  product_id: number;
  sku: string;
  ean: string | null;
  name: string;
  units: number;
  min_quantity: number;
  target_quantity: number;
};

/** The rules of these stores whose units are below their minimum (a simple product their city sells), by store then name. */
const DUE = (locale: Locale, stores: SQL) => sql`
  select r.store_id, r.product_id, p.sku, p.ean, coalesce(t.name, te.name, p.slug) as name, coalesce(ss.quantity, 0) as units,
    r.min_quantity, r.target_quantity
  from reorder_rules r
  join stores s on s.id = r.store_id
  join products p on p.id = r.product_id and p.kind = 'simple' ${textJoins(locale)}
  join offers o on o.city_id = s.city_id and o.product_id = r.product_id
  left join store_stock ss on ss.store_id = r.store_id and ss.product_id = r.product_id
  where ${stores} and coalesce(ss.quantity, 0) < r.min_quantity
  order by s.sort_order, s.id, name, r.product_id`;

const dueOf = (row: DueDbRow): ReorderDueRow => ({
  storeId: row.store_id,
  productId: row.product_id,
  sku: row.sku,
  ean: row.ean,
  name: row.name,
  units: row.units,
  min: row.min_quantity,
  target: row.target_quantity,
});

/** What a store has below its minimum. */
export async function listReorderDue(db: DbOrTx, storeId: number, locale: Locale): Promise<ReorderDueRow[]> {
  const { rows } = await db.execute<DueDbRow>(DUE(locale, sql`r.store_id = ${storeId}`));
  return rows.map(dueOf);
}

/** What the stores of a city manager's cities have below their minimum, by city, store, then name. */
export async function listManagerReorderDue(db: DbOrTx, userId: number, locale: Locale): Promise<ReorderDueRow[]> {
  const { rows } = await db.execute<DueDbRow>(DUE(locale, sql`s.city_id in (select city_id from staff_cities where user_id = ${userId})`));
  return rows.map(dueOf);
}

export interface DigestRecipient {
  userId: number;
  email: string;
  firstName: string;
  locale: string;
}

/**
 * The city managers who run at least one city and can read e-mail (not deleted, not blocked), without a digest of
 * this shop day yet.
 */
export async function listDigestRecipients(db: DbOrTx, day: string): Promise<DigestRecipient[]> {
  const { rows } = await db.execute<{ id: number; email: string; first_name: string; locale: string }>(sql`
    select u.id, u.email, u.first_name, u.locale from users u
    where u.role = 'staff' and u.staff_role = 'city-manager' and u.deleted_at is null and u.blocked_at is null
      and u.email is not null and exists (select 1 from staff_cities sc where sc.user_id = u.id)
      and not exists (select 1 from reorder_digests d where d.user_id = u.id and d.day = ${day}::date)
    order by u.id`);
  return rows.map((row) => ({ userId: row.id, email: row.email, firstName: row.first_name, locale: row.locale }));
}

/**
 * Claims the manager's digest of a shop day: true for the one transaction that inserts the row (another process
 * claiming the same day waits for it, then finds it taken). Insert it in the transaction that queues the e-mail.
 */
export async function claimReorderDigest(tx: DbOrTx, userId: number, day: string): Promise<boolean> {
  const { rows } = await tx.execute<{ user_id: number }>(sql`
    insert into reorder_digests (user_id, day) values (${userId}, ${day}::date) on conflict do nothing returning user_id`);
  return rows.length === 1;
}
