// The audit log (issue 7): admins read every staff change (who, when, what, before and after).
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, AuditPage, AuditQuery } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { requireAdmin } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { listAuditEntries } from "../use-cases/staff/audit/list-audit-entries";
import { BEARER } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const audit = createRoute({
  method: "get",
  path: "/api/v1/staff/audit",
  tags: ["Staff"],
  summary: "The audit log of staff changes",
  description:
    "Newest first, 50 a page (`hasMore` tells whether a next page exists); filter by action, entity, actor (`actor`: user id, " +
    "or `actorEmail`), city and time (`from`, `to`: ISO instants, or dates counted in shop time, both days included). Admins only.",
  security: BEARER,
  request: { query: AuditQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(AuditPage, "One page of entries"),
    400: jsonContent(ApiErrorBody, "A filter is malformed"),
    404: jsonContent(ApiErrorBody, "The caller is not an admin"),
    ...errorResponses,
  },
});

export function staffAuditRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(audit, async (c) => {
    requireAdmin(c);
    return c.json(await listAuditEntries(deps.database.db, c.req.valid("query")), 200);
  });
}
