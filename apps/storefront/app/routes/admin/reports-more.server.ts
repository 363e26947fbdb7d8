// The reports beyond sales (issue 36; docs/back-office.md "Reports"): products (best and weakest sellers, idle stock),
// coupons, stock now and the order funnel, for every staff member (the API gives each the cities they run). The
// filters are the address (a GET form, read as the sales reports read them); the same filters as the API's CSV or XLSX
// file (?format=csv|xlsx, answered by the page's middleware before any loader runs: a plain link), passed on with the
// API's Content-Type and Content-Disposition.
import { REPORT_IDLE_LIMIT } from "@shop/contracts";
import { type LoaderFunctionArgs, type MiddlewareFunction, redirect } from "react-router";
import {
  MORE_REPORT_PAGES,
  MORE_REPORT_TEXTS,
  type MoreReportPage,
  moreApiQuery,
  moreQuery,
  readMoreParams,
} from "../../components/admin/report-pages/more-query";
import { adminPath } from "../../lib/admin/paths";
import { adminT } from "../../lib/admin/texts.server";
import { exportMoreReport, getMoreReport, type MoreReports } from "../../lib/api/staff-reports-more";
import type { CallerArgs } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";
import { filtersOf, passFile, refusal } from "./reports.server";

const FORMATS = ["csv", "xlsx"] as const;
/** What the staff member may filter by, the filters, and the report's own parameters. */
async function chosen(args: CallerArgs) {
  return { ...(await filtersOf(args)), params: readMoreParams(args.url.searchParams) };
}

/** ?format=csv|xlsx: the report as the API's file (idle products: as many as the file may hold). */
export const moreReportFileMiddleware =
  (page: MoreReportPage): MiddlewareFunction<Response> =>
  async (args, next) => {
    const format = args.url.searchParams.get("format");
    if (args.request.method !== "GET" || format === null) return next();
    if (!(FORMATS as readonly string[]).includes(format)) pageNotFound(args.url);
    const { staff, filters, params } = await chosen(args);
    const name = MORE_REPORT_PAGES[page];
    const query = { ...moreApiQuery(page, filters, params), ...(page === "reportsIdleProducts" ? { limit: REPORT_IDLE_LIMIT.max } : {}) };
    let file: Response;
    try {
      file = await exportMoreReport(staff.api, name, query, format as (typeof FORMATS)[number]);
    } catch (error) {
      refusal(error, args.url);
      return redirect(adminPath(staff.lang, page, undefined, moreQuery(filters, params)), 303);
    }
    return passFile(file, `${name}.${format}`);
  };

/** The page's report, or the API's message when it refuses the filters. */
export async function moreReportLoader<P extends MoreReportPage>(args: LoaderFunctionArgs, page: P) {
  const t = adminT(args);
  const { staff, choices, filters, params } = await chosen(args);
  const base = { title: t("common.metaTitle", { page: t(MORE_REPORT_TEXTS[page].title) }), choices, filters, params };
  type Report = MoreReports[(typeof MORE_REPORT_PAGES)[P]];
  try {
    const report: Report | null = await getMoreReport(staff.api, MORE_REPORT_PAGES[page], moreApiQuery(page, filters, params));
    return { ...base, report, messages: [] as string[] };
  } catch (error) {
    return { ...base, report: null as Report | null, messages: refusal(error, args.url) };
  }
}
