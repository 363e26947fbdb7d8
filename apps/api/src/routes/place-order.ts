// Placing an order (issue 6; docs/orders.md "Placing an order"): signed-in customers only; the cart is the
// customer's own, the prices the server's. A retry (same Idempotency-Key, or the same request for the cart
// that became an order) answers 200 with the order already placed.
import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { PlacedOrder, PlaceOrderRequest } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { pricingCustomerOf, requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { placeOrder } from "../use-cases/orders/place-order/place-order";
import { BEARER, unauthorized } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Orders";
const PATH = "/api/v1/orders";

const IdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(200)
    .optional()
    .openapi({
      param: { name: "idempotency-key", in: "header" },
      description: "Any unique text per submission (1-200 characters): a retry with it answers the same order",
    }),
});

const place = createRoute({
  method: "post",
  path: PATH,
  tags: [TAG],
  summary: "Place an order from the customer's cart",
  description:
    "One transaction: the cart is re-priced, the rules checked (TPD, brand, pickup slot, coupon), the stock and the coupon's " +
    "use taken, the order written and its payment opened, the cart emptied and the confirmation e-mail queued. With " +
    "`expectedTotal`, a different server total is refused (PRICE_CHANGED, `details.quote`). A retry with the same " +
    "Idempotency-Key, or the same request after the cart became an order, answers 200 with that order. `invoice` asks for " +
    "an invoice: a company's (its NIP's check digit checked, 400 `invalidNip` at `invoice.nip`; looked up in the White List, " +
    "whose answer is kept with the order, `unknown` when it does not answer) or a private person's; an approved business " +
    "customer's orders always carry its company as the invoice's buyer.",
  security: BEARER,
  request: {
    headers: IdempotencyHeaders,
    body: { required: true, ...jsonContent(PlaceOrderRequest, "Contact, delivery, payment, coupon, comment") },
  },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(PlacedOrder, "Placed: the order and the next step (nothing, the payment page, or the crypto payment)"),
    200: jsonContent(PlacedOrder, "Placed before by the same submission: that order and its next step now"),
    400: failure(
      "VALIDATION_FAILED (also a parcel locker InPost does not know or that is not working: `issues` at " +
        "`delivery.lockerCode`), or PICKUP_SLOT_INVALID (`details.problem`)",
    ),
    401: unauthorized,
    404: failure("NOT_FOUND: unknown city; COUPON_NOT_FOUND"),
    409: failure(
      "CART_EMPTY; CART_CHANGED (`details.changes`: the cart was updated); PRICE_CHANGED (`details.quote`); COUPON_EXPIRED, " +
        "COUPON_USED_UP, COUPON_MIN_ORDER",
    ),
    422: failure("CHECKOUT_RULE (the rule's message; `details.rule`), or IDEMPOTENCY_KEY_REUSED with a different request"),
    503: failure("LOCKERS_UNAVAILABLE: InPost could not be asked about the parcel locker; the order was not placed"),
    ...errorResponses,
  },
});

export function placeOrderRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  // 401 before the body is looked at.
  app.use(PATH, async (c, next) => {
    if (c.req.method === "POST") requireUser(c);
    await next();
  });
  app.openapi(place, async (c) => {
    const result = await placeOrder(
      {
        db: deps.database.db,
        brand: deps.brand,
        payments: deps.payments,
        paymentOptions: deps.paymentOptions,
        // Placing an order queues its e-mail, never a text message.
        mailQueued: deps.emailQueued ?? deps.mailQueued,
        lockers: deps.lockers,
        taxRegistries: deps.taxRegistries,
      },
      {
        user: requireUser(c),
        request: c.req.valid("json"),
        idempotencyKey: c.req.valid("header")["idempotency-key"] ?? null,
        locale: c.var.locale,
        customer: pricingCustomerOf(c),
      },
    );
    if (result.created) {
      const payment = c.req.valid("json").payment;
      deps.orderPlaced?.(payment);
      c.var.logger.info({ orderId: result.placed.order.id, payment }, "order placed");
    }
    c.header("Cache-Control", "private, no-store");
    return result.created ? c.json(result.placed, 201) : c.json(result.placed, 200);
  });
}
