// Sales over time (issue 36): the period's revenue (with and without VAT), orders, units, coupons' discounts and the
// average order, per day, week or month, beside the as long period before. The aggregates are brought up to date
// first (refreshReportDays), so the report includes every order change committed before it was asked for.
import type { SalesFiguresView, SalesReport, SalesReportQuery } from "@shop/contracts";
import { type Db, refreshReportDays, type SalesFigures, salesSeries, type UserRow } from "@shop/db";
import { averageOrder, type Locale } from "@shop/domain";
import type { z } from "zod";
import { resolveReport } from "./report-filters";

export const view = (figures: SalesFigures): SalesFiguresView => ({
  ...figures,
  averageOrder: averageOrder(figures.gross, figures.orders),
});

export function sum(points: readonly SalesFigures[]): SalesFigures {
  const total = { orders: 0, units: 0, gross: 0, net: 0, discount: 0 };
  for (const point of points) {
    total.orders += point.orders;
    total.units += point.units;
    total.gross += point.gross;
    total.net += point.net;
    total.discount += point.discount;
  }
  return total;
}

export async function salesReport(db: Db, staff: UserRow, query: z.infer<typeof SalesReportQuery>, locale: Locale): Promise<SalesReport> {
  const asOf = new Date();
  await refreshReportDays(db);
  const { filters, previous, cities } = await resolveReport(db, staff, query, locale, asOf);
  const [series, previousSeries] = await Promise.all([salesSeries(db, filters, query.bucket), salesSeries(db, previous, query.bucket)]);
  return {
    period: { from: filters.from, to: filters.to },
    previous: { from: previous.from, to: previous.to },
    bucket: query.bucket,
    currency: "PLN",
    cities: cities.map(({ slug, name }) => ({ slug, name })),
    totals: view(sum(series)),
    previousTotals: view(sum(previousSeries)),
    series: series.map((point) => ({ period: point.period, ...view(point) })),
    previousSeries: previousSeries.map((point) => ({ period: point.period, ...view(point) })),
    asOf: asOf.toISOString(),
  };
}
