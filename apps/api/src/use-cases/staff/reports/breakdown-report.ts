// Sales by one dimension (issue 36): city, store, category, brand, product, payment, delivery, customer kind or
// coupon, each row named and with its share of the period's revenue.
import type { BreakdownReport, BreakdownReportQuery } from "@shop/contracts";
import { type Db, refreshReportDays, reportLabels, salesBreakdown, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import type { z } from "zod";
import { resolveReport } from "./report-filters";
import { sum, view } from "./sales-report";

export async function breakdownReport(
  db: Db,
  staff: UserRow,
  query: z.infer<typeof BreakdownReportQuery>,
  locale: Locale,
): Promise<BreakdownReport> {
  const asOf = new Date();
  await refreshReportDays(db);
  const { filters, cities } = await resolveReport(db, staff, query, locale, asOf);
  const rows = await salesBreakdown(db, filters, query.by);
  const totals = sum(rows);
  const labels =
    query.by === "city"
      ? new Map(cities.map((city) => [String(city.id), city.name]))
      : query.by === "payment" || query.by === "delivery" || query.by === "kind"
        ? new Map<string, string>()
        : await reportLabels(
            db,
            query.by,
            rows.map((row) => Number(row.key)).filter((id) => id > 0),
            locale,
          );
  const slugOf = new Map(cities.map((city) => [String(city.id), city.slug]));
  return {
    period: { from: filters.from, to: filters.to },
    by: query.by,
    currency: "PLN",
    cities: cities.map(({ slug, name }) => ({ slug, name })),
    rows: rows.map((row) => ({
      ...view(row),
      key: query.by === "city" ? (slugOf.get(row.key) ?? row.key) : row.key,
      label: labels.get(row.key) ?? row.key,
      share: totals.gross === 0 ? 0 : row.gross / totals.gross,
    })),
    totals: view(totals),
    asOf: asOf.toISOString(),
  };
}
