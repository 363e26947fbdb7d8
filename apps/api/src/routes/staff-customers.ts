// Back office: customers (issue 7, admins only; everybody else gets 404, city managers too): search, one
// customer with their orders, block with a reason and unblock. A blocked account's sessions end at once and it
// cannot sign in; staff accounts cannot be blocked.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  CustomerBlockRequest,
  CustomerParams,
  CustomerQuery,
  CustomerUnblockRequest,
  StaffCustomer,
  StaffCustomerList,
} from "@shop/contracts";
import type { MiddlewareHandler } from "hono";
import type { ApiDeps } from "../core/deps";
import { requireAdmin, requireStepUp } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { blockCustomer } from "../use-cases/staff/customers/block-customer";
import { eraseCustomer } from "../use-cases/staff/customers/erase-customer";
import { getCustomer } from "../use-cases/staff/customers/get-customer";
import { listCustomers } from "../use-cases/staff/customers/list-customers";
import { removeSecondFactors } from "../use-cases/staff/customers/remove-second-factors";
import { unblockCustomer } from "../use-cases/staff/customers/unblock-customer";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const notAdmin = failure("No such (live) account, or the caller is not an admin");
/** Every customer call is for admins: a city manager gets 404 before the input is looked at. */
const adminFirst: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/customers",
  tags: [TAG],
  summary: "Find customers",
  description:
    "Live accounts, newest first, 25 a page (`page` from 1). `q`: part of the e-mail or name (any case), or phone digits " +
    "(spaces, dashes and the + are ignored). Staff accounts are listed too, with their role.",
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { query: CustomerQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffCustomerList, "One page and how many match in all"),
    400: failure("A filter is malformed"),
    404: notAdmin,
    ...errorResponses,
  },
});

const read = createRoute({
  method: "get",
  path: "/api/v1/staff/customers/{userId}",
  tags: [TAG],
  summary: "A customer with their orders",
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { params: CustomerParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffCustomer, "The customer"), 404: notAdmin, ...errorResponses },
});

const block = createRoute({
  method: "post",
  path: "/api/v1/staff/customers/{userId}/block",
  tags: [TAG],
  summary: "Block a customer",
  description:
    "With a reason (kept for staff). Every session of the account is revoked at once and signing in answers 403 " +
    "ACCOUNT_BLOCKED. Blocking a blocked account changes nothing. Audited as customer.block.",
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { params: CustomerParams, body: { required: true, ...jsonContent(CustomerBlockRequest, "Why") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffCustomer, "The customer as now stored"),
    400: failure("VALIDATION_FAILED: the reason is missing or too long"),
    404: notAdmin,
    409: failure("CONFLICT: staff accounts cannot be blocked"),
    ...errorResponses,
  },
});

const unblock = createRoute({
  method: "post",
  path: "/api/v1/staff/customers/{userId}/unblock",
  tags: [TAG],
  summary: "Unblock a customer",
  description: "They may sign in again. Unblocking an account that is not blocked changes nothing. Audited as customer.unblock.",
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { params: CustomerParams, body: { required: false, ...jsonContent(CustomerUnblockRequest, "Why (optional)") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffCustomer, "The customer as now stored"),
    400: failure("VALIDATION_FAILED"),
    404: notAdmin,
    ...errorResponses,
  },
});

const removeFactors = createRoute({
  method: "post",
  path: "/api/v1/staff/customers/{userId}/second-factor/remove",
  tags: [TAG],
  summary: "Remove an account's second factors",
  description:
    "For an owner who lost them (customer or staff): the authenticator, passkeys and recovery codes go, every session of the " +
    "account ends, and the owner is e-mailed in their language. Audited as second-factor.remove. Not one's own " +
    "account. A step-up action: a second factor proved within 5 minutes, else 403 STEP_UP_REQUIRED.",
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { params: CustomerParams },
  parameters: [localeHeader],
  responses: {
    204: { description: "Removed (or there was none)" },
    403: failure("STEP_UP_REQUIRED: no second factor proved in the last 5 minutes"),
    404: notAdmin,
    409: failure("CONFLICT: one's own account"),
    ...errorResponses,
  },
});

const erase = createRoute({
  method: "post",
  path: "/api/v1/staff/customers/{userId}/erase",
  tags: [TAG],
  summary: "Erase a customer's personal data (GDPR)",
  description:
    "At the customer's request: the account is anonymised as the cabinet's own deletion does (its orders are kept without " +
    "personal data; sessions, e-mail tokens, personal coupons and queued messages go); the access token stops working at " +
    "once. Audited as customer.erase. Staff accounts 409. A step-up action: a second factor proved within 5 minutes, " +
    "else 403 STEP_UP_REQUIRED.",
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { params: CustomerParams },
  parameters: [localeHeader],
  responses: {
    204: { description: "Erased" },
    403: failure("STEP_UP_REQUIRED: no second factor proved in the last 5 minutes"),
    404: notAdmin,
    409: failure("CONFLICT: a staff account"),
    ...errorResponses,
  },
});

export function staffCustomersRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(list, async (c) => c.json(await listCustomers(db(), c.req.valid("query")), 200));
  app.openapi(read, async (c) => c.json(await getCustomer(db(), c.req.valid("param").userId, c.var.locale), 200));
  app.openapi(block, async (c) => {
    const admin = requireAdmin(c);
    const { userId } = c.req.valid("param");
    return c.json(await blockCustomer(db(), admin, userId, c.req.valid("json").reason, c.var.locale), 200);
  });
  app.openapi(unblock, async (c) => {
    const admin = requireAdmin(c);
    const { userId } = c.req.valid("param");
    return c.json(await unblockCustomer(db(), admin, userId, c.req.valid("json")?.reason, c.var.locale), 200);
  });
  app.openapi(removeFactors, async (c) => {
    const admin = requireAdmin(c);
    requireStepUp(c);
    await removeSecondFactors(deps, admin, c.req.valid("param").userId);
    return c.body(null, 204);
  });
  app.openapi(erase, async (c) => {
    const admin = requireAdmin(c);
    requireStepUp(c);
    await eraseCustomer(deps, admin, c.req.valid("param").userId);
    return c.body(null, 204);
  });
}
