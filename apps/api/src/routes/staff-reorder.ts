// Back office: reorder points (issue 33; docs/inventory.md "Reorder points and the daily digest"): what a store holds
// below its minimum (and its CSV), its rules, setting and deleting one. The daily digest e-mail is a job
// (jobs/reorder-digest.ts).
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ReorderRule, ReorderRuleInput, ReorderRules, ReorderRulesQuery, ToReorder, ToReorderQuery } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { removeReorderRule } from "../use-cases/staff/inventory/delete-reorder-rule";
import { listStoreReorderRules } from "../use-cases/staff/inventory/list-reorder-rules";
import { exportToReorderCsv, listToReorder } from "../use-cases/staff/inventory/list-to-reorder";
import { setReorderRule } from "../use-cases/staff/inventory/set-reorder-rule";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff: stock";
const Id = z.coerce.number().int().positive().max(2_147_483_647);
const RuleParams = z.object({
  store: Id.openapi({ param: { name: "store", in: "path" } }),
  product: Id.openapi({ param: { name: "product", in: "path" }, description: "The product's id" }),
});

const DUE =
  "Every product of the store whose units are below its minimum (a simple product the store's city sells), by name, with " +
  "how many to order to reach the target (target − units). The store's units now: units in transit to it are not counted.";

const toReorder = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/reorder",
  tags: [TAG],
  summary: "What a store has to reorder",
  description: DUE,
  security: BEARER,
  request: { query: ToReorderQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ToReorder, "The list"),
    400: failure("`store` is missing or malformed"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const toReorderCsv = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/reorder.csv",
  tags: [TAG],
  summary: "What a store has to reorder, as CSV",
  description: `${DUE} UTF-8 with a byte-order mark, CRLF, a header line: store_id, store, product_id, sku, ean, product, units, min, target, to_order.`,
  security: BEARER,
  request: { query: ToReorderQuery },
  parameters: [localeHeader],
  responses: {
    200: { description: "The CSV file (an attachment)", content: { "text/csv": { schema: z.string() } } },
    400: failure("`store` is missing or malformed"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const rules = createRoute({
  method: "get",
  path: "/api/v1/staff/stock/reorder/rules",
  tags: [TAG],
  summary: "A store's reorder points",
  description: "The store's rules by product name, 50 a page, each with the store's units and what it asks to order now.",
  security: BEARER,
  request: { query: ReorderRulesQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ReorderRules, "One page"),
    400: failure("A parameter is malformed"),
    404: failure("A store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const setRule = createRoute({
  method: "put",
  path: "/api/v1/staff/stock/reorder/{store}/{product}",
  tags: [TAG],
  summary: "Set a reorder point",
  description:
    "The store's minimum (0 to 1000000) and target (1 to 1000000, not below the minimum) of a simple product its city sells. " +
    "Every problem is answered at once, by field (`min`, `target`, `product`), in the caller's language. Audited as `reorder-rule.set`.",
  security: BEARER,
  request: { params: RuleParams, body: { required: true, ...jsonContent(ReorderRuleInput, "The minimum and the target") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ReorderRule, "The rule, changed"),
    201: jsonContent(ReorderRule, "The rule, new"),
    400: failure("VALIDATION_FAILED: by field; nothing changed"),
    404: failure("No such product, or a store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

const deleteRule = createRoute({
  method: "delete",
  path: "/api/v1/staff/stock/reorder/{store}/{product}",
  tags: [TAG],
  summary: "Delete a reorder point",
  description: "Audited as `reorder-rule.delete`.",
  security: BEARER,
  request: { params: RuleParams },
  parameters: [localeHeader],
  responses: {
    204: { description: "Deleted" },
    404: failure("No such rule, or a store the caller does not act on (or not staff)"),
    ...errorResponses,
  },
});

export function staffReorderRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(toReorder, async (c) => c.json(await listToReorder(db(), requireStaff(c), c.req.valid("query").store, c.var.locale), 200));
  app.openapi(toReorderCsv, async (c) => {
    const file = await exportToReorderCsv(db(), requireStaff(c), c.req.valid("query").store, c.var.locale);
    return c.body(file.csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "private, no-store",
    });
  });
  app.openapi(rules, async (c) => c.json(await listStoreReorderRules(db(), requireStaff(c), c.req.valid("query"), c.var.locale), 200));
  app.openapi(setRule, async (c) => {
    const { created, rule } = await setReorderRule(deps, requireStaff(c), c.req.valid("param"), c.req.valid("json"), c.var.locale);
    return created ? c.json(rule, 201) : c.json(rule, 200);
  });
  app.openapi(deleteRule, async (c) => {
    await removeReorderRule(deps, requireStaff(c), c.req.valid("param"));
    return c.body(null, 204);
  });
}
