// Coupons in the reports (issue 36; docs/back-office.md "Reports"): per coupon, its uses in the period — the orders
// placed in the period that used it and were not canceled, on the Warsaw shop day they were placed — with the
// discount it gave and those orders' revenue, gross (their totals: VAT and delivery included, after the coupon) and
// net (without VAT). From the daily aggregates (report_order_days, by coupon_id; 0 = no coupon, left out).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../client";
import { type ScopeFilters, scopeConditions } from "./report-sql";

export interface CouponUseRow {
  couponId: number;
  /** The coupon's code; null when the coupon no longer exists. */
  code: string | null;
  /** Orders not canceled that used it. */
  uses: number;
  units: number;
  discount: number;
  gross: number;
  net: number;
}

type Raw = {
  coupon_id: number;
  code: string | null;
  uses: string | number;
  units: string | number;
  discount: string | number;
  gross: string | number;
  net: string | number;
};

/** The period's coupons, most used first (then by revenue with VAT, then id). Categories do not apply. */
export async function couponUses(db: DbOrTx, filters: ScopeFilters & { from: string; to: string }): Promise<CouponUseRow[]> {
  const { rows } = await db.execute<Raw>(sql`
    select o.coupon_id, c.code, sum(o.orders) as uses, sum(o.units) as units, sum(o.discount) as discount,
      sum(o.gross) as gross, sum(o.net) as net
    from report_order_days o left join coupons c on c.id = o.coupon_id
    where o.day between ${filters.from}::date and ${filters.to}::date and o.outcome <> 'canceled' and o.coupon_id <> 0
      and ${scopeConditions(filters, { city: "o.city_id", store: "o.store_id", kind: "o.customer_kind" })}
    group by o.coupon_id, c.code
    order by uses desc, gross desc, o.coupon_id`);
  return rows.map((row) => ({
    couponId: Number(row.coupon_id),
    code: row.code,
    uses: Number(row.uses),
    units: Number(row.units),
    discount: Number(row.discount),
    gross: Number(row.gross),
    net: Number(row.net),
  }));
}
