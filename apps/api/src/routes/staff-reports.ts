// Back office: reports (issue 36; docs/back-office.md "Reports"). Sales over time and sales by one dimension, for the
// cities the caller runs; `format=csv|xlsx` answers the same figures as a file.
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { ApiErrorBody, BreakdownReport, BreakdownReportQuery, SalesReport, SalesReportQuery } from "@shop/contracts";
import type { Context } from "hono";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { breakdownReport } from "../use-cases/staff/reports/breakdown-report";
import { breakdownTable, type ReportTable, reportCsv, reportXlsx, salesTable } from "../use-cases/staff/reports/report-files";
import { salesReport } from "../use-cases/staff/reports/sales-report";
import { BEARER } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const files = {
  "text/csv": { schema: z.string() },
  [XLSX]: { schema: z.string().meta({ format: "binary" }) },
};
const common = {
  tags: ["Staff"],
  security: BEARER,
  parameters: [localeHeader],
};
const failures = {
  400: jsonContent(
    ApiErrorBody,
    "VALIDATION_FAILED: a date that is not YYYY-MM-DD, a period that ends before it starts or is longer than three years, an unknown city",
  ),
  404: jsonContent(ApiErrorBody, "The caller is not staff, or asked for a city or store they do not run"),
  ...errorResponses,
};

const sales = createRoute({
  ...common,
  method: "get",
  path: "/api/v1/staff/reports/sales",
  summary: "Sales over time",
  description:
    "Revenue with and without VAT, orders, units, coupons' discounts and the average order per day, week (from Monday) or " +
    "month of the period, and the same for the as long period before it. Sales are the orders placed in the period that " +
    "were not canceled, on the shop day (Europe/Warsaw) they were placed; a later cancellation takes the order out of its day. " +
    "With `categories`, the figures are those of the lines of their products.",
  request: { query: SalesReportQuery },
  responses: {
    200: { description: "The report (or its file)", content: { ...jsonContent(SalesReport, "").content, ...files } },
    ...failures,
  },
});

const breakdown = createRoute({
  ...common,
  method: "get",
  path: "/api/v1/staff/reports/breakdown",
  summary: "Sales by city, store, category, brand, product, payment, delivery, customer kind or coupon",
  description:
    "The period's sales (as /api/v1/staff/reports/sales counts them) by one dimension, largest revenue first, each row named " +
    "in the request's language with its share of the revenue. The store is the pickup store, or the store most of the units " +
    "came from. By category, brand or product an order counts once per product it holds.",
  request: { query: BreakdownReportQuery },
  responses: {
    200: { description: "The report (or its file)", content: { ...jsonContent(BreakdownReport, "").content, ...files } },
    ...failures,
  },
});

/** The report as JSON, or its table as a CSV or XLSX file. */
export async function answer<T>(c: Context<ApiEnv>, format: "json" | "csv" | "xlsx", report: T, table: (report: T) => ReportTable) {
  if (format === "json") return c.json(report as object, 200);
  const sheet = table(report);
  const headers = { "Content-Disposition": `attachment; filename="${sheet.name}.${format}"`, "Cache-Control": "private, no-store" };
  if (format === "csv") return c.body(reportCsv(sheet), 200, { ...headers, "Content-Type": "text/csv; charset=utf-8" });
  return c.body((await reportXlsx(sheet)) as unknown as ArrayBuffer, 200, { ...headers, "Content-Type": XLSX });
}

export function staffReportRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(sales, async (c) => {
    const query = c.req.valid("query");
    const report = await salesReport(deps.database.db, requireStaff(c), query, c.var.locale);
    return answer(c, query.format, report, salesTable) as never;
  });
  app.openapi(breakdown, async (c) => {
    const query = c.req.valid("query");
    const report = await breakdownReport(deps.database.db, requireStaff(c), query, c.var.locale);
    return answer(c, query.format, report, breakdownTable) as never;
  });
}
