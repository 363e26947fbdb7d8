// Back office: stock counts (issue 33; docs/inventory.md "Stock counts"): start a count of a store, count its lines (by
// product id, EAN, SKU or #id), read it with expected, counted and the difference, apply it (a manager's act: the
// `count` movements are posted then, by THE COUNT RULE) or cancel it.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  StockCount,
  StockCountApply,
  StockCountCounted,
  StockCountCreate,
  StockCountLinesInput,
  StockCountQuery,
  StockCountSummary,
  StockCounts,
  StockCountsQuery,
} from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { applyStockCount } from "../use-cases/staff/inventory/counts/apply-stock-count";
import { cancelStockCount } from "../use-cases/staff/inventory/counts/cancel-stock-count";
import { countStockLines } from "../use-cases/staff/inventory/counts/count-stock-lines";
import { getStaffStockCount, listStaffStockCounts } from "../use-cases/staff/inventory/counts/list-stock-counts";
import { startStockCount } from "../use-cases/staff/inventory/counts/start-stock-count";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff: stock";
const Params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const notFound = failure("No such count, or of a store the caller does not act on (or not staff)");

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/counts",
  tags: [TAG],
  summary: "A store's stock counts",
  description: "Newest first, 20 a page, with the store's open count (one at a time) and the categories a new count may be limited to.",
  security: BEARER,
  request: { query: StockCountsQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockCounts, "One page"),
    400: failure("A parameter is malformed"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const start = createRoute({
  method: "post",
  path: "/api/v1/staff/stock/counts",
  tags: [TAG],
  summary: "Start a stock count",
  description:
    "A count of the store: every simple product its city sells, or a category's (its subcategories' too). Its lines are made " +
    "now, uncounted; nothing in the store changes until the count is applied. A store has one open count at a time.",
  security: BEARER,
  request: { body: { required: true, ...jsonContent(StockCountCreate, "The store and the scope") } },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StockCountSummary, "The count, open"),
    400: failure("VALIDATION_FAILED: no such category (`category`), or nothing of the scope is sold in the store's city"),
    404: failure("A store the caller does not act on (or not staff)"),
    409: failure("CONFLICT: the store has an open count already; the message names it and `details.count` is its id"),
    ...errorResponses,
  },
});

const one = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/counts/{id}",
  tags: [TAG],
  summary: "A stock count with its lines",
  description:
    "The count, its totals and a page of its lines (50, by product name): expected (the store's units when the line was " +
    "counted; an uncounted line of an open count shows its units now), counted and the difference. `filter` and `q` choose lines.",
  security: BEARER,
  request: { params: Params, query: StockCountQuery },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StockCount, "The count"), 400: failure("A parameter is malformed"), 404: notFound, ...errorResponses },
});

const count = createRoute({
  method: "post",
  path: "/api/v1/staff/stock/counts/{id}/lines",
  tags: [TAG],
  summary: "Count lines",
  description:
    "What is on the shelf, per product (by id, EAN, SKU or #id): 0 to 1000000 units. Each line's expected units are read " +
    "now, under the product's lock, and stored with it; a line counted before is replaced (the newest count wins). A product " +
    "of the scope offered since the count started gets a line. Every problem is answered at once by line (`lines.{n}.product`, " +
    "`lines.{n}.quantity`, n from 1: an unknown code, a bad EAN check digit, a bundle, a product the city does not sell or " +
    "outside the count's category, a negative count) and nothing is stored.",
  security: BEARER,
  request: { params: Params, body: { required: true, ...jsonContent(StockCountLinesInput, "The counted lines") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockCountCounted, "The lines as counted, and the count's totals"),
    400: failure("VALIDATION_FAILED: every problem by line; nothing stored"),
    404: notFound,
    409: failure("CONFLICT: the count is applied or canceled"),
    ...errorResponses,
  },
});

const apply = createRoute({
  method: "post",
  path: "/api/v1/staff/stock/counts/{id}/apply",
  tags: [TAG],
  summary: "Apply a stock count",
  description:
    "A manager's act. Each counted line posts a `count` movement of counted − expected (the count as its document): what moved " +
    "after the line was counted is carried over. A difference that would take the store below zero posts what keeps it at zero " +
    "(the line's `adjustment` says what was posted). Uncounted lines are left as they are, unless `uncountedAsZero`. An applied " +
    "count answers 200 again and posts nothing.",
  security: BEARER,
  request: { params: Params, body: { required: false, ...jsonContent(StockCountApply, "What to do with the uncounted lines") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockCountSummary, "The count, applied"),
    404: notFound,
    409: failure("CONFLICT: the count was canceled"),
    ...errorResponses,
  },
});

const cancel = createRoute({
  method: "post",
  path: "/api/v1/staff/stock/counts/{id}/cancel",
  tags: [TAG],
  summary: "Cancel an open stock count",
  description: "Nothing was posted and nothing is; the store may start another count. A canceled count answers 200 again.",
  security: BEARER,
  request: { params: Params },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockCountSummary, "The count, canceled"),
    404: notFound,
    409: failure("CONFLICT: the count has been applied"),
    ...errorResponses,
  },
});

export function staffCountsRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(list, async (c) =>
    c.json(await listStaffStockCounts(deps.database.db, requireStaff(c), c.req.valid("query"), c.var.locale), 200),
  );
  app.openapi(start, async (c) => c.json(await startStockCount(deps, requireStaff(c), c.req.valid("json"), c.var.locale), 201));
  app.openapi(one, async (c) =>
    c.json(await getStaffStockCount(deps.database.db, requireStaff(c), c.req.valid("param").id, c.req.valid("query"), c.var.locale), 200),
  );
  app.openapi(count, async (c) =>
    c.json(await countStockLines(deps, requireStaff(c), c.req.valid("param").id, c.req.valid("json"), c.var.locale), 200),
  );
  app.openapi(apply, async (c) => {
    const { count } = await applyStockCount(deps, requireStaff(c), c.req.valid("param").id, c.req.valid("json") ?? {}, c.var.locale);
    return c.json(count, 200);
  });
  app.openapi(cancel, async (c) => c.json(await cancelStockCount(deps, requireStaff(c), c.req.valid("param").id, c.var.locale), 200));
}
