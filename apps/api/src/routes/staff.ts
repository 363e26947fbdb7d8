// Staff calls (issue 5): the business applications and their decisions, until the back office issue.
// Everybody but staff gets 404, before anything else is looked at (issue 7: no hint that the back office
// exists); business applications are for admins only (city managers get 404 too).
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, ApplicantParams, BusinessApplicationsQuery, BusinessApplicationView, BusinessDecision } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireAdmin, requireStaffWithSecondFactor } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { decideBusinessApplication } from "../use-cases/staff/customers/decide-business-application";
import { listBusinessApplications } from "../use-cases/staff/customers/list-business-applications";
import { BEARER } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const notStaff = jsonContent(ApiErrorBody, "The caller is not an admin (anonymous callers and customers alike)");

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/business-applications",
  tags: [TAG],
  summary: "Business applications",
  description:
    "Of live accounts in a status (default `pending`, oldest submission first: the review queue); `approved`, `rejected` and " +
    "`all` (every submitted one) newest first.",
  security: BEARER,
  request: { query: BusinessApplicationsQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(z.array(BusinessApplicationView), "The applications"),
    400: jsonContent(ApiErrorBody, "Unknown status"),
    404: notStaff,
    ...errorResponses,
  },
});

const decide = createRoute({
  method: "post",
  path: "/api/v1/staff/business-applications/{userId}/decision",
  tags: [TAG],
  summary: "Approve or reject a pending business application",
  description:
    "Approve with a kind (wholesale or franchise: the catalogue then prices for it) or reject with a reason the customer sees " +
    "(they may correct and resubmit). The customer is e-mailed in their language. Only a pending application can be decided.",
  security: BEARER,
  request: { params: ApplicantParams, body: { required: true, ...jsonContent(BusinessDecision, "The decision") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(BusinessApplicationView, "The application as decided"),
    400: jsonContent(ApiErrorBody, "The decision is malformed (`issues` says why)"),
    403: jsonContent(ApiErrorBody, "The admin decides their own application"),
    404: jsonContent(ApiErrorBody, "No such (live) user, or the caller is not an admin"),
    409: jsonContent(ApiErrorBody, "CONFLICT: the application is not pending (already decided, or never submitted)"),
    ...errorResponses,
  },
});

export function staffRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.use("/api/v1/staff/*", async (c, next) => {
    requireStaffWithSecondFactor(c);
    await next();
    c.header("Cache-Control", "private, no-store");
  });
  app.openapi(list, async (c) => {
    requireAdmin(c);
    return c.json(await listBusinessApplications(deps.database.db, c.req.valid("query").status), 200);
  });
  app.openapi(decide, async (c) => {
    const { userId } = c.req.valid("param");
    const deciding = { db: deps.database.db, brand: deps.brand, mailQueued: deps.mailQueued };
    return c.json(await decideBusinessApplication(deciding, requireAdmin(c), userId, c.req.valid("json")), 200);
  });
}
