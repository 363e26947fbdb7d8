// An order's InPost shipment for staff (issue 19; docs/orders.md "InPost shipments"): its section of the order page
// (with ShipX's latest status), creating it, and its label. Mounted by staff-orders.ts: staffRoutes' guard answers
// everybody but staff 404 first; a city manager acts on their cities' orders only.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { CreateShipmentRequest, LabelQuery, StaffOrderShipment } from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireStaff } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { createOrderShipment } from "../use-cases/staff/shipments/create-order-shipment";
import { downloadShipmentLabel } from "../use-cases/staff/shipments/download-shipment-label";
import { getOrderShipment } from "../use-cases/staff/shipments/get-order-shipment";
import { BEARER } from "./openapi-parts";
import { OrderParams } from "./orders";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const noOrder = failure("No order with this id (or not staff, or another city's order for a city manager)");

const read = createRoute({
  method: "get",
  path: "/api/v1/staff/orders/{orderId}/shipment",
  tags: [TAG],
  summary: "An order's InPost shipment",
  description:
    "Whether InPost (ShipX) is configured, what a shipment of the order would be (`service`: locker or courier; null for other " +
    "deliveries), why one may not be created now (`refusal`), whether a create is in flight, and the shipment: ShipX is asked " +
    "for its status first (a tracking number seen for the first time e-mails the customer).",
  security: BEARER,
  request: { params: OrderParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffOrderShipment, "The order's shipment section"), 404: noOrder, ...errorResponses },
});

const create = createRoute({
  method: "post",
  path: "/api/v1/staff/orders/{orderId}/shipment",
  tags: [TAG],
  summary: "Create an order's InPost shipment",
  description:
    "Of an APPROVED parcel-locker order (to its parcel locker, in the `parcelSize` chosen: small A, medium B, large C) or courier " +
    "order (to its address, in the shop's standard box), through ShipX with the order id as reference. One per order: a repeated " +
    "or concurrent create answers the shipment there is (200). Audited (`order.shipment`). 409 CONFLICT when InPost is not " +
    "configured, the order is not a locker or courier order or not APPROVED; 422 SHIPMENT_REFUSED with ShipX's reason when it " +
    "refuses the data (a bad phone…); 503 SHIPPING_PROVIDER_UNAVAILABLE when ShipX does not answer. Refused or unanswered, nothing is stored.",
  security: BEARER,
  request: { params: OrderParams, body: { required: true, ...jsonContent(CreateShipmentRequest, "The parcel's size") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffOrderShipment, "The order already had this shipment"),
    201: jsonContent(StaffOrderShipment, "The shipment was created"),
    400: failure("A locker parcel without its size, or a malformed request"),
    404: noOrder,
    409: failure("CONFLICT: InPost not configured, an order InPost does not carry or not approved, or a create in flight"),
    422: failure("SHIPMENT_REFUSED: ShipX refused the order's data (its reason in the message)"),
    503: failure("SHIPPING_PROVIDER_UNAVAILABLE: ShipX did not answer; nothing was created"),
    ...errorResponses,
  },
});

const label = createRoute({
  method: "get",
  path: "/api/v1/staff/orders/{orderId}/shipment/label",
  tags: [TAG],
  summary: "The label of an order's InPost shipment",
  description:
    "ShipX's PDF, streamed as an attachment (`inpost-{order}.pdf`): A6 by default (`type=normal`: A4; courier parcels have A6 " +
    "only). 404 when the order has no shipment; 409 CONFLICT until InPost has confirmed it; 503 when ShipX does not answer.",
  security: BEARER,
  request: { params: OrderParams, query: LabelQuery },
  parameters: [localeHeader],
  responses: {
    200: { description: "The label (a PDF attachment)", content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } } },
    404: failure("No such order, or it has no shipment"),
    409: failure("CONFLICT: InPost not configured, or the shipment not confirmed yet"),
    422: failure("SHIPMENT_REFUSED: ShipX refused the label"),
    503: failure("SHIPPING_PROVIDER_UNAVAILABLE: ShipX did not answer"),
    ...errorResponses,
  },
});

export function staffShipmentRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(read, async (c) => {
    return c.json(await getOrderShipment(deps, requireStaff(c), c.req.valid("param").orderId, c.var.logger), 200);
  });
  app.openapi(create, async (c) => {
    const staff = requireStaff(c);
    const { orderId } = c.req.valid("param");
    const { created, view } = await createOrderShipment(deps, staff, orderId, c.req.valid("json"), c.var.logger);
    return created ? c.json(view, 201) : c.json(view, 200);
  });
  app.openapi(label, async (c) => {
    const staff = requireStaff(c);
    const { body, contentType, filename } = await downloadShipmentLabel(
      deps,
      staff,
      c.req.valid("param").orderId,
      c.req.valid("query").type,
      c.var.logger,
    );
    return c.body(body, 200, { "Content-Type": contentType, "Content-Disposition": `attachment; filename="${filename}"` });
  });
}
