// The reports (issue 36; docs/back-office.md "Reports"): sales over time and sales by one dimension, for every staff
// member (the API gives each the cities they run). The filters are the address (a GET form); the same filters as the
// API's CSV or XLSX file (?format=csv|xlsx, answered by the page's middleware before any loader runs: a plain link),
// passed on with the API's Content-Type and Content-Disposition.
import type { BreakdownReport, SalesReport } from "@shop/contracts";
import { type LoaderFunctionArgs, type MiddlewareFunction, redirect } from "react-router";
import { breakdownApiQuery, type ReportFilters, readReportFilters, reportQuery, salesApiQuery } from "../../components/admin/reports/query";
import type { ReportFilterChoices } from "../../components/admin/reports/report-filters";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { getStaffOrderCities } from "../../lib/api/staff-orders";
import { getStaffProductOptions } from "../../lib/api/staff-products";
import { exportReport, getBreakdownReport, getSalesReport } from "../../lib/api/staff-reports";
import { getStockStores } from "../../lib/api/staff-stock";
import { type CallerArgs, type StaffCaller, staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";

type Report = "sales" | "breakdown";
const PAGE = { sales: "reports", breakdown: "reportsBreakdown" } as const;
const FORMATS = ["csv", "xlsx"] as const;

/** What the staff member may filter by (their cities and those cities' stores, the categories), and the filters. */
export async function filtersOf(args: CallerArgs): Promise<{ staff: StaffCaller; choices: ReportFilterChoices; filters: ReportFilters }> {
  const staff = await staffOf(args);
  const [{ cities }, { items: stores }, { categories }] = await Promise.all([
    getStaffOrderCities(staff.api),
    getStockStores(staff.api),
    getStaffProductOptions(staff.api),
  ]);
  const choices = { cities, stores, categories };
  return { staff, choices, filters: readReportFilters(args.url.searchParams, choices) };
}

/** The API refusing the filters (400: a period backwards or longer than three years) gives its message; else rethrown. */
export function refusal(error: unknown, url: URL): string[] {
  if (error instanceof ApiError && error.statusCode === 404) pageNotFound(url);
  if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
  return [error.message];
}

/** ?format=csv|xlsx: the report as the API's file. Filters the API refuses lead back to the page, which says why. */
export const reportFileMiddleware =
  (report: Report): MiddlewareFunction<Response> =>
  async (args, next) => {
    const format = args.url.searchParams.get("format");
    if (args.request.method !== "GET" || format === null) return next();
    if (!(FORMATS as readonly string[]).includes(format)) pageNotFound(args.url);
    const { staff, filters } = await filtersOf(args);
    let file: Response;
    try {
      const query = report === "sales" ? salesApiQuery(filters) : breakdownApiQuery(filters);
      file = await exportReport(staff.api, report, query, format as (typeof FORMATS)[number]);
    } catch (error) {
      refusal(error, args.url);
      return redirect(adminPath(staff.lang, PAGE[report], undefined, reportQuery(filters)), 303);
    }
    return passFile(file, `${report}.${format}`);
  };

/** The API's file passed on, with its Content-Type and Content-Disposition, never cached. */
export function passFile(file: Response, fallbackName: string): Response {
  return new Response(file.body, {
    headers: {
      "Content-Type": file.headers.get("content-type") ?? "application/octet-stream",
      "Content-Disposition": file.headers.get("content-disposition") ?? `attachment; filename="${fallbackName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

export async function salesReportLoader(args: LoaderFunctionArgs) {
  const t = adminT(args);
  const { staff, choices, filters } = await filtersOf(args);
  const base = { title: t("common.metaTitle", { page: t("reports.sales.title") }), choices, filters };
  try {
    const report: SalesReport | null = await getSalesReport(staff.api, salesApiQuery(filters));
    return { ...base, report, messages: [] as string[] };
  } catch (error) {
    return { ...base, report: null as SalesReport | null, messages: refusal(error, args.url) };
  }
}

export async function breakdownReportLoader(args: LoaderFunctionArgs) {
  const t = adminT(args);
  const { staff, choices, filters } = await filtersOf(args);
  const base = { title: t("common.metaTitle", { page: t("reports.breakdown.title") }), choices, filters };
  try {
    const report: BreakdownReport | null = await getBreakdownReport(staff.api, breakdownApiQuery(filters));
    return { ...base, report, messages: [] as string[] };
  } catch (error) {
    return { ...base, report: null as BreakdownReport | null, messages: refusal(error, args.url) };
  }
}
