// POST /checkout/coupon (spec section 5: "Coupon not found" / "Coupon applied"): tries a code on the caller's
// cart and answers the coupon with the quote it makes. Rate-limited per customer, or per address for a
// visitor, so that codes cannot be guessed in bulk.
import type { CouponCheck } from "@shop/contracts";
import { checkoutCatalogue, localized } from "@shop/contracts";
import type { Db } from "@shop/db";
import type { Localized } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { RateLimits } from "../../core/deps";
import { type QuoteCheckoutRequest, quoteCheckout } from "./quote-checkout";

const COUPON_APPLIED: Localized = /* @__PURE__ */ localized(checkoutCatalogue, (m) => m.couponApplied);

export interface CheckCouponRequest extends Omit<QuoteCheckoutRequest, "couponCode" | "delivery"> {
  code: string;
  /** Whose tries count: "u:" + the user id, or the client's address. */
  limitKey: string;
}

export async function checkCoupon(deps: { db: Db; limits: RateLimits }, request: CheckCouponRequest): Promise<CouponCheck> {
  await deps.limits.consume("coupon-check", request.limitKey);
  const { code, limitKey: _limitKey, ...quoteRequest } = request;
  const quote = await quoteCheckout(deps.db, { ...quoteRequest, couponCode: code });
  if (!quote.coupon) throw new AppError("COUPON_NOT_FOUND");
  return { message: COUPON_APPLIED[request.locale], coupon: quote.coupon, quote };
}
