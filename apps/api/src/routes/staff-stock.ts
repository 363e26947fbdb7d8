// Back office: store operations (issue 33; docs/inventory.md), what every stock page shares: the stores the caller
// acts on, and the product finder (an EAN or SKU as scanned, or words of a name). The documents have routes of their
// own: staff-stock-adjustments.ts, staff-stock-ledger.ts, staff-transfers.ts, staff-receipts.ts, staff-store-sales.ts, staff-counts.ts,
// staff-reorder.ts.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { StockProducts, StockProductsQuery, StockStores } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { listStaffStockStores } from "../use-cases/staff/inventory/list-stock-stores";
import { findStockProducts } from "../use-cases/staff/inventory/search-stock-products";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff: stock";

/** The one-time key of a form or a client's request: the same document sent twice is made once. */
export const RequestKeyHeaders = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/)
    .optional()
    .openapi({
      param: { name: "idempotency-key", in: "header" },
      description: "Any unique text per submission (1-200 visible ASCII characters): a retry answers the document it made",
    }),
});

const stores = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/stores",
  tags: [TAG],
  summary: "The stores the caller acts on",
  description: "Every store for an admin; a city manager's cities' stores. Open and closed, in the shop's order (city, then store).",
  security: BEARER,
  parameters: [localeHeader],
  responses: { 200: jsonContent(StockStores, "The stores"), 404: failure("Not staff"), ...errorResponses },
});

const products = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/products",
  tags: [TAG],
  summary: "Find products for a stock document",
  description:
    "`q` is an EAN (spaces and dashes ignored), an SKU (any case) or words of a name or slug; an exact EAN or SKU comes first, " +
    "then simple products before bundles, at most 20. With `store`: what that store holds of each and whether its city sells it.",
  security: BEARER,
  request: { query: StockProductsQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockProducts, "The products found"),
    400: failure("`q` is empty or longer than 100 characters"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

export function staffStockRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(stores, async (c) => c.json(await listStaffStockStores(deps.database.db, requireStaff(c), c.var.locale), 200));
  app.openapi(products, async (c) =>
    c.json(await findStockProducts(deps.database.db, requireStaff(c), c.req.valid("query"), c.var.locale), 200),
  );
}
