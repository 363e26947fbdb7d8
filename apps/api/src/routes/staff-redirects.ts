// Back office: redirects (issue 7), admins only (everybody else gets 404). The storefront's lookup
// (routes/redirects.ts) answers with a change at once; every change is in the audit log.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, StaffRedirect, StaffRedirectInput, StaffRedirectList, StaffRedirectQuery } from "@shop/contracts";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireAdmin } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { deleteRedirect } from "../use-cases/staff/redirects/delete-redirect";
import { getStaffRedirect } from "../use-cases/staff/redirects/get-staff-redirect";
import { listStaffRedirects } from "../use-cases/staff/redirects/list-staff-redirects";
import { saveRedirect } from "../use-cases/staff/redirects/save-redirect";
import { BEARER } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const failure = (description: string) => jsonContent(ApiErrorBody, description);
const notAdmin = failure("The caller is not an admin (anonymous callers, customers and city managers alike)");
const noRedirect = failure("No redirect with this id, or the caller is not an admin");
const invalid = failure(
  "VALIDATION_FAILED: a path is not of this shop, the source has a query, the target is the source, or the redirect would make " +
    "a chain or a loop (`issues` says which, in the caller's language)",
);
const RedirectParams = z.object({ redirectId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }) });
const body = { required: true, ...jsonContent(StaffRedirectInput, "The redirect") };
/** Admins only, before the input is looked at: a city manager gets 404 whatever they send. */
const adminOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};
const WRITE =
  "Paths are stored without the locale prefix and the trailing slash (`/en/warszawa/promo/` → `/warszawa/promo`), so one " +
  "redirect serves every language. The lookup follows one hop: a target that is itself redirected, or a source that other " +
  "redirects lead to, is refused (400). A source already redirected is 409 CONFLICT.";

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/redirects",
  tags: [TAG],
  summary: "Redirects",
  description: "By source path, 50 a page (`page`); `q` finds redirects whose source or target contains it.",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { query: StaffRedirectQuery },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffRedirectList, "One page of redirects"), 400: invalid, 404: notAdmin, ...errorResponses },
});

const read = createRoute({
  method: "get",
  path: "/api/v1/staff/redirects/{redirectId}",
  tags: [TAG],
  summary: "A redirect",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { params: RedirectParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffRedirect, "The redirect"), 400: invalid, 404: noRedirect, ...errorResponses },
});

const create = createRoute({
  method: "post",
  path: "/api/v1/staff/redirects",
  tags: [TAG],
  summary: "Create a redirect",
  description: WRITE,
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { body },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StaffRedirect, "The redirect as stored"),
    400: invalid,
    404: notAdmin,
    409: failure("CONFLICT: a redirect from this path exists"),
    ...errorResponses,
  },
});

const update = createRoute({
  method: "put",
  path: "/api/v1/staff/redirects/{redirectId}",
  tags: [TAG],
  summary: "Change a redirect",
  description: WRITE,
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { params: RedirectParams, body },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffRedirect, "The redirect as stored"),
    400: invalid,
    404: noRedirect,
    409: failure("CONFLICT: another redirect from this path exists"),
    ...errorResponses,
  },
});

const remove = createRoute({
  method: "delete",
  path: "/api/v1/staff/redirects/{redirectId}",
  tags: [TAG],
  summary: "Delete a redirect",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { params: RedirectParams },
  parameters: [localeHeader],
  responses: { 204: { description: "Deleted" }, 400: invalid, 404: noRedirect, ...errorResponses },
});

export function staffRedirectsRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(list, async (c) => c.json(await listStaffRedirects(deps.database.db, c.req.valid("query")), 200));
  app.openapi(read, async (c) => c.json(await getStaffRedirect(deps.database.db, c.req.valid("param").redirectId), 200));
  app.openapi(create, async (c) => {
    const staff = requireAdmin(c);
    return c.json(await saveRedirect(deps, staff, null, c.req.valid("json"), c.var.locale), 201);
  });
  app.openapi(update, async (c) => {
    const staff = requireAdmin(c);
    return c.json(await saveRedirect(deps, staff, c.req.valid("param").redirectId, c.req.valid("json"), c.var.locale), 200);
  });
  app.openapi(remove, async (c) => {
    await deleteRedirect(deps, requireAdmin(c), c.req.valid("param").redirectId);
    return c.body(null, 204);
  });
}
