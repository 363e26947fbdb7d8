// Asks ShipX how a shipment is doing and stores it (staff opening the order, and the tracker's passes). The first
// time a tracking number comes, the customer is e-mailed it (the "order status" e-mail of an approved order says the
// parcel is on its way; an SMS too when they asked for text messages), in the transaction that stores it: exactly
// once, however many refreshes race.
import { isShipmentClaim, lockOrderForShipment, type OrderShipmentRow, saveShipmentProgress } from "@shop/db";
import { isFinalShipmentStatus } from "@shop/domain";
import type { Logger } from "pino";
import type { CarrierShipment } from "../../../core/shipments";
import { orderEffectsOf } from "../../orders/change-order-status";
import { queueOrderEmail } from "../../orders/queue-order-email";
import { queueOrderSms } from "../../orders/queue-order-sms";
import type { ShipmentDeps } from "./shipment-parts";

/** Whether ShipX has anything new to say about it: a real shipment, not yet delivered, returned or canceled. */
export const worthRefreshing = (row: Pick<OrderShipmentRow, "shipmentId" | "status">) =>
  !isShipmentClaim(row) && !isFinalShipmentStatus(row.status);

/**
 * Stores ShipX's word on the shipment; when ShipX does not answer, the stored one stays (logged). Answers whether the
 * row changed, and whether the tracking number was new.
 */
export async function refreshOrderShipment(
  deps: ShipmentDeps,
  row: Pick<OrderShipmentRow, "orderId" | "shipmentId" | "status">,
  logger: Logger,
): Promise<{ refreshed: boolean; trackingNumberNew: boolean }> {
  const carrier = deps.shipments;
  if (!carrier || !worthRefreshing(row)) return { refreshed: false, trackingNumberNew: false };
  let now: CarrierShipment;
  try {
    now = await carrier.getShipment(row.shipmentId);
  } catch (error) {
    logger.warn({ orderId: row.orderId, shipmentId: row.shipmentId, err: error }, "InPost shipment status not read; the stored one stays");
    return { refreshed: false, trackingNumberNew: false };
  }
  return storeShipmentState(deps, { ...now, orderId: row.orderId, shipmentId: row.shipmentId });
}

/** Writes a shipment's state; the customer's e-mail goes with its first tracking number while the order is APPROVED. */
export async function storeShipmentState(
  deps: ShipmentDeps,
  state: CarrierShipment & { orderId: string; shipmentId: string },
): Promise<{ refreshed: boolean; trackingNumberNew: boolean }> {
  const effects = orderEffectsOf(deps);
  const saved = await deps.database.db.transaction(async (tx) => {
    const result = await saveShipmentProgress(tx, {
      orderId: state.orderId,
      shipmentId: state.shipmentId,
      status: state.status,
      trackingNumber: state.trackingNumber,
    });
    if (!result?.trackingNumberNew) return result;
    const order = await lockOrderForShipment(tx, state.orderId);
    // A completed or canceled order has had its last e-mail: the parcel shows on its page. The customer who asked
    // for text messages gets "on its way" with InPost's tracking link too (issue 33), in this same transaction: once.
    if (order?.status === "APPROVED") {
      await queueOrderEmail(tx, state.orderId, { kind: "order-status" }, effects);
      await queueOrderSms(tx, state.orderId, "on-its-way", effects);
    }
    return result;
  });
  if (saved?.trackingNumberNew) effects.mailQueued?.();
  return { refreshed: saved !== null, trackingNumberNew: saved?.trackingNumberNew ?? false };
}
