// Back office: coupons (issue 7), admins only (everybody else gets 404). Checkout applies what is written
// here at once (docs/orders.md "coupons"); every change is in the audit log.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, StaffCoupon, StaffCouponInput, StaffCouponList, StaffCouponQuery } from "@shop/contracts";
import type { MiddlewareHandler } from "hono";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireAdmin } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { deleteCoupon } from "../use-cases/staff/coupons/delete-coupon";
import { getStaffCoupon } from "../use-cases/staff/coupons/get-staff-coupon";
import { listStaffCoupons } from "../use-cases/staff/coupons/list-staff-coupons";
import { saveCoupon } from "../use-cases/staff/coupons/save-coupon";
import { BEARER } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const failure = (description: string) => jsonContent(ApiErrorBody, description);
const notAdmin = failure("The caller is not an admin (anonymous callers, customers and city managers alike)");
const noCoupon = failure("No coupon with this id, or the caller is not an admin");
const invalid = failure("VALIDATION_FAILED: `issues` names each wrong field, in the caller's language");
const CouponParams = z.object({ couponId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }) });
/** Admins only, before the input is looked at: a city manager gets 404 whatever they send. */
const adminOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};
const body = { required: true, ...jsonContent(StaffCouponInput, "The coupon (money in grosze)") };

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/coupons",
  tags: [TAG],
  summary: "Coupons",
  description:
    "Newest first, 50 a page (`page`). `q` finds codes containing it; `state` is what a customer meets now (active, inactive: " +
    "switched off, expired, used-up); `owner` personal (one customer's) or public. Also lists every category in tree order, for " +
    "the per-category percents.",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { query: StaffCouponQuery },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffCouponList, "One page of coupons"), 400: invalid, 404: notAdmin, ...errorResponses },
});

const read = createRoute({
  method: "get",
  path: "/api/v1/staff/coupons/{couponId}",
  tags: [TAG],
  summary: "A coupon",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { params: CouponParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffCoupon, "The coupon"), 400: invalid, 404: noCoupon, ...errorResponses },
});

const create = createRoute({
  method: "post",
  path: "/api/v1/staff/coupons",
  tags: [TAG],
  summary: "Create a coupon",
  description:
    "Percent (1..100) or an amount off (grosze), an optional cap and minimum order (grosze), per-category percents, uses in all " +
    "and per customer, an end, switched on or off, and optionally one customer's own (by e-mail: it then shows in their " +
    "cabinet). The code is stored upper case and must be unique (409 CONFLICT).",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { body },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(StaffCoupon, "The coupon as stored"),
    400: invalid,
    404: notAdmin,
    409: failure("CONFLICT: another coupon has this code"),
    ...errorResponses,
  },
});

const update = createRoute({
  method: "put",
  path: "/api/v1/staff/coupons/{couponId}",
  tags: [TAG],
  summary: "Change a coupon",
  description:
    "Replaces everything but the used count (checkout's alone). Uses in all cannot go below the uses so far. Switching a coupon " +
    "off makes checkout answer COUPON_NOT_FOUND for it at once.",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { params: CouponParams, body },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffCoupon, "The coupon as stored"),
    400: invalid,
    404: noCoupon,
    409: failure("CONFLICT: another coupon has this code"),
    ...errorResponses,
  },
});

const remove = createRoute({
  method: "delete",
  path: "/api/v1/staff/coupons/{couponId}",
  tags: [TAG],
  summary: "Delete a coupon no order used",
  description: "A coupon orders used stays (409 CONFLICT): switch it off instead.",
  security: BEARER,
  middleware: [adminOnly] as const,
  request: { params: CouponParams },
  parameters: [localeHeader],
  responses: {
    204: { description: "Deleted" },
    400: invalid,
    404: noCoupon,
    409: failure("CONFLICT: orders used the coupon"),
    ...errorResponses,
  },
});

export function staffCouponsRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(list, async (c) => {
    requireAdmin(c);
    return c.json(await listStaffCoupons(db(), c.req.valid("query"), c.var.locale), 200);
  });
  app.openapi(read, async (c) => {
    requireAdmin(c);
    return c.json(await getStaffCoupon(db(), c.req.valid("param").couponId, c.var.locale), 200);
  });
  app.openapi(create, async (c) => {
    const staff = requireAdmin(c);
    const { coupon } = await saveCoupon(db(), staff, null, c.req.valid("json"), c.var.locale);
    return c.json(coupon, 201);
  });
  app.openapi(update, async (c) => {
    const staff = requireAdmin(c);
    const { coupon } = await saveCoupon(db(), staff, c.req.valid("param").couponId, c.req.valid("json"), c.var.locale);
    return c.json(coupon, 200);
  });
  app.openapi(remove, async (c) => {
    const staff = requireAdmin(c);
    await deleteCoupon(db(), staff, c.req.valid("param").couponId);
    return c.body(null, 204);
  });
}
