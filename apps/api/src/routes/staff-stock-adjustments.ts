// Back office: write-offs (issue 33; docs/inventory.md "Write-offs"), and the store's write-offs and manual corrections.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { StockAdjustment, StockAdjustments, StockAdjustmentsQuery, WriteOffCreate } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { getStockAdjustment, listStockAdjustments } from "../use-cases/staff/inventory/list-stock-adjustments";
import { writeOffStock } from "../use-cases/staff/inventory/write-off-stock";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";
import { RequestKeyHeaders } from "./staff-stock";

const TAG = "Staff: stock";

const writeOff = createRoute({
  method: "post",
  path: "/api/v1/staff/stock/write-offs",
  tags: [TAG],
  summary: "Write units off",
  description:
    "Units leave the store for a reason (damaged, expired, lost): one document, and a `write-off` movement per line in the " +
    "ledger. Lines name products by id, EAN, SKU or #id; each a simple product the store's city sells, once, 1 to 1000000 " +
    "units, no more than the store holds. Every problem is answered at once by line (`lines.{n}.product`, " +
    "`lines.{n}.quantity`, n from 1) and nothing changes. The same Idempotency-Key answers the document it made (200).",
  security: BEARER,
  request: { headers: RequestKeyHeaders, body: { required: true, ...jsonContent(WriteOffCreate, "The write-off") } },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StockAdjustment, "The write-off, with the units each store held after it"),
    200: jsonContent(StockAdjustment, "The write-off this Idempotency-Key made before"),
    400: failure("VALIDATION_FAILED: every problem by line; nothing changed"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/adjustments",
  tags: [TAG],
  summary: "A store's write-offs and corrections",
  description: "Newest first, 20 a page. A correction is what staff typing a store's units (offers form, CSV, stock tool) posted.",
  security: BEARER,
  request: { query: StockAdjustmentsQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockAdjustments, "One page"),
    400: failure("A parameter is malformed"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const one = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/adjustments/{id}",
  tags: [TAG],
  summary: "A write-off or correction",
  security: BEARER,
  request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StockAdjustment, "The document with its lines"),
    404: failure("No such document, or of a store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

export function staffStockAdjustmentsRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(writeOff, async (c) => {
    const staff = requireStaff(c);
    const key = c.req.valid("header")["idempotency-key"] ?? null;
    const { created, adjustment } = await writeOffStock(deps, staff, c.req.valid("json"), key, c.var.locale);
    return created ? c.json(adjustment, 201) : c.json(adjustment, 200);
  });
  app.openapi(list, async (c) =>
    c.json(await listStockAdjustments(deps.database.db, requireStaff(c), c.req.valid("query"), c.var.locale), 200),
  );
  app.openapi(one, async (c) =>
    c.json(await getStockAdjustment(deps.database.db, requireStaff(c), c.req.valid("param").id, c.var.locale), 200),
  );
}
