// Coupons of a period (issue 36): per coupon, its uses (the orders placed in the period with it and not canceled, on
// the Warsaw shop day they were placed), the discount it gave, those orders' revenue with VAT (gross: their totals,
// delivery included, after the coupon) and without (net), and their average. From the daily aggregates, brought up to
// date first. Categories do not apply: a coupon is used by a whole order.
import type { CouponsReport, ReportQuery } from "@shop/contracts";
import { type CouponUseRow, couponUses, type Db, refreshReportDays, type UserRow } from "@shop/db";
import { averageOrder, type Locale } from "@shop/domain";
import { cityView, resolveScopedReport } from "./report-scope";

const figures = (row: Omit<CouponUseRow, "couponId" | "code">) => ({
  uses: row.uses,
  units: row.units,
  discount: row.discount,
  gross: row.gross,
  net: row.net,
  averageOrder: averageOrder(row.gross, row.uses),
});

export async function couponsReport(db: Db, staff: UserRow, query: ReportQuery, locale: Locale): Promise<CouponsReport> {
  const asOf = new Date();
  await refreshReportDays(db);
  const { filters, cities } = await resolveScopedReport(db, staff, query, locale, asOf);
  const rows = await couponUses(db, filters);
  const total = { uses: 0, units: 0, discount: 0, gross: 0, net: 0 };
  for (const row of rows) {
    total.uses += row.uses;
    total.units += row.units;
    total.discount += row.discount;
    total.gross += row.gross;
    total.net += row.net;
  }
  return {
    period: { from: filters.from, to: filters.to },
    currency: "PLN",
    cities: cities.map(cityView),
    rows: rows.map((row) => ({ couponId: row.couponId, code: row.code ?? `#${row.couponId}`, ...figures(row) })),
    totals: figures(total),
    asOf: asOf.toISOString(),
  };
}
