// The address of the reports beyond sales (issue 36): the sales reports' filters (components/admin/reports/query.ts,
// read the same way, so that going from one report to another keeps them) and each report's own parameters: the
// products' order (top or bottom) and how many a city, the idle products' days without a sale. Anything unknown falls
// back to the default, never an error.
import { REPORT_IDLE_DAYS, REPORT_PRODUCT_LIMIT } from "@shop/contracts";
import type { MoreReportApiQuery, MoreReportName } from "../../../lib/api/staff-reports-more";
import type { AdminKey } from "../../../lib/texts";
import { type ReportFilters, reportQuery } from "../reports/query";

/** The back office's pages of these reports, and the API report each shows. */
export const MORE_REPORT_PAGES = {
  reportsProducts: "products",
  reportsIdleProducts: "idle-products",
  reportsCoupons: "coupons",
  reportsStock: "stock",
  reportsFunnel: "funnel",
} as const satisfies Record<string, MoreReportName>;
export type MoreReportPage = keyof typeof MORE_REPORT_PAGES;

/** Each page's title and lead. */
export const MORE_REPORT_TEXTS = {
  reportsProducts: { title: "reportPages.products.title", lead: "reportPages.products.lead" },
  reportsIdleProducts: { title: "reportPages.idle.title", lead: "reportPages.idle.lead" },
  reportsCoupons: { title: "reportPages.coupons.title", lead: "reportPages.coupons.lead" },
  reportsStock: { title: "reportPages.stock.title", lead: "reportPages.stock.lead" },
  reportsFunnel: { title: "reportPages.funnel.title", lead: "reportPages.funnel.lead" },
} as const satisfies Record<MoreReportPage, { title: AdminKey; lead: AdminKey }>;

export const PRODUCT_LIMITS = [5, 10, 20, 50, 100] as const;
type IdleDays = (typeof REPORT_IDLE_DAYS)[number];

export interface MoreParams {
  order: "top" | "bottom";
  limit: number;
  idle: IdleDays;
}

const DEFAULTS: MoreParams = { order: "top", limit: REPORT_PRODUCT_LIMIT.default, idle: "30" };

export function readMoreParams(search: URLSearchParams): MoreParams {
  const order = search.get("order");
  const limit = Number(search.get("limit"));
  const idle = search.get("idle");
  return {
    order: order === "bottom" ? "bottom" : "top",
    limit: Number.isInteger(limit) && limit >= 1 && limit <= REPORT_PRODUCT_LIMIT.max ? limit : DEFAULTS.limit,
    idle: (REPORT_IDLE_DAYS as readonly string[]).includes(idle ?? "") ? (idle as IdleDays) : DEFAULTS.idle,
  };
}

/** What the API takes for this page: the filters, and the page's own parameters. */
export function moreApiQuery(page: MoreReportPage, filters: ReportFilters, params: MoreParams): MoreReportApiQuery {
  const { from, to, cities, stores, categories, kinds } = reportQuery(filters);
  const base = { from, to, cities, stores, categories, kinds };
  if (page === "reportsProducts") return { ...base, order: params.order, limit: params.limit };
  if (page === "reportsIdleProducts") return { ...base, idle: params.idle };
  return base;
}

/**
 * The address's query with these filters and parameters (the tabs, the downloads, the switches); the defaults are
 * left out, and what the sales reports read (bucket, dimension, measure) rides along.
 */
export function moreQuery(
  filters: ReportFilters,
  params: MoreParams,
  change: Partial<MoreParams> = {},
  extra: Record<string, string> = {},
): Record<string, string | undefined> {
  const next = { ...params, ...change };
  return {
    ...reportQuery(filters),
    order: next.order === DEFAULTS.order ? undefined : next.order,
    limit: next.limit === DEFAULTS.limit ? undefined : String(next.limit),
    idle: next.idle === DEFAULTS.idle ? undefined : next.idle,
    ...extra,
  };
}
