// What the checkout page may offer (issue 6; decisions.md "Checkout and orders").
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, CartQuery, CheckoutOptions } from "@shop/contracts";
import { resolveBrand } from "@shop/domain";
import type { ApiDeps } from "../core/deps";
import { pricingCustomerOf } from "../http/auth";
import { cartCallerOf } from "../http/cart-caller";
import type { ApiEnv } from "../http/context";
import { getCheckoutOptions } from "../use-cases/checkout/get-checkout-options";
import { cartHeader, PRIVATE } from "./cart";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const options = createRoute({
  method: "get",
  path: "/api/v1/checkout/options",
  tags: ["Checkout"],
  summary: "Deliveries, payments and pickup stores for the caller's cart",
  description:
    "For the caller's cart (a signed-in customer's, or the visitor's of X-Cart-Id; none: an empty cart) and price kind in " +
    "the city: the deliveries the rules allow (TPD: a retail customer's cart holding a TPD product is local pickup and " +
    "in-store payment only; the brand may have no local pickup or no cash), each with its fee, the total from which it is " +
    "free and its payments; `restriction` names the rule that removed options. Stores list the pickup times from one hour " +
    "ahead to seven days, inside opening hours (UTC instants). `onlineMethods`: with Przelewy24, its payment methods for the " +
    "cart's subtotal, BLIK first (empty with the sandbox or while P24 does not answer); one may go with the order as `onlineMethod`.",
  request: { query: CartQuery },
  parameters: [localeHeader, cartHeader],
  responses: {
    200: jsonContent(CheckoutOptions, "What the checkout may offer"),
    400: jsonContent(ApiErrorBody, "The city parameter is missing or malformed"),
    404: jsonContent(ApiErrorBody, "The city is unknown"),
    ...errorResponses,
  },
});

export function checkoutRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const brand = resolveBrand(deps.brand);
  app.openapi(options, async (c) => {
    const answer = await getCheckoutOptions(deps.database.db, {
      caller: cartCallerOf(c),
      city: c.req.valid("query").city,
      locale: c.var.locale,
      customer: pricingCustomerOf(c),
      brand,
      onlineMethods: deps.payments.onlineMethods,
    });
    return c.json(answer, 200, { "Cache-Control": PRIVATE });
  });
}
