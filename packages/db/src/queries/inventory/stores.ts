// Store operations (issue 33): the stores a staff member acts on, and the products their documents name (by id, EAN or
// SKU), with what a store holds of them. A city manager acts on their cities' stores only (docs/back-office.md).
import { cleanEan, type Locale, normalizeSearchText } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { intArray, textArray, textJoins } from "../catalogue/sql";
import type { StaffCities } from "../staff/scope";

export interface StockStoreRow {
  id: number;
  cityId: number;
  citySlug: string;
  cityNames: Record<Locale, string>;
  address: string;
  active: boolean;
}

type StoreDbRow = {
  id: number;
  city_id: number;
  city_slug: string;
  en: string;
  uk: string;
  pl: string;
  ru: string;
  address: string;
  active: boolean;
};
const storeOf = (row: StoreDbRow): StockStoreRow => ({
  id: row.id,
  cityId: row.city_id,
  citySlug: row.city_slug,
  cityNames: { en: row.en, uk: row.uk, pl: row.pl, ru: row.ru },
  address: row.address,
  active: row.active,
});
const STORE_SELECT = sql`select s.id, s.city_id, c.slug as city_slug, c.name_en as en, c.name_uk as uk, c.name_pl as pl, c.name_ru as ru,
  s.address, s.active from stores s join cities c on c.id = s.city_id`;

/** The stores (open or closed) of the cities in scope, in the shop's order (city, then store). */
export async function listStockStores(db: DbOrTx, scope: StaffCities): Promise<StockStoreRow[]> {
  if (scope !== "all" && scope.length === 0) return [];
  const only = scope === "all" ? sql`true` : sql`s.city_id = any(${intArray(scope)})`;
  const { rows } = await db.execute<StoreDbRow>(sql`${STORE_SELECT} where ${only} order by c.sort_order, c.id, s.sort_order, s.id`);
  return rows.map(storeOf);
}

/** A store by id, with its city; null when there is none. */
export async function findStockStore(db: DbOrTx, storeId: number): Promise<StockStoreRow | null> {
  const { rows } = await db.execute<StoreDbRow>(sql`${STORE_SELECT} where s.id = ${storeId}`);
  return rows[0] ? storeOf(rows[0]) : null;
}

export type StockProductRow = {
  id: number;
  slug: string;
  sku: string;
  ean: string | null;
  kind: "simple" | "bundle";
  /** In the asked language, English when that translation is missing. */
  name: string;
};

const PRODUCT_SELECT = (locale: Locale) => sql`select p.id, p.slug, p.sku, p.ean, p.kind, coalesce(t.name, te.name, p.slug) as name
  from products p ${textJoins(locale)}`;

/**
 * Products named by the codes staff type or scan: a product id ("#12" or 12), an EAN (exact) or an SKU (any case).
 * The map is keyed by the code as given; a code that names nothing is not in it.
 */
export async function findProductsByCodes(db: DbOrTx, codes: readonly string[], locale: Locale): Promise<Map<string, StockProductRow>> {
  const wanted = [...new Set(codes.map((code) => code.trim()).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const ids = wanted.map((code) => /^#?([1-9][0-9]{0,8})$/.exec(code)?.[1]).filter((id): id is string => id !== undefined);
  const { rows } = await db.execute<StockProductRow>(sql`${PRODUCT_SELECT(locale)}
    where p.id = any(${intArray(ids.map(Number))}) or p.ean = any(${textArray(wanted.map(cleanEan))})
      or upper(p.sku) = any(${textArray(wanted.map((code) => code.toUpperCase()))})`);
  const found = new Map<string, StockProductRow>();
  for (const code of wanted) {
    const upper = code.toUpperCase();
    const id = /^#?([1-9][0-9]{0,8})$/.exec(code)?.[1];
    // An EAN first (13 digits could also be an id-like SKU), then an SKU, then an id.
    const match =
      // A barcode as a person types it: spaces and dashes inside it do not hide it.
      rows.find((row) => row.ean !== null && row.ean === cleanEan(code)) ??
      rows.find((row) => row.sku.toUpperCase() === upper) ??
      (id === undefined ? undefined : rows.find((row) => row.id === Number(id)));
    if (match) found.set(code, match);
  }
  return found;
}

/** Products by id. */
export async function findProductsByIds(db: DbOrTx, ids: readonly number[], locale: Locale): Promise<Map<number, StockProductRow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.execute<StockProductRow>(sql`${PRODUCT_SELECT(locale)} where p.id = any(${intArray(ids)})`);
  return new Map(rows.map((row) => [row.id, row]));
}

/** Of these products, those the city offers (their offer exists, visible or not). */
export async function findOfferedProductIds(db: DbOrTx, cityId: number, productIds: readonly number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const { rows } = await db.execute<{ product_id: number }>(
    sql`select product_id from offers where city_id = ${cityId} and product_id = any(${intArray(productIds)})`,
  );
  return new Set(rows.map((row) => row.product_id));
}

/** The store's units of these products (0 for those it has no row of). */
export async function readStoreUnits(db: DbOrTx, storeId: number, productIds: readonly number[]): Promise<Map<number, number>> {
  const units = new Map(productIds.map((id) => [id, 0]));
  if (productIds.length === 0) return units;
  const { rows } = await db.execute<{ product_id: number; quantity: number }>(
    sql`select product_id, quantity from store_stock where store_id = ${storeId} and product_id = any(${intArray(productIds)})`,
  );
  for (const row of rows) units.set(row.product_id, row.quantity);
  return units;
}

export type StockProductHit = StockProductRow & {
  /** The store's units (null when no store was asked about). */
  quantity: number | null;
  /** The store's city sells it. */
  offered: boolean | null;
};

/**
 * The back office's product finder for stock documents: an exact EAN or SKU first, then names and slugs containing
 * the words (search_doc), simple products before bundles; with a store, what it holds and whether its city offers it.
 */
export async function searchStockProducts(
  db: DbOrTx,
  input: { q: string; storeId: number | null; locale: Locale; limit: number },
): Promise<StockProductHit[]> {
  const q = input.q.trim();
  if (!q) return [];
  const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const like = `%${escapeLike(normalizeSearchText(q))}%`;
  const slugLike = `%${escapeLike(q.toLowerCase())}%`;
  const { rows } = await db.execute<StockProductRow & { quantity: number | null; offered: boolean | null; exact: boolean }>(sql`
    with hits as (
      select p.id, coalesce(p.ean = ${q} or upper(p.sku) = upper(${q}), false) as exact from products p
      where p.ean = ${q} or upper(p.sku) = upper(${q}) or p.search_doc like ${like} or p.slug like ${slugLike}
      order by exact desc, p.kind = 'bundle', p.id limit ${input.limit})
    select p.id, p.slug, p.sku, p.ean, p.kind, coalesce(t.name, te.name, p.slug) as name, h.exact,
      case when ${input.storeId}::int is null then null else coalesce(ss.quantity, 0) end as quantity,
      case when ${input.storeId}::int is null then null
        else exists (select 1 from offers o join stores s on s.city_id = o.city_id where s.id = ${input.storeId}::int and o.product_id = p.id) end
        as offered
    from hits h join products p on p.id = h.id ${textJoins(input.locale)}
    left join store_stock ss on ss.store_id = ${input.storeId}::int and ss.product_id = p.id
    order by h.exact desc, p.kind = 'bundle', name, p.id`);
  return rows.map(({ exact: _exact, ...row }) => row);
}
