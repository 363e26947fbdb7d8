// The checkout's prices (issue 6): the quote of the caller's cart, and trying a coupon code on it. Visitors
// (X-Cart-Id) and signed-in customers alike; the server prices for the caller's price kind.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { CART_HEADER, CouponCheck, CouponCheckRequest, Quote, QuoteRequest } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { pricingCustomerOf } from "../http/auth";
import { cartCallerOf } from "../http/cart-caller";
import type { ApiEnv } from "../http/context";
import { checkCoupon } from "../use-cases/checkout/check-coupon";
import { quoteCheckout } from "../use-cases/checkout/quote-checkout";
import { clientIp } from "./auth";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Checkout";
const body = <T>(schema: T, description: string) => ({ body: { required: true, ...jsonContent(schema, description) } });
const cartHeader = {
  name: CART_HEADER,
  in: "header" as const,
  required: false,
  description: "A visitor's cart id (ignored for a signed-in caller, whose cart is found by the token)",
  schema: { type: "string" as const },
};
const couponFailures = {
  404: failure('NOT_FOUND: unknown city; COUPON_NOT_FOUND: "Coupon not found" (unknown, switched off, or someone else\'s)'),
  409: failure("COUPON_EXPIRED, COUPON_USED_UP, or COUPON_MIN_ORDER (the message names the minimum; `details.minOrder`)"),
};

const quoteRoute = createRoute({
  method: "post",
  path: "/api/v1/checkout/quote",
  tags: [TAG],
  summary: "What the cart costs with a delivery and a coupon",
  description:
    "Prices the caller's cart in the city for the caller's price kind: subtotal, the coupon's discount, the delivery fee (free " +
    "from its threshold, counted on the goods after the discount; 0 without a delivery), the total, and the total in micro-USDT " +
    "at the shop's rate. Lines the city can no longer sell as they are are priced as GET /cart would keep them; that read " +
    "reports and stores the changes.",
  request: body(QuoteRequest, "The city, and optionally the delivery and a coupon code"),
  parameters: [localeHeader, cartHeader],
  responses: {
    200: jsonContent(Quote, "The quote"),
    400: failure("VALIDATION_FAILED"),
    ...couponFailures,
    ...errorResponses,
  },
});

const couponRoute = createRoute({
  method: "post",
  path: "/api/v1/checkout/coupon",
  tags: [TAG],
  summary: "Try a coupon code on the cart",
  description:
    'Answers "Coupon applied" (in the Locale language) with the coupon and the quote it makes (without a delivery). Codes are ' +
    "case-insensitive. Limited per customer, or per address for a visitor.",
  request: body(CouponCheckRequest, "The city and the code"),
  parameters: [localeHeader, cartHeader],
  responses: {
    200: jsonContent(CouponCheck, "Applied"),
    400: failure("VALIDATION_FAILED"),
    ...couponFailures,
    429: failure("Too many tries; the Retry-After header says when to try again"),
    ...errorResponses,
  },
});

export function checkoutQuoteRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  const groszePerUsdt = () => deps.paymentOptions.crypto.groszePerUsdt;
  app.openapi(quoteRoute, async (c) => {
    const input = c.req.valid("json");
    const quote = await quoteCheckout(db(), {
      caller: cartCallerOf(c),
      userId: c.var.user?.id ?? null,
      city: input.city,
      delivery: input.delivery,
      couponCode: input.couponCode,
      locale: c.var.locale,
      customer: pricingCustomerOf(c),
      groszePerUsdt: groszePerUsdt(),
    });
    c.header("Cache-Control", "private, no-store");
    return c.json(quote, 200);
  });
  app.openapi(couponRoute, async (c) => {
    const input = c.req.valid("json");
    const userId = c.var.user?.id ?? null;
    const check = await checkCoupon(
      { db: db(), limits: deps.limits },
      {
        caller: cartCallerOf(c),
        userId,
        city: input.city,
        code: input.code,
        limitKey: userId === null ? clientIp(c) : `u:${userId}`,
        locale: c.var.locale,
        customer: pricingCustomerOf(c),
        groszePerUsdt: groszePerUsdt(),
      },
    );
    c.header("Cache-Control", "private, no-store");
    return c.json(check, 200);
  });
}
