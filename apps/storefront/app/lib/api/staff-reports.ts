// The back office's reports API (issue 36; packages/contracts/src/staff-reports.ts): sales over time and sales by one
// dimension, as JSON for the pages and as the API's CSV or XLSX file for the downloads.
import type { BreakdownReport, ReportBreakdown, SalesReport } from "@shop/contracts";
import type { ApiClient } from "./client";

/** A report's filters as the API takes them: lists comma-separated, a filter left out when undefined. */
export interface ReportApiQuery {
  from?: string | undefined;
  to?: string | undefined;
  cities?: string | undefined;
  stores?: string | undefined;
  categories?: string | undefined;
  kinds?: string | undefined;
}
export type SalesApiQuery = ReportApiQuery & { bucket: "day" | "week" | "month" };
export type BreakdownApiQuery = ReportApiQuery & { by: ReportBreakdown };
export type ReportFileFormat = "csv" | "xlsx";

export const getSalesReport = (api: ApiClient, query: SalesApiQuery) =>
  api.call<SalesReport>("/api/v1/staff/reports/sales", { auth: true, query: { ...query } });

export const getBreakdownReport = (api: ApiClient, query: BreakdownApiQuery) =>
  api.call<BreakdownReport>("/api/v1/staff/reports/breakdown", { auth: true, query: { ...query } });

/** A report as the API's file (its Response, unread: passed on to the browser as a download). */
export const exportReport = (
  api: ApiClient,
  report: "sales" | "breakdown",
  query: SalesApiQuery | BreakdownApiQuery,
  format: ReportFileFormat,
) => api.call<Response>(`/api/v1/staff/reports/${report}`, { auth: true, query: { ...query, format }, raw: true });
