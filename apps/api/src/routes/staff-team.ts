// Back office: the staff team (admins only; everybody else gets 404, city managers too; docs/back-office.md "Staff
// team"): the members with their roles and cities; making a customer staff, changing a member's role and cities, and
// taking the role away. The three changes are step-up actions, revoke the member's sessions in their transaction
// and are audited (staff.add, staff.change, staff.remove).
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { StaffTeam, StaffTeamMember, TeamMemberCreate, TeamMemberParams, TeamMemberUpdate } from "@shop/contracts";
import type { MiddlewareHandler } from "hono";
import type { ApiDeps } from "../core/deps";
import { requireAdmin, requireStepUp } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { addTeamMember } from "../use-cases/staff/team/add-team-member";
import { changeTeamMember } from "../use-cases/staff/team/change-team-member";
import { listTeam } from "../use-cases/staff/team/list-team";
import { removeTeamMember } from "../use-cases/staff/team/remove-team-member";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const notAdmin = failure("The caller is not an admin, or (with a userId) the account is not a live staff member");
const stepUp = failure("STEP_UP_REQUIRED: no second factor proved in the last 5 minutes");
const STEP_UP_NOTE = "A step-up action: a second factor proved within 5 minutes, else 403 STEP_UP_REQUIRED.";
/** Every team call is for admins: a city manager gets 404 before the input is looked at. */
const adminFirst: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/team",
  tags: [TAG],
  summary: "The staff team",
  description:
    "Every live staff member (admins first, then city managers, each by e-mail) with their cities and whether a second " +
    "factor is on, and every city a city manager may be given (names in the request's language).",
  security: BEARER,
  middleware: [adminFirst] as const,
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffTeam, "The team"), 404: notAdmin, ...errorResponses },
});

const add = createRoute({
  method: "post",
  path: "/api/v1/staff/team",
  tags: [TAG],
  summary: "Make a customer staff",
  description:
    "The account of the e-mail must be live, have confirmed its e-mail, not be blocked and not be a business account " +
    "(approved or pending). Its sessions end; at its next sign-in it enrols a second factor first when it has none. " +
    `Audited as staff.add. ${STEP_UP_NOTE}`,
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { body: { required: true, ...jsonContent(TeamMemberCreate, "Who, in which role and cities") } },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StaffTeamMember, "The new member"),
    400: failure("VALIDATION_FAILED: a malformed field, a city manager without a city, or an unknown city"),
    403: stepUp,
    404: failure("The caller is not an admin, or no live account has the e-mail"),
    409: failure("CONFLICT: staff already, blocked, e-mail not confirmed, or a business account"),
    ...errorResponses,
  },
});

const change = createRoute({
  method: "put",
  path: "/api/v1/staff/team/{userId}",
  tags: [TAG],
  summary: "Change a staff member's role and cities",
  description:
    "`cities` (slugs) are the city manager's, at least one; an admin's are ignored. The member's sessions end at once " +
    "(they sign in again under the new role). Sending the stored role and cities changes nothing. Not one's own role; " +
    `never the last admin. Audited as staff.change. ${STEP_UP_NOTE}`,
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { params: TeamMemberParams, body: { required: true, ...jsonContent(TeamMemberUpdate, "The role and cities") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffTeamMember, "The member as now stored"),
    400: failure("VALIDATION_FAILED: a malformed field, a city manager without a city, or an unknown city"),
    403: stepUp,
    404: notAdmin,
    409: failure("CONFLICT: one's own role, or the shop's last admin"),
    ...errorResponses,
  },
});

const remove = createRoute({
  method: "delete",
  path: "/api/v1/staff/team/{userId}",
  tags: [TAG],
  summary: "Take a staff member's role away",
  description:
    "The account becomes a plain customer (its second factor stays); its sessions end at once. Not one's own role; " +
    `never the last admin. Audited as staff.remove. ${STEP_UP_NOTE}`,
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { params: TeamMemberParams },
  parameters: [localeHeader],
  responses: {
    204: { description: "Removed from the staff" },
    403: stepUp,
    404: notAdmin,
    409: failure("CONFLICT: one's own role, or the shop's last admin"),
    ...errorResponses,
  },
});

export function staffTeamRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(list, async (c) => c.json(await listTeam(db(), c.var.locale), 200));
  app.openapi(add, async (c) => {
    const admin = requireAdmin(c);
    requireStepUp(c);
    return c.json(await addTeamMember(db(), admin, c.req.valid("json"), c.var.locale), 201);
  });
  app.openapi(change, async (c) => {
    const admin = requireAdmin(c);
    requireStepUp(c);
    const { userId } = c.req.valid("param");
    return c.json(await changeTeamMember(db(), admin, userId, c.req.valid("json"), c.var.locale), 200);
  });
  app.openapi(remove, async (c) => {
    const admin = requireAdmin(c);
    requireStepUp(c);
    await removeTeamMember(db(), admin, c.req.valid("param").userId);
    return c.body(null, 204);
  });
}
