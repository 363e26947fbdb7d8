// Sales figures from the daily aggregates (issue 36; docs/back-office.md "Reports"): sales are the orders placed in the
// period that were not canceled, on the shop day they were placed. Filters: cities (always within the staff member's
// scope), stores, customer kinds, and categories (a category includes its subcategories). With a category filter the
// figures are the lines of the products of those categories, and an order counts once per product of them it holds.
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import type { StaffCities } from "../staff/scope";
import { categoryTree, sqlList as list } from "./report-sql";

export interface ReportFilters {
  /** Shop days, inclusive, YYYY-MM-DD. */
  from: string;
  to: string;
  /** The cities asked for, already within the staff member's scope; "all": every city. */
  cities: StaffCities;
  stores: readonly number[];
  categories: readonly number[];
  kinds: readonly string[];
}

export type Bucket = "day" | "week" | "month";

export interface SalesFigures {
  orders: number;
  units: number;
  gross: number;
  net: number;
  discount: number;
}

export interface SalesPoint extends SalesFigures {
  /** The bucket's first day (a week starts on Monday). */
  period: string;
}

export const BREAKDOWNS = ["city", "store", "category", "brand", "product", "payment", "delivery", "kind", "coupon"] as const;
export type Breakdown = (typeof BREAKDOWNS)[number];

export interface BreakdownRow extends SalesFigures {
  /** The city's, store's, category's, brand's, product's or coupon's id (0: none), or the method or kind. */
  key: string;
}

function where(table: "o" | "p", filters: ReportFilters): SQL {
  const parts: SQL[] = [sql.raw(`${table}.day between `), sql`${filters.from}::date and ${filters.to}::date`];
  if (filters.cities !== "all")
    parts.push(sql.raw(` and ${table}.city_id in `), sql`(${filters.cities.length ? list(filters.cities) : sql`null`})`);
  if (filters.stores.length) parts.push(sql.raw(` and ${table}.store_id in `), sql`(${list(filters.stores)})`);
  if (filters.kinds.length) parts.push(sql.raw(` and ${table}.customer_kind in `), sql`(${list(filters.kinds)})`);
  if (table === "o") parts.push(sql` and o.outcome <> 'canceled'`);
  if (table === "p" && filters.categories.length) parts.push(sql` and pr.category_id in ${categoryTree(filters.categories)}`);
  return sql.join(parts, sql``);
}

const ORDER_FIGURES = sql`coalesce(sum(o.orders), 0)::bigint as orders, coalesce(sum(o.units), 0)::bigint as units,
  coalesce(sum(o.gross), 0)::bigint as gross, coalesce(sum(o.net), 0)::bigint as net, coalesce(sum(o.discount), 0)::bigint as discount`;
const PRODUCT_FIGURES = sql`coalesce(sum(p.orders), 0)::bigint as orders, coalesce(sum(p.units), 0)::bigint as units,
  coalesce(sum(p.gross), 0)::bigint as gross, coalesce(sum(p.net), 0)::bigint as net, coalesce(sum(p.discount), 0)::bigint as discount`;

type Raw = Record<keyof SalesFigures, string | number> & { key?: string | number; period?: string };
const figures = (row: Raw): SalesFigures => ({
  orders: Number(row.orders),
  units: Number(row.units),
  gross: Number(row.gross),
  net: Number(row.net),
  discount: Number(row.discount),
});

const bucketOf = (bucket: Bucket, column: string) => sql.raw(`date_trunc('${bucket}', ${column}::timestamp)`);

/**
 * Sales per day, week or month of the period (only the buckets that had any). The bucket's first day is written as
 * text once per bucket, after the grouping (not once per aggregate row: a year is about 100,000 of them), and the day
 * is truncated as a timestamp without time zone (a date made a timestamp with time zone and back costs per row).
 */
export async function salesSeries(db: DbOrTx, filters: ReportFilters, bucket: Bucket): Promise<SalesPoint[]> {
  const grouped = filters.categories.length
    ? sql`select ${bucketOf(bucket, "p.day")} as bucket, ${PRODUCT_FIGURES}
        from report_product_days p join products pr on pr.id = p.product_id where ${where("p", filters)} group by 1`
    : sql`select ${bucketOf(bucket, "o.day")} as bucket, ${ORDER_FIGURES}
        from report_order_days o where ${where("o", filters)} group by 1`;
  const query = sql`select to_char(g.bucket, 'YYYY-MM-DD') as period, g.orders, g.units, g.gross, g.net, g.discount
    from (${grouped}) g order by g.bucket`;
  const { rows } = await db.execute<Raw>(query);
  return rows.map((row) => ({ period: String(row.period), ...figures(row) }));
}

const ORDER_KEYS: Partial<Record<Breakdown, string>> = {
  city: "o.city_id",
  store: "o.store_id",
  payment: "o.payment_method",
  delivery: "o.delivery_method",
  kind: "o.customer_kind",
  coupon: "o.coupon_id",
};
const PRODUCT_KEYS: Partial<Record<Breakdown, string>> = {
  city: "p.city_id",
  store: "p.store_id",
  kind: "p.customer_kind",
  category: "coalesce(pr.category_id, 0)",
  brand: "coalesce(pr.brand_id, 0)",
  product: "p.product_id",
};

/** The period's sales by one dimension, largest revenue first. */
export async function salesBreakdown(db: DbOrTx, filters: ReportFilters, by: Breakdown): Promise<BreakdownRow[]> {
  const byProduct = filters.categories.length > 0 || ORDER_KEYS[by] === undefined;
  const key = byProduct ? PRODUCT_KEYS[by] : ORDER_KEYS[by];
  if (!key) return [];
  const query = byProduct
    ? sql`select ${sql.raw(key)}::text as key, ${PRODUCT_FIGURES}
        from report_product_days p join products pr on pr.id = p.product_id where ${where("p", filters)}
        group by 1 order by gross desc, key`
    : sql`select ${sql.raw(key)}::text as key, ${ORDER_FIGURES}
        from report_order_days o where ${where("o", filters)} group by 1 order by gross desc, key`;
  const { rows } = await db.execute<Raw>(query);
  return rows.map((row) => ({ key: String(row.key), ...figures(row) }));
}
