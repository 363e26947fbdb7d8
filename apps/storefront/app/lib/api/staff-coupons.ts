// The back office's coupons API (packages/contracts staff-coupons.ts): the list with its filters, one coupon,
// creating, changing and deleting; and how an API refusal reads on a back-office form (shared by the coupon,
// redirect and article pages).
import type { StaffCoupon, StaffCouponInput, StaffCouponList, StaffCouponQuery } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const COUPONS = "/api/v1/staff/coupons";
const couponPath = (id: number) => `${COUPONS}/${id}`;

export const getStaffCoupons = (api: ApiClient, query: StaffCouponQuery) =>
  api.call<StaffCouponList>(COUPONS, { auth: true, query: { ...query } });

/** One coupon; null when there is none. */
export async function findStaffCoupon(api: ApiClient, id: number): Promise<StaffCoupon | null> {
  try {
    return await api.call<StaffCoupon>(couponPath(id), { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

/** Creates (id null) or changes a coupon; a taken code answers 409 CONFLICT (not retried: it would only repeat). */
export const saveStaffCoupon = (api: ApiClient, id: number | null, body: StaffCouponInput) =>
  api.call<StaffCoupon>(id === null ? COUPONS : couponPath(id), {
    method: id === null ? "POST" : "PUT",
    body,
    auth: true,
    finalCodes: ["CONFLICT"],
  });

export const deleteStaffCoupon = (api: ApiClient, id: number) => api.call<unknown>(couponPath(id), { method: "DELETE", auth: true });

/** A refusal as a form shows it: messages for the whole form and a message per field (by the API's field path). */
export interface FormFailure {
  messages: string[];
  fieldErrors: Record<string, string>;
}

export function staffApiFailure(error: ApiError): FormFailure {
  const issues = (error.body as { issues?: Array<{ path?: unknown; message?: unknown }> } | null)?.issues;
  const fieldErrors: Record<string, string> = {};
  for (const issue of Array.isArray(issues) ? issues : [])
    if (typeof issue.path === "string" && typeof issue.message === "string" && !(issue.path in fieldErrors))
      fieldErrors[issue.path] = issue.message;
  return { messages: [error.message], fieldErrors };
}
