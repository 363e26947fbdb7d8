// Staff's orders (issues 6 and 7): the list by city, status, payment, delivery and date, one order with
// everything about it, moving an order along the status machine, and a minimal stock tool; the lost crypto
// transfers are in staff-lost-transfers.ts. staffRoutes' guard answers everybody but staff 404 before anything
// else is looked at; a city manager sees and changes their cities' orders and offers only.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  OrderRefund,
  OrderTransitionRequest,
  RefundRequest,
  StaffOrder,
  StaffOrderCities,
  StaffOrderDetail,
  StaffOrderList,
  StaffOrderQuery,
} from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireStaff, requireStepUp } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { stockAlertEffectsOf } from "../use-cases/catalogue/notify-back-in-stock";
import { setOfferStock } from "../use-cases/staff/offers/set-offer-stock";
import { getStaffOrder } from "../use-cases/staff/orders/get-staff-order";
import { listStaffOrderCities } from "../use-cases/staff/orders/list-staff-order-cities";
import { listStaffOrders } from "../use-cases/staff/orders/list-staff-orders";
import { changeStaffOrderStatus } from "../use-cases/staff/orders/order-staff-status";
import { refundOrderPayment } from "../use-cases/staff/payments/refund-order-payment";
import { BEARER } from "./openapi-parts";
import { OrderParams } from "./orders";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";
import { staffLostTransferRoutes } from "./staff-lost-transfers";
import { staffShipmentRoutes } from "./staff-shipments";

const TAG = "Staff";
const notStaff = failure("Not staff, or an order or offer of a city the city manager does not run");

const OfferStockUpdate = z
  .object({
    stock: z
      .number()
      .int()
      .min(0)
      .max(1_000_000)
      .describe("The city's total (a rise goes to its first store, a fall is taken from its stores in order), or a store's units"),
    store: z.number().int().positive().max(2_147_483_647).optional().describe("A store of the city: `stock` is its units"),
    visible: z.boolean().optional().describe("Shown in the city's catalogue (unchanged when absent)"),
  })
  .meta({ id: "OfferStockUpdate" });
const OfferStock = z
  .object({
    stock: z.number().int().describe("The city's units: the sum over its stores"),
    visible: z.boolean(),
    storeStock: z.record(z.string(), z.number().int()).describe("Units per store, by store id"),
  })
  .meta({ id: "OfferStock" });
const OfferParams = z.object({
  city: z.string().min(1).max(64).describe("The city's slug").meta({ example: "warszawa" }),
  productId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }),
});

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/orders",
  tags: [TAG],
  summary: "Orders",
  description:
    "Newest first, 50 a page (`page`, from 1). Filters: `city` (slug), `status`, `payment`, `delivery`, `from` and `to` (placed " +
    "on or after / on or before: a day in shop time, whole, or an ISO instant), and `q`: an order id (as typed: case, dashes " +
    "and O/I/L are forgiven), part of the customer's e-mail (any case) or phone digits. Each order lists the statuses staff may " +
    "move it to now (`next`) and whether handing it over needs the ID (18+) check (`needsIdCheck`). A city manager gets " +
    "their cities' orders only.",
  security: BEARER,
  request: { query: StaffOrderQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffOrderList, "One page of orders and how many match in all"),
    400: failure("A filter is malformed"),
    404: notStaff,
    ...errorResponses,
  },
});

const one = createRoute({
  method: "get",
  path: "/api/v1/staff/orders/{orderId}",
  tags: [TAG],
  summary: "One order",
  description:
    "Its lines, totals, customer (with the account's user id), delivery, payment (the latest attempt, crypto details), status " +
    "history with who made each change, the statuses staff may move it to now (`next`, through POST …/status), whether handing " +
    "it over needs the ID check, and any crypto transfer of its amount that came too late (`lostTransfers`).",
  security: BEARER,
  request: { params: OrderParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffOrderDetail, "The order"),
    404: failure("No order with this id (or not staff, or another city's order for a city manager)"),
    ...errorResponses,
  },
});

const cities = createRoute({
  method: "get",
  path: "/api/v1/staff/order-cities",
  tags: [TAG],
  summary: "The cities whose orders the caller sees",
  description: "Every city for an admin, their own for a city manager: what the order list's city filter offers.",
  security: BEARER,
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffOrderCities, "The cities"), 404: notStaff, ...errorResponses },
});

const move = createRoute({
  method: "post",
  path: "/api/v1/staff/orders/{orderId}/status",
  tags: [TAG],
  summary: "Move an order to another status",
  description:
    "Along the status machine (decisions.md): CREATED → APPROVED (in-store payment), PAID → APPROVED, APPROVED → " +
    "READY_FOR_PICKUP (pickup) or COMPLETED (delivery), READY_FOR_PICKUP → COMPLETED (a TPD order needs `idChecked: true`), any " +
    "open status → CANCELED (the stock and coupon use come back once). The change is recorded with the staff member and " +
    "e-mailed to the customer. A refused move changes nothing: 409 ORDER_TRANSITION_REFUSED with the reason in `details`.",
  security: BEARER,
  request: { params: OrderParams, body: { required: true, ...jsonContent(OrderTransitionRequest, "The new status") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffOrder, "The order as now stored"),
    400: failure("The request is malformed"),
    404: failure("No order with this id (or not staff, or another city's order for a city manager)"),
    409: failure("ORDER_TRANSITION_REFUSED: the move is not allowed now (the message says why)"),
    ...errorResponses,
  },
});

const refund = createRoute({
  method: "post",
  path: "/api/v1/staff/orders/{orderId}/refund",
  tags: [TAG],
  summary: "Refund (part of) an order's Przelewy24 payment",
  description:
    "Gives `amount` grosze back through Przelewy24, at most what the paid payment has left (two staff at once cannot give back " +
    "more). Audited. P24 accepts it now and reports it done or rejected later (the refunds' `status` on the order). 409 CONFLICT " +
    "when the order has no paid Przelewy24 payment, the amount is more than is left, or P24 refuses (its reason in the message); " +
    "503 PAYMENT_PROVIDER_UNAVAILABLE when P24 does not answer (nothing refunded). A step-up action: the session must have " +
    "proved a second factor within the last 5 minutes (POST /api/v1/auth/step-up), else 403 STEP_UP_REQUIRED.",
  security: BEARER,
  request: { params: OrderParams, body: { required: true, ...jsonContent(RefundRequest, "How much, and why") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(z.array(OrderRefund), "The order's refunds, newest first"),
    400: failure("The request is malformed"),
    403: failure("STEP_UP_REQUIRED: no second factor proved in the last 5 minutes; nothing was refunded"),
    404: notStaff,
    409: failure("CONFLICT: nothing to refund, too much, or refused by P24"),
    503: failure("PAYMENT_PROVIDER_UNAVAILABLE: P24 did not answer; nothing was refunded"),
    ...errorResponses,
  },
});

const stock = createRoute({
  method: "put",
  path: "/api/v1/staff/offers/{city}/{productId}",
  tags: [TAG],
  summary: "Set a product's stock (and visibility) in a city",
  description:
    "A minimal stock tool beside the back office's offers. Stock is held per store: `stock` is the city's total (a rise goes to " +
    "the city's first store, a fall is taken from its stores in their order), or with `store` that store's units. Carts holding " +
    "more than the new stock are cut to it on their next read. Audited as `offer.stock` with each store's units.",
  security: BEARER,
  request: { params: OfferParams, body: { required: true, ...jsonContent(OfferStockUpdate, "The new stock") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(OfferStock, "The offer as now stored"),
    400: failure("The stock is not a whole number of at least 0, the product is a bundle, or the city has no store to hold it"),
    404: failure("The city has no offer of this product or no such store (or not staff, or not a city the city manager runs)"),
    ...errorResponses,
  },
});

export function staffOrderRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  app.openapi(list, async (c) => {
    return c.json(await listStaffOrders(db(), requireStaff(c), c.req.valid("query"), c.var.locale), 200);
  });
  app.openapi(cities, async (c) => c.json(await listStaffOrderCities(db(), requireStaff(c), c.var.locale), 200));
  app.openapi(one, async (c) => {
    return c.json(await getStaffOrder(deps, requireStaff(c), c.req.valid("param").orderId, c.var.locale), 200);
  });
  app.openapi(move, async (c) => {
    const staff = requireStaff(c);
    const { orderId } = c.req.valid("param");
    const changed = await changeStaffOrderStatus(deps, staff, orderId, c.req.valid("json"), c.var.locale);
    c.var.logger.info({ orderId, to: c.req.valid("json").to, staffId: staff.id }, "order status changed by staff");
    return c.json(changed, 200);
  });
  app.openapi(refund, async (c) => {
    const staff = requireStaff(c);
    requireStepUp(c);
    return c.json(await refundOrderPayment(deps, staff, c.req.valid("param").orderId, c.req.valid("json"), c.var.logger), 200);
  });
  app.openapi(stock, async (c) => {
    const staff = requireStaff(c);
    const { city, productId } = c.req.valid("param");
    const alerts = { effects: stockAlertEffectsOf(deps), mailQueued: deps.mailQueued };
    return c.json(await setOfferStock(db(), staff, { city, productId, ...c.req.valid("json") }, c.var.locale, alerts), 200);
  });
  staffLostTransferRoutes(app, deps);
  staffShipmentRoutes(app, deps);
}
