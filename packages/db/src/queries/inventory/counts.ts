// Stock counts (issue 33; docs/inventory.md "Stock counts"): a count of a store and its lines. The lines are made when
// the count starts (the scope's products); a line is counted with the store's units read at that moment (expected);
// applying stores what it posted per line. A count is never edited once applied: a mistake is a new count.
import { type Locale, normalizeSearchText } from "@shop/domain";
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import type { StockCountStatus } from "../../schema-inventory";
import { intArray, nameColumn, textJoins } from "../catalogue/sql";

export interface StockCountRow {
  id: number;
  storeId: number;
  category: { id: number; name: string } | null;
  status: StockCountStatus;
  note: string | null;
  createdAt: Date;
  createdBy: string | null;
  appliedAt: Date | null;
  appliedBy: string | null;
  canceledAt: Date | null;
  canceledBy: string | null;
  totals: { lines: number; counted: number; uncounted: number; differences: number; over: number; short: number };
}

export interface StockCountLineRow {
  productId: number;
  sku: string;
  ean: string | null;
  name: string;
  expected: number | null;
  counted: number | null;
  countedAt: Date | null;
  countedBy: string | null;
  adjustment: number | null;
  /** The store's units now. */
  units: number;
}

/** The category and every category under it (categories nest through parent_id), as `scope(id)`. */
const categoryTree = (categoryId: number) => sql`scope(id) as (
  select id from categories where id = ${categoryId}
  union select c.id from categories c join scope s on c.parent_id = s.id)`;

/** A new open count of the store; null when the store has an open one already (one at a time: a partial unique index). */
export async function insertStockCount(
  tx: DbOrTx,
  values: { storeId: number; categoryId: number | null; note: string | null; createdBy: number },
): Promise<number | null> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    insert into stock_counts (store_id, category_id, note, created_by)
    values (${values.storeId}, ${values.categoryId}, ${values.note}, ${values.createdBy})
    on conflict (store_id) where status = 'open' do nothing returning id`);
  return rows[0]?.id ?? null;
}

/** The lines of a new count: every simple product the city offers (visible or not), or those of the category's tree. */
export async function insertStockCountLines(
  tx: DbOrTx,
  countId: number,
  scope: { cityId: number; categoryId: number | null },
): Promise<number> {
  const inScope =
    scope.categoryId === null ? sql`` : sql`and p.category_id in (with recursive ${categoryTree(scope.categoryId)} select id from scope)`;
  const { rows } = await tx.execute<{ n: number }>(sql`
    with made as (
      insert into stock_count_lines (count_id, product_id)
      select ${countId}, o.product_id from offers o join products p on p.id = o.product_id and p.kind = 'simple'
      where o.city_id = ${scope.cityId} ${inScope}
      returning 1)
    select count(*)::int as n from made`);
  return rows[0]?.n ?? 0;
}

/** The store's open count, if any. */
export async function findOpenStockCountId(db: DbOrTx, storeId: number): Promise<number | null> {
  const { rows } = await db.execute<{ id: number }>(sql`select id from stock_counts where store_id = ${storeId} and status = 'open'`);
  return rows[0]?.id ?? null;
}

export interface LockedStockCount {
  id: number;
  storeId: number;
  categoryId: number | null;
  status: StockCountStatus;
}

/**
 * The count's row, locked: `update` to apply or cancel it, `share` to count lines in it (many at once, none while it
 * is being applied). Taken before the offers' locks, by everyone, so nothing waits in a circle.
 */
export async function lockStockCount(tx: DbOrTx, id: number, mode: "update" | "share"): Promise<LockedStockCount | null> {
  const { rows } = await tx.execute<{ id: number; store_id: number; category_id: number | null; status: StockCountStatus }>(sql`
    select id, store_id, category_id, status from stock_counts where id = ${id} ${mode === "update" ? sql`for update` : sql`for share`}`);
  const row = rows[0];
  return row ? { id: row.id, storeId: row.store_id, categoryId: row.category_id, status: row.status } : null;
}

/** Of these products, those in the category or a category under it. */
export async function findProductsInCategoryTree(db: DbOrTx, categoryId: number, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const { rows } = await db.execute<{ id: number }>(sql`
    with recursive ${categoryTree(categoryId)}
    select p.id from products p where p.id = any(${intArray(productIds)}) and p.category_id in (select id from scope)`);
  return new Set(rows.map((row) => row.id));
}

/**
 * Stores the counted lines with the units expected (read under the offers' locks): a line counted before is replaced,
 * a product of the scope without a line (offered since the count started) gets one.
 */
export async function saveCountedLines(
  tx: DbOrTx,
  countId: number,
  countedBy: number,
  lines: ReadonlyArray<{ productId: number; expected: number; counted: number }>,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.execute(sql`
    insert into stock_count_lines (count_id, product_id, expected, counted, counted_by, counted_at)
    select ${countId}, x.product_id, x.expected, x.counted, ${countedBy}, clock_timestamp()
    from json_to_recordset(${JSON.stringify(lines.map((line) => ({ product_id: line.productId, expected: line.expected, counted: line.counted })))}::json)
      as x (product_id int, expected int, counted int)
    on conflict (count_id, product_id) do update set expected = excluded.expected, counted = excluded.counted,
      counted_by = excluded.counted_by, counted_at = excluded.counted_at`);
}

/** Every line of the count as applying reads it. */
export async function readStockCountLines(
  tx: DbOrTx,
  countId: number,
): Promise<Array<{ productId: number; expected: number | null; counted: number | null }>> {
  const { rows } = await tx.execute<{ product_id: number; expected: number | null; counted: number | null }>(
    sql`select product_id, expected, counted from stock_count_lines where count_id = ${countId} order by product_id`,
  );
  return rows.map((row) => ({ productId: row.product_id, expected: row.expected, counted: row.counted }));
}

/**
 * Marks the open count applied and stores what it posted per line; an uncounted line counted as 0 at apply time gets
 * its expected units and the applying staff member. False when the count was no longer open.
 */
export async function markStockCountApplied(
  tx: DbOrTx,
  countId: number,
  appliedBy: number,
  lines: ReadonlyArray<{ productId: number; expected: number; counted: number; adjustment: number }>,
): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update stock_counts set status = 'applied', applied_by = ${appliedBy}, applied_at = now()
    where id = ${countId} and status = 'open' returning id`);
  if (!rows[0]) return false;
  if (lines.length)
    await tx.execute(sql`
      update stock_count_lines l set expected = x.expected, counted = x.counted, adjustment = x.adjustment,
        counted_by = case when l.counted is null then ${appliedBy} else l.counted_by end,
        counted_at = case when l.counted is null then clock_timestamp() else l.counted_at end
      from json_to_recordset(${JSON.stringify(
        lines.map((line) => ({ product_id: line.productId, expected: line.expected, counted: line.counted, adjustment: line.adjustment })),
      )}::json) as x (product_id int, expected int, counted int, adjustment int)
      where l.count_id = ${countId} and l.product_id = x.product_id`);
  return true;
}

/** Cancels the open count; false when it was no longer open. */
export async function markStockCountCanceled(tx: DbOrTx, countId: number, canceledBy: number): Promise<boolean> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    update stock_counts set status = 'canceled', canceled_by = ${canceledBy}, canceled_at = now()
    where id = ${countId} and status = 'open' returning id`);
  return rows.length > 0;
}

type CountDbRow = {
  id: number;
  store_id: number;
  category_id: number | null;
  category_name: string | null;
  status: StockCountStatus;
  note: string | null;
  created_at: Date | string;
  created_by: string | null;
  applied_at: Date | string | null;
  applied_by: string | null;
  canceled_at: Date | string | null;
  canceled_by: string | null;
  lines: number;
  counted: number;
  differences: number;
  over: number;
  short: number;
};

const staffName = (alias: string) => sql.raw(`nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '')`);

const countSelect = (locale: Locale) => sql`
  select c.id, c.store_id, c.category_id, cat.${nameColumn(locale)} as category_name, c.status, c.note,
    c.created_at, ${staffName("cu")} as created_by, c.applied_at, ${staffName("au")} as applied_by,
    c.canceled_at, ${staffName("xu")} as canceled_by, t.lines, t.counted, t.differences, t.over, t.short
  from stock_counts c
  left join categories cat on cat.id = c.category_id
  left join users cu on cu.id = c.created_by
  left join users au on au.id = c.applied_by
  left join users xu on xu.id = c.canceled_by
  cross join lateral (
    select count(*)::int as lines, count(l.counted)::int as counted,
      (count(*) filter (where l.counted <> l.expected))::int as differences,
      coalesce(sum(greatest(l.counted - l.expected, 0)), 0)::int as over,
      coalesce(sum(greatest(l.expected - l.counted, 0)), 0)::int as short
    from stock_count_lines l where l.count_id = c.id) t`;

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

const countOf = (row: CountDbRow): StockCountRow => ({
  id: row.id,
  storeId: row.store_id,
  category: row.category_id === null ? null : { id: row.category_id, name: row.category_name ?? "" },
  status: row.status,
  note: row.note,
  createdAt: new Date(row.created_at),
  createdBy: row.created_by,
  appliedAt: date(row.applied_at),
  appliedBy: row.applied_by,
  canceledAt: date(row.canceled_at),
  canceledBy: row.canceled_by,
  totals: {
    lines: row.lines,
    counted: row.counted,
    uncounted: row.lines - row.counted,
    differences: row.differences,
    over: row.over,
    short: row.short,
  },
});

export async function findStockCount(db: DbOrTx, id: number, locale: Locale): Promise<StockCountRow | null> {
  const { rows } = await db.execute<CountDbRow>(sql`${countSelect(locale)} where c.id = ${id}`);
  return rows[0] ? countOf(rows[0]) : null;
}

/** A store's counts, newest first; one more than `limit` tells whether there are more. */
export async function listStockCounts(
  db: DbOrTx,
  input: { storeId: number; locale: Locale; limit: number; offset: number },
): Promise<StockCountRow[]> {
  const { rows } = await db.execute<CountDbRow>(
    sql`${countSelect(input.locale)} where c.store_id = ${input.storeId} order by c.id desc limit ${input.limit} offset ${input.offset}`,
  );
  return rows.map(countOf);
}

export type StockCountLineFilter = "all" | "uncounted" | "counted" | "differences";

const FILTERS: Record<StockCountLineFilter, SQL> = {
  all: sql`true`,
  uncounted: sql`l.counted is null`,
  counted: sql`l.counted is not null`,
  differences: sql`l.counted <> l.expected`,
};

/**
 * A page of the count's lines, by product name. `q`: an EAN (spaces and dashes ignored), an SKU or #id finds its line
 * first; words find the products whose name or slug contain them.
 */
export async function listStockCountLines(
  db: DbOrTx,
  input: {
    countId: number;
    storeId: number;
    filter: StockCountLineFilter;
    q: string;
    locale: Locale;
    limit: number;
    offset: number;
    /** Only these products' lines. */
    productIds?: readonly number[];
  },
): Promise<StockCountLineRow[]> {
  const q = input.q.trim();
  const digits = q.replace(/[\s-]/g, "");
  const id = /^#?([1-9][0-9]{0,8})$/.exec(q)?.[1];
  const exact = q
    ? sql`coalesce(p.ean = ${/^[0-9]{8,14}$/.test(digits) ? digits : q} or upper(p.sku) = upper(${q}) or p.id = ${id === undefined ? null : Number(id)}::int, false)`
    : sql`false`;
  const like = `%${normalizeSearchText(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matches = q ? sql`(${exact} or p.search_doc like ${like} or p.slug like ${like})` : sql`true`;
  const only = input.productIds ? sql`l.product_id = any(${intArray(input.productIds)})` : sql`true`;
  const { rows } = await db.execute<{
    product_id: number;
    sku: string;
    ean: string | null;
    name: string;
    expected: number | null;
    counted: number | null;
    counted_at: Date | string | null;
    counted_by: string | null;
    adjustment: number | null;
    units: number;
  }>(sql`
    select l.product_id, p.sku, p.ean, coalesce(t.name, te.name, p.slug) as name, l.expected, l.counted, l.counted_at,
      ${staffName("u")} as counted_by, l.adjustment, coalesce(ss.quantity, 0) as units
    from stock_count_lines l join products p on p.id = l.product_id ${textJoins(input.locale)}
    left join store_stock ss on ss.store_id = ${input.storeId} and ss.product_id = l.product_id
    left join users u on u.id = l.counted_by
    where l.count_id = ${input.countId} and ${FILTERS[input.filter]} and ${matches} and ${only}
    order by ${q ? sql`${exact} desc,` : sql``} name, p.id limit ${input.limit} offset ${input.offset}`);
  return rows.map((row) => ({
    productId: row.product_id,
    sku: row.sku,
    ean: row.ean,
    name: row.name,
    expected: row.expected,
    counted: row.counted,
    countedAt: date(row.counted_at),
    countedBy: row.counted_by,
    adjustment: row.adjustment,
    units: row.units,
  }));
}

/** Every category in tree order (a parent before its children, each level by the shop's order), with its depth. */
export async function listCountCategories(db: DbOrTx, locale: Locale): Promise<Array<{ id: number; name: string; depth: number }>> {
  const { rows } = await db.execute<{ id: number; name: string; depth: number }>(sql`
    with recursive tree(id, depth, path) as (
      select id, 0, array[sort_order, id] from categories where parent_id is null
      union all
      select c.id, t.depth + 1, t.path || array[c.sort_order, c.id] from categories c join tree t on c.parent_id = t.id)
    select t.id, c.${nameColumn(locale)} as name, t.depth from tree t join categories c on c.id = t.id order by t.path`);
  return rows;
}

/** A category's name in the language; null when there is no such category. */
export async function findCategoryName(db: DbOrTx, id: number, locale: Locale): Promise<string | null> {
  const { rows } = await db.execute<{ name: string }>(sql`select ${nameColumn(locale)} as name from categories where id = ${id}`);
  return rows[0]?.name ?? null;
}
