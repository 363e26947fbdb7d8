// The back office's reports beyond sales (issue 36; packages/contracts/src/staff-reports-more.ts): products (best and
// weakest sellers, idle stock), coupons, stock now and the order funnel, as JSON for the pages and as the API's CSV or
// XLSX file for the downloads.
import type { CouponsReport, FunnelReport, IdleProductsReport, ProductsReport, StockReport } from "@shop/contracts";
import type { ApiClient } from "./client";
import type { ReportApiQuery, ReportFileFormat } from "./staff-reports";

export interface MoreReports {
  products: ProductsReport;
  "idle-products": IdleProductsReport;
  coupons: CouponsReport;
  stock: StockReport;
  funnel: FunnelReport;
}
export type MoreReportName = keyof MoreReports;

/** The filters, and the report's own parameters (products: order and limit; idle products: idle days). */
export type MoreReportApiQuery = ReportApiQuery & {
  order?: "top" | "bottom" | undefined;
  limit?: number | undefined;
  idle?: "30" | "60" | "90" | undefined;
};

export const getMoreReport = <N extends MoreReportName>(api: ApiClient, name: N, query: MoreReportApiQuery) =>
  api.call<MoreReports[N]>(`/api/v1/staff/reports/${name}`, { auth: true, query: { ...query } });

/** A report as the API's file (its Response, unread: passed on to the browser as a download). */
export const exportMoreReport = (api: ApiClient, name: MoreReportName, query: MoreReportApiQuery, format: ReportFileFormat) =>
  api.call<Response>(`/api/v1/staff/reports/${name}`, { auth: true, query: { ...query, format }, raw: true });
