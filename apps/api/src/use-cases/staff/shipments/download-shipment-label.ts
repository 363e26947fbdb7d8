// The label of an order's shipment (GET /api/v1/staff/orders/{id}/shipment/label): ShipX's PDF, streamed through as
// it comes, for staff to print and stick on the parcel. ShipX has it once InPost bought the shipment ("confirmed").
import { findOrderShipment, isShipmentClaim, type UserRow } from "@shop/db";
import { formatOrderId } from "@shop/domain";
import type { Logger } from "pino";
import { AppError } from "../../../core/app-error";
import type { LabelType } from "../../../core/shipments";
import { carrierError, findOrderForShipment, SHIPMENT_TEXTS, type ShipmentDeps } from "./shipment-parts";

export interface ShipmentLabel {
  body: ReadableStream<Uint8Array>;
  contentType: "application/pdf";
  filename: string;
}

export async function downloadShipmentLabel(
  deps: ShipmentDeps,
  staff: UserRow,
  typedId: string,
  type: LabelType,
  logger: Logger,
): Promise<ShipmentLabel> {
  const carrier = deps.shipments;
  if (!carrier) throw new AppError("CONFLICT", { messages: SHIPMENT_TEXTS.notConfigured });
  const { db } = deps.database;
  const { order } = await findOrderForShipment(db, staff, typedId);
  const row = await findOrderShipment(db, order.id);
  if (!row || isShipmentClaim(row)) throw new AppError("NOT_FOUND", { messages: SHIPMENT_TEXTS.noShipment });
  try {
    const label = await carrier.label(row.shipmentId, type);
    return { body: label.body, contentType: "application/pdf", filename: `inpost-${formatOrderId(order.id)}.pdf` };
  } catch (error) {
    // ShipX's invalid_action: the shipment is not bought yet, so it has no label.
    if ((error as { code?: unknown }).code === "invalid_action") throw new AppError("CONFLICT", { messages: SHIPMENT_TEXTS.labelNotReady });
    throw carrierError(error, logger, { orderId: order.id, shipmentId: row.shipmentId }, "label not downloaded");
  }
}
