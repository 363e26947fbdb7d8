// The order funnel of a period (issue 36): of the orders placed in the period (on the Warsaw shop day they were
// placed), how many were paid (online or with USDT: reached PAID; or in the store: completed), completed, canceled
// (by reason: not paid in time, not collected, by the customer, by staff) and are still open, with their totals with
// VAT; and the Przelewy24 refunds asked for in the period that did not fail and were not rejected. From the daily
// aggregates, brought up to date first. Categories do not apply: an order's outcome is the whole order's.
import type { FunnelReport, ReportQuery } from "@shop/contracts";
import { type Db, orderOutcomes, refreshReportDays, refundTotals, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { cityView, resolveScopedReport } from "./report-scope";

const REASONS = ["expired", "uncollected", "customer", "staff"] as const;
type Stage = { orders: number; gross: number };
const stage = (): Stage => ({ orders: 0, gross: 0 });
const add = (to: Stage, row: Stage) => {
  to.orders += row.orders;
  to.gross += row.gross;
};

export async function funnelReport(db: Db, staff: UserRow, query: ReportQuery, locale: Locale): Promise<FunnelReport> {
  const asOf = new Date();
  await refreshReportDays(db);
  const { filters, cities } = await resolveScopedReport(db, staff, query, locale, asOf);
  const [outcomes, refunds] = await Promise.all([orderOutcomes(db, filters), refundTotals(db, filters)]);
  const placed = stage();
  const paid = stage();
  const completed = stage();
  const open = stage();
  const canceled = stage();
  const byReason = Object.fromEntries(REASONS.map((reason) => [reason, stage()])) as Record<(typeof REASONS)[number], Stage>;
  for (const row of outcomes) {
    add(placed, row);
    if (row.paid) add(paid, row);
    if (row.outcome === "completed") add(completed, row);
    else if (row.outcome === "open") add(open, row);
    else {
      add(canceled, row);
      // The aggregates name every cancellation's reason; one they did not would count as staff's (refresh.ts's default).
      add(byReason[REASONS.find((reason) => reason === row.cancelReason) ?? "staff"], row);
    }
  }
  return {
    period: { from: filters.from, to: filters.to },
    currency: "PLN",
    cities: cities.map(cityView),
    placed,
    paid,
    completed,
    open,
    canceled: { ...canceled, byReason },
    refunds,
    asOf: asOf.toISOString(),
  };
}
