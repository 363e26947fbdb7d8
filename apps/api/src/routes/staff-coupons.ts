// Back office: coupons (issue 7), admins only (everybody else gets 404). Checkout applies what is written
// here at once (docs/orders.md "coupons"); every change is in the audit log.
import type { OpenAPIHono } from "@hono/zod-openapi";
import { StaffCoupon, StaffCouponInput, StaffCouponList, StaffCouponQuery } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { deleteCoupon } from "../use-cases/staff/coupons/delete-coupon";
import { getStaffCoupon } from "../use-cases/staff/coupons/get-staff-coupon";
import { listStaffCoupons } from "../use-cases/staff/coupons/list-staff-coupons";
import { saveCoupon } from "../use-cases/staff/coupons/save-coupon";
import { staffCrudRoutes } from "./staff-crud";

export function staffCouponsRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  staffCrudRoutes(app, deps, {
    path: "/api/v1/staff/coupons",
    id: "couponId",
    schemas: { query: StaffCouponQuery, input: StaffCouponInput, item: StaffCoupon, list: StaffCouponList },
    texts: {
      list: {
        summary: "Coupons",
        description:
          "Newest first, 50 a page (`page`). `q` finds codes containing it; `state` is what a customer meets now (active, inactive: " +
          "switched off, expired, used-up); `owner` personal (one customer's) or public. Also lists every category in tree order, " +
          "for the per-category percents.",
      },
      read: { summary: "A coupon" },
      create: {
        summary: "Create a coupon",
        description:
          "Percent (1..100) or an amount off (grosze), an optional cap and minimum order (grosze), per-category percents, uses in " +
          "all and per customer, an end, switched on or off, and optionally one customer's own (by e-mail: it then shows in their " +
          "cabinet). The code is stored upper case and must be unique (409 CONFLICT).",
      },
      update: {
        summary: "Change a coupon",
        description:
          "Replaces everything but the used count (checkout's alone). Uses in all cannot go below the uses so far. Switching a " +
          "coupon off makes checkout answer COUPON_NOT_FOUND for it at once.",
      },
      remove: {
        summary: "Delete a coupon no order used",
        description: "A coupon orders used stays (409 CONFLICT): switch it off instead.",
      },
      input: "The coupon (money in grosze)",
      item: "The coupon",
      page: "One page of coupons",
      notFound: "No coupon with this id, or the caller is not an admin",
      invalid: "VALIDATION_FAILED: `issues` names each wrong field, in the caller's language",
      conflict: {
        create: "CONFLICT: another coupon has this code",
        update: "CONFLICT: another coupon has this code",
        remove: "CONFLICT: orders used the coupon",
      },
    },
    list: ({ locale }, query) => listStaffCoupons(db(), query, locale),
    read: ({ locale }, id) => getStaffCoupon(db(), id, locale),
    save: async ({ staff, locale }, id, input) => (await saveCoupon(db(), staff, id, input, locale)).coupon,
    remove: ({ staff }, id) => deleteCoupon(db(), staff, id),
  });
}
