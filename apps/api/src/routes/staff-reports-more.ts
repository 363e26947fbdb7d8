// Back office: the reports beyond sales (issue 36; docs/back-office.md "Reports"): products (the best and weakest
// sellers, and idle stock: two calls, since they answer different lists), coupons, stock now and the order funnel, for
// the cities the caller runs; each takes the sales reports' filters and answers `format=csv|xlsx` as a file.
import { createRoute, type OpenAPIHono, type z } from "@hono/zod-openapi";
import {
  ApiErrorBody,
  CouponsReport,
  FunnelReport,
  IdleProductsReport,
  IdleProductsReportQuery,
  ProductsReport,
  ProductsReportQuery,
  REPORT_QUERY_MESSAGES,
  ReportQuery,
  StockReport,
  VALIDATION_MESSAGES,
} from "@shop/contracts";
import type { Db, UserRow } from "@shop/db";
import type { Locale, Localized } from "@shop/domain";
import type { Context } from "hono";
import type { ZodError } from "zod";
import { AppError } from "../core/app-error";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { couponsReport } from "../use-cases/staff/reports/coupons-report";
import { funnelReport } from "../use-cases/staff/reports/funnel-report";
import { idleProductsReport } from "../use-cases/staff/reports/idle-products-report";
import { productsReport } from "../use-cases/staff/reports/products-report";
import {
  couponsTable,
  funnelTable,
  idleProductsTable,
  productsTable,
  type ReportTable,
  stockTable,
} from "../use-cases/staff/reports/report-files";
import { stockReport } from "../use-cases/staff/reports/stock-report";
import { BEARER } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";
import { answer, files } from "./staff-reports";

const common = { tags: ["Staff"], security: BEARER, parameters: [localeHeader] };
const failures = (own: string) => ({
  400: jsonContent(
    ApiErrorBody,
    "VALIDATION_FAILED, in the request's language: a date that is not YYYY-MM-DD, a period that ends before it starts or is longer " +
      `than three years, an unknown city${own}`,
  ),
  404: jsonContent(ApiErrorBody, "The caller is not staff, or asked for a city or store they do not run"),
  ...errorResponses,
});
const ok = (schema: z.ZodType) => ({ description: "The report (or its file)", content: { ...jsonContent(schema, "").content, ...files } });
const SCOPE = " A city manager's report covers only their cities; `stores` narrows it to those stores (and lists only their cities).";

/** One report's call: its address, its documentation, its query and answer, what computes it and its file's table. */
interface ReportCall<Q extends z.ZodType, R> {
  name: string;
  summary: string;
  description: string;
  query: Q;
  answer: z.ZodType;
  /** The query's own refusals, for the 400's description. */
  refused: string;
  run: (db: Db, staff: UserRow, query: z.infer<Q>, locale: Locale) => Promise<R>;
  table: (report: R) => ReportTable;
}
const call = <Q extends z.ZodType, R>(spec: ReportCall<Q, R>) => spec;

const REPORTS = [
  call({
    name: "products",
    summary: "The best or weakest selling products per city",
    description:
      "Per city the report covers, the `limit` products with the most (`order=top`) or least (`order=bottom`) revenue with VAT in " +
      "the period, with their units, orders (with the product) and revenue with and without VAT, named in the request's " +
      "language. Sales are the orders placed in the period and not canceled, on the shop day (Europe/Warsaw) they were placed; " +
      "revenue with VAT is the lines' totals after their coupon shares. `bottom` ranks the products that sold at least one " +
      "unit: those that sold none and are in stock are /api/v1/staff/reports/idle-products.",
    query: ProductsReportQuery,
    answer: ProductsReport,
    refused: ", an `order` that is not top or bottom, a `limit` outside 1–100",
    run: productsReport,
    table: productsTable,
  }),
  call({
    name: "idle-products",
    summary: "Products in stock with no sale for 30, 60 or 90 days, per city",
    description:
      "Per city, the products with units in its stores now (of the `stores` and `categories` asked for) that had no sale in the " +
      "city in the `idle` shop days ending on `to` (`from` is only checked), with the units and the last day they sold on (up " +
      "to `to`), never sold first, then the longest unsold, then the most units. A sale is a line of an order placed that day " +
      "and not canceled (of the `kinds` asked for), or a counter sale recorded for that day in one of the stores (a walk-in " +
      "shopper's: a retail sale).",
    query: IdleProductsReportQuery,
    answer: IdleProductsReport,
    refused: ", `idle` other than 30, 60 or 90, a `limit` outside 1–500",
    run: idleProductsReport,
    table: idleProductsTable,
  }),
  call({
    name: "coupons",
    summary: "Coupons: uses, discount and revenue",
    description:
      "Per coupon used in the period: its uses (orders placed in the period with it and not canceled, on the shop day they " +
      "were placed), the discount it gave, those orders' revenue with VAT (their totals, delivery included, after the coupon) " +
      "and without, and the average order; most used first. `categories` does not apply (a coupon is used by a whole order).",
    query: ReportQuery,
    answer: CouponsReport,
    refused: "",
    run: couponsReport,
    table: couponsTable,
  }),
  call({
    name: "stock",
    summary: "Stock per store now: units, value, in transit, below the reorder point",
    description:
      "Each store's stock now (not a period: `from` and `to` are only checked; `kinds` does not apply): its units of the " +
      "`categories` asked for; their value at the last known net unit cost, which is the cost of the product's most recent " +
      "goods receipt line that has one, in any store (a later receipt without a cost keeps it), units of products never " +
      "received with a cost counted apart as value unknown; units of transfers shipped and not yet received, to and from the " +
      "store; and its products below their reorder point (units in transit not counted), named in the request's language.",
    query: ReportQuery,
    answer: StockReport,
    refused: "",
    run: stockReport,
    table: stockTable,
  }),
  call({
    name: "funnel",
    summary: "The order funnel: placed, paid, completed, canceled by reason, open; refunds",
    description:
      "Of the orders placed in the period (on the shop day they were placed): all, paid (online or with USDT: reached PAID; " +
      "or paid in the store: completed), completed, canceled by reason (expired: not paid in time; uncollected: not picked up " +
      "in time; by the customer; by staff) and still open, each with its orders' totals with VAT. Paid counts an order " +
      "whatever became of it later (a paid order canceled is paid and canceled). Refunds: the Przelewy24 refunds asked for " +
      "in the period (by the shop day of the request) that did not fail and were not rejected, counted and summed. " +
      "`categories` does not apply (an outcome is the whole order's).",
    query: ReportQuery,
    answer: FunnelReport,
    refused: "",
    run: funnelReport,
    table: funnelTable,
  }),
];

const MESSAGES: Record<string, Localized> = { ...VALIDATION_MESSAGES, ...REPORT_QUERY_MESSAGES };

/** A bad parameter answers 400 with its message in the request's language, the first one as the answer's message. */
function refuse(result: { success: true } | { success: false; error: ZodError }, c: Context<ApiEnv>): undefined {
  if (result.success) return undefined;
  const locale = c.var.locale ?? "en";
  const known = (message: string) => (Object.hasOwn(MESSAGES, message) ? MESSAGES[message] : undefined);
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: known(issue.message)?.[locale] ?? issue.message,
  }));
  const first = result.error.issues.map((issue) => known(issue.message)).find(Boolean);
  throw new AppError("VALIDATION_FAILED", { issues, ...(first ? { messages: first } : {}) });
}

export function staffReportMoreRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  for (const report of REPORTS as Array<ReportCall<z.ZodType, unknown>>) {
    const route = createRoute({
      ...common,
      method: "get",
      path: `/api/v1/staff/reports/${report.name}`,
      summary: report.summary,
      description: report.description + SCOPE,
      request: { query: report.query as typeof ReportQuery },
      responses: { 200: ok(report.answer), ...failures(report.refused) },
    });
    app.openapi(
      route,
      async (c) => {
        const query = c.req.valid("query");
        return answer(c, query.format, await report.run(deps.database.db, requireStaff(c), query, c.var.locale), report.table) as never;
      },
      refuse,
    );
  }
}
