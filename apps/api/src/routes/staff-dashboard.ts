// Back office: the dashboard (issue 7). What needs staff's attention now, per city the caller runs.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, StaffDashboard, StaffDashboardQuery } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { getDashboard } from "../use-cases/staff/orders/get-dashboard";
import { BEARER } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const dashboard = createRoute({
  method: "get",
  path: "/api/v1/staff/dashboard",
  tags: ["Staff"],
  summary: "The back office's dashboard",
  description:
    "Per city the caller runs (every city for an admin, their own for a city manager): today's and this week's orders and " +
    "revenue (shop time, Europe/Warsaw; the week from Monday 00:00; canceled orders do not count), the orders waiting for " +
    "staff (CREATED and PAID to approve, APPROVED to prepare), the pending business applications (admins; null for a city " +
    "manager) and the visible offers of simple products at or below `lowStock` units (default 5), lowest first, at most 20.",
  security: BEARER,
  request: { query: StaffDashboardQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffDashboard, "The dashboard"),
    400: jsonContent(ApiErrorBody, "`lowStock` is not a whole number from 0 to 10000"),
    404: jsonContent(ApiErrorBody, "The caller is not staff"),
    ...errorResponses,
  },
});

export function staffDashboardRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(dashboard, async (c) => {
    const staff = requireStaff(c);
    return c.json(await getDashboard(deps.database.db, staff, c.req.valid("query"), c.var.locale), 200);
  });
}
