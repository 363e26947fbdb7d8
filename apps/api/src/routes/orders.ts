// An order after placing (issue 6; decisions.md "Checkout and orders"): tracking by id for anyone who has it,
// and the owner's cancellation, return to an unfinished payment and "Buy again".
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { CancelOrderRequest, NextStep, OrderView, ReorderAnswer, ReorderRequest } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { pricingCustomerOf, requireUser } from "../http/auth";
import { cartCallerOf } from "../http/cart-caller";
import type { ApiEnv } from "../http/context";
import { cancelOrder } from "../use-cases/orders/cancel-order";
import { lookupOrder } from "../use-cases/orders/lookup-order";
import { reorderOrder } from "../use-cases/orders/reorder-order";
import { resumeOrderPayment } from "../use-cases/orders/resume-order-payment";
import { clientIp } from "./auth";
import { BEARER, unauthorized } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Orders";

export const OrderParams = z.object({
  orderId: z
    .string()
    .describe("The order's id; case, spaces and dashes are ignored, O reads as 0 and I or L as 1")
    .meta({ example: "7KQ2M9XB4RT6H" }),
});

const track = createRoute({
  method: "get",
  path: "/api/v1/orders/{orderId}",
  tags: [TAG],
  summary: "Track an order by its id",
  description:
    "Anyone with the id sees the status, city, date and status history; `details` (lines, money, delivery, contact, payment) only " +
    "the signed-in owner and staff, else null. Lookups are limited per caller address (the owner and staff are not limited). " +
    "A malformed or unknown id is 404.",
  request: { params: OrderParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(OrderView, "The order"),
    404: failure("No order with this id"),
    429: failure("Too many lookups; the Retry-After header says when to try again"),
    ...errorResponses,
  },
});

const cancel = createRoute({
  method: "post",
  path: "/api/v1/orders/{orderId}/cancel",
  tags: [TAG],
  summary: "Cancel my order",
  description:
    "The owner may cancel while the order is CREATED or AWAITING_PAYMENT; its stock and coupon use come back. Later, 409 " +
    "ORDER_TRANSITION_REFUSED (contact the shop). Another customer's order is 404.",
  security: BEARER,
  request: { params: OrderParams, body: { required: false, ...jsonContent(CancelOrderRequest, "An optional reason") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(OrderView, "The order, now canceled"),
    400: failure("The reason is too long"),
    401: unauthorized,
    404: failure("No order of the caller with this id"),
    409: failure("ORDER_TRANSITION_REFUSED: the order can no longer be canceled by the customer"),
    ...errorResponses,
  },
});

const payment = createRoute({
  method: "post",
  path: "/api/v1/orders/{orderId}/payment",
  tags: [TAG],
  summary: "Pay for my order again",
  description:
    "For an order waiting for its payment (AWAITING_PAYMENT, before pay-until): a new online payment session after a failed " +
    "attempt, or the crypto payment's details again. Otherwise 409 PAYMENT_NOT_RETRYABLE.",
  security: BEARER,
  request: { params: OrderParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(NextStep, "What to do next: go to the provider's page, or send the crypto amount"),
    401: unauthorized,
    404: failure("No order of the caller with this id"),
    409: failure("PAYMENT_NOT_RETRYABLE: the order is not waiting for a payment (paid, canceled, or past pay-until)"),
    ...errorResponses,
  },
});

const reorder = createRoute({
  method: "post",
  path: "/api/v1/orders/{orderId}/reorder",
  tags: [TAG],
  summary: "Buy my order again",
  description:
    "Adds the order's lines to the caller's cart in `city` (in the order's line order), each as far as the city sells it today " +
    "(a line already in the cart counts against its stock). The answer is the cart re-priced for the caller; `changes` lists " +
    "the lines not put back in full (no longer offered, out of stock, fewer left), `repriced` those whose unit price differs " +
    "from the order's. Another customer's order is 404.",
  security: BEARER,
  request: { params: OrderParams, body: { required: true, ...jsonContent(ReorderRequest, "The city whose cart takes the lines") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ReorderAnswer, "The cart with the order's lines, and what could not go back as it was"),
    400: failure("The city is missing or malformed"),
    401: unauthorized,
    404: failure("No order of the caller with this id, or an unknown city"),
    ...errorResponses,
  },
});

export function orderRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const noStore = { "Cache-Control": "private, no-store" };
  // The owner's calls answer 401 before their input is looked at.
  for (const path of ["/api/v1/orders/:orderId/cancel", "/api/v1/orders/:orderId/payment", "/api/v1/orders/:orderId/reorder"]) {
    app.use(path, async (c, next) => {
      requireUser(c);
      await next();
    });
  }
  app.openapi(track, async (c) => {
    const user = c.var.user;
    const viewer = { userId: user?.id ?? null, staff: user?.role === "staff" };
    const view = await lookupOrder(deps, c.req.valid("param").orderId, viewer, c.var.locale, clientIp(c));
    return c.json(view, 200, noStore);
  });
  app.openapi(cancel, async (c) => {
    const user = requireUser(c);
    const { reason } = c.req.valid("json");
    const view = await cancelOrder(deps, user, c.req.valid("param").orderId, reason, c.var.locale);
    return c.json(view, 200, noStore);
  });
  app.openapi(payment, async (c) => {
    const next = await resumeOrderPayment(deps, requireUser(c), c.req.valid("param").orderId);
    return c.json(next, 200, noStore);
  });
  app.openapi(reorder, async (c) => {
    const user = requireUser(c);
    const request = { caller: cartCallerOf(c), city: c.req.valid("json").city, locale: c.var.locale, customer: pricingCustomerOf(c) };
    const answer = await reorderOrder(deps, user, c.req.valid("param").orderId, request);
    return c.json(answer, 200, noStore);
  });
}
