// Products in the reports (issue 36; docs/back-office.md "Reports"), per city:
// - the best and worst sellers of a period, from the daily aggregates (report_product_days: what the orders placed
//   that day and not canceled sold). Sales are the orders placed in the period and not canceled, on the Warsaw shop
//   day they were placed; revenue gross = the lines' totals after their coupon shares, VAT included; net = without VAT
//   (split per line as the invoices split it). A product counts as sold when it sold at least one unit: the bottom of
//   the list is the weakest of those; products that did not sell at all are the idle ones below.
// - idle stock: products with units in the city's stores (store_stock, now) that had no sale in the city in the
//   last N shop days up to the period's last day, with the last day they sold on, if ever. A sale is an order's (as
//   above) or one over a store's counter (store_sales: a walk-in shopper's, so a retail sale), which has no price and
//   so counts in no revenue.
import type { Locale } from "@shop/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { textJoins } from "../catalogue/sql";
import { type ScopeFilters, scopeConditions } from "./report-sql";

export interface ProductSalesRow {
  cityId: number;
  /** 1: the best (top) or the weakest (bottom) seller of the city. */
  rank: number;
  productId: number;
  sku: string;
  name: string;
  units: number;
  /** Orders with the product. */
  orders: number;
  gross: number;
  net: number;
}

export interface ProductRanking {
  rows: ProductSalesRow[];
  /** Per city id: how many products sold in the period (the length of the whole list). */
  sold: Map<number, number>;
}

type RankedRow = {
  city_id: number;
  rank: string | number;
  product_id: number;
  sku: string;
  name: string;
  units: string | number;
  orders: string | number;
  gross: string | number;
  net: string | number;
  sold: string | number;
};

/** The `limit` best (top) or weakest (bottom) sellers of each city by revenue with VAT; ties by units, then id. */
export async function productRanking(
  db: DbOrTx,
  filters: ScopeFilters & { from: string; to: string },
  order: "top" | "bottom",
  limit: number,
  locale: Locale,
): Promise<ProductRanking> {
  const direction = sql.raw(order === "top" ? "desc" : "asc");
  const { rows } = await db.execute<RankedRow>(sql`
    with sold as (
      select d.city_id, d.product_id, sum(d.units) as units, sum(d.orders) as orders, sum(d.gross) as gross, sum(d.net) as net
      from report_product_days d join products p on p.id = d.product_id
      where d.day between ${filters.from}::date and ${filters.to}::date
        and ${scopeConditions(filters, { city: "d.city_id", store: "d.store_id", kind: "d.customer_kind", category: "p" })}
      group by d.city_id, d.product_id
      having sum(d.units) > 0
    ), ranked as (
      select s.*, row_number() over (partition by s.city_id order by s.gross ${direction}, s.units ${direction}, s.product_id) as rank,
        count(*) over (partition by s.city_id) as sold
      from sold s
    )
    select r.city_id, r.rank, r.product_id, p.sku, coalesce(t.name, te.name, p.sku) as name, r.units, r.orders, r.gross, r.net, r.sold
    from ranked r join products p on p.id = r.product_id ${textJoins(locale)}
    where r.rank <= ${limit}
    order by r.city_id, r.rank`);
  const sold = new Map<number, number>();
  for (const row of rows) sold.set(Number(row.city_id), Number(row.sold));
  return {
    rows: rows.map((row) => ({
      cityId: Number(row.city_id),
      rank: Number(row.rank),
      productId: Number(row.product_id),
      sku: row.sku,
      name: row.name,
      units: Number(row.units),
      orders: Number(row.orders),
      gross: Number(row.gross),
      net: Number(row.net),
    })),
    sold,
  };
}

export interface IdleProductRow {
  cityId: number;
  productId: number;
  sku: string;
  name: string;
  /** Units in the city's stores (those asked for) now. */
  units: number;
  /** The last shop day it sold on in the city, on or before the period's last day; null: never. */
  lastSale: string | null;
}

export interface IdleProducts {
  rows: IdleProductRow[];
  /** Per city id: how many products are idle (the length of the whole list). */
  total: Map<number, number>;
}

type IdleDbRow = {
  city_id: number;
  product_id: number;
  sku: string;
  name: string;
  units: string | number;
  last_sale: string | null;
  total: string | number;
};

/**
 * Products with units in a city's stores and no sale in that city in the `days` shop days ending on `to` (both
 * included: `to` − days + 1 … `to`), never sold first, then the longest unsold, then the most units; `limit` a city.
 * The stores, customer kinds and categories asked for narrow both the units and the sales looked at.
 */
export async function idleProducts(
  db: DbOrTx,
  filters: ScopeFilters & { to: string },
  days: number,
  limit: number,
  locale: Locale,
): Promise<IdleProducts> {
  const sales = scopeConditions(filters, { city: "d.city_id", store: "d.store_id", kind: "d.customer_kind" });
  // A sale over a store's counter (its register) is a walk-in shopper's: a retail sale.
  const counter = scopeConditions(filters, { city: "s.city_id", store: "c.store_id", kind: "'retail'" });
  const { rows } = await db.execute<IdleDbRow>(sql`
    with held as (
      select s.city_id, ss.product_id, sum(ss.quantity) as units
      from store_stock ss join stores s on s.id = ss.store_id join products p on p.id = ss.product_id
      where ss.quantity > 0 and ${scopeConditions(filters, { city: "s.city_id", store: "ss.store_id", category: "p" })}
      group by s.city_id, ss.product_id
    ), last_sales as (
      select city_id, product_id, max(last_sale) as last_sale from (
        select d.city_id, d.product_id, max(d.day) as last_sale
        from report_product_days d join held h on h.city_id = d.city_id and h.product_id = d.product_id
        where d.day <= ${filters.to}::date and ${sales}
        group by d.city_id, d.product_id
        union all
        select s.city_id, l.product_id, max(c.sold_on)
        from store_sale_lines l join store_sales c on c.id = l.sale_id join stores s on s.id = c.store_id
          join held h on h.city_id = s.city_id and h.product_id = l.product_id
        where c.sold_on <= ${filters.to}::date and ${counter}
        group by s.city_id, l.product_id
      ) sold group by city_id, product_id
    ), idle as (
      select h.city_id, h.product_id, h.units, l.last_sale,
        row_number() over (partition by h.city_id order by l.last_sale nulls first, h.units desc, h.product_id) as rank,
        count(*) over (partition by h.city_id) as total
      from held h left join last_sales l on l.city_id = h.city_id and l.product_id = h.product_id
      where l.last_sale is null or l.last_sale <= ${filters.to}::date - ${days}::int
    )
    select i.city_id, i.product_id, p.sku, coalesce(t.name, te.name, p.sku) as name, i.units,
      to_char(i.last_sale, 'YYYY-MM-DD') as last_sale, i.total
    from idle i join products p on p.id = i.product_id ${textJoins(locale)}
    where i.rank <= ${limit}
    order by i.city_id, i.rank`);
  const total = new Map<number, number>();
  for (const row of rows) total.set(Number(row.city_id), Number(row.total));
  return {
    rows: rows.map((row) => ({
      cityId: Number(row.city_id),
      productId: Number(row.product_id),
      sku: row.sku,
      name: row.name,
      units: Number(row.units),
      lastSale: row.last_sale,
    })),
    total,
  };
}
