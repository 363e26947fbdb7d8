// Staff create an order's InPost shipment (POST /api/v1/staff/orders/{id}/shipment; docs/orders.md "InPost
// shipments"): a locker parcel of the size staff chose to the order's parcel locker, or a courier parcel to the order's
// address. One per order: under a share lock on the order (its status cannot change meanwhile) the shipment is claimed
// in a short transaction; ShipX is asked with no transaction open (reference = the order id, so Parcel Manager shows
// whose parcel it is); its shipment is written over the claim with the audit row. A repeated or raced create meets the
// shipment (or waits for the claim) and answers it: ShipX is asked once. When ShipX refuses or does not answer, the
// claim is dropped and nothing is stored.
import type { CreateShipmentRequest, StaffOrderShipment } from "@shop/contracts";
import {
  claimOrderShipment,
  findOrderShipment,
  isShipmentClaim,
  lockOrderForShipment,
  releaseShipmentClaim,
  settleShipmentClaim,
  type UserRow,
  writeAudit,
} from "@shop/db";
import { shipmentRefusal, shipmentServiceFor } from "@shop/domain";
import type { Logger } from "pino";
import { AppError } from "../../../core/app-error";
import type { CarrierShipment } from "../../../core/shipments";
import { storeShipmentState } from "./refresh-order-shipment";
import {
  carrierError,
  findOrderForShipment,
  orderShipmentView,
  refusalError,
  SHIPMENT_TEXTS,
  type ShipmentDeps,
  type ShippableOrder,
} from "./shipment-parts";
import { newShipmentOf } from "./shipment-receiver";

/** A claim older than this belongs to a process that died between ShipX and the write: it is taken over. */
const STALE_CLAIM_SECONDS = 120;
/** How long a second create waits for the first one's ShipX call (its timeout is 10 s). */
const WAIT_FOR_CLAIM_MS = 15_000;

export async function createOrderShipment(
  deps: ShipmentDeps,
  staff: UserRow,
  typedId: string,
  request: CreateShipmentRequest,
  logger: Logger,
): Promise<{ created: boolean; view: StaffOrderShipment }> {
  const carrier = deps.shipments;
  if (!carrier) throw new AppError("CONFLICT", { messages: SHIPMENT_TEXTS.notConfigured });
  const { db } = deps.database;
  const found = await findOrderForShipment(db, staff, typedId);
  const { order } = found;
  const service = shipmentServiceFor(order.deliveryMethod);
  const parcelSize = service === "inpost_locker_standard" ? (request.parcelSize ?? null) : null;

  for (let attempt = 0; attempt < 2; attempt++) {
    const outcome = await db.transaction(async (tx) => {
      const locked = await lockOrderForShipment(tx, order.id);
      if (!locked) throw new AppError("NOT_FOUND");
      const existing = await findOrderShipment(tx, order.id);
      if (existing && !isShipmentClaim(existing)) return "exists" as const;
      const refusal = shipmentRefusal({ status: locked.status, delivery: locked.deliveryMethod }, parcelSize);
      if (refusal || !service) throw refusalError(refusal ?? "delivery-method");
      const claim = { orderId: order.id, service, parcelSize, createdBy: staff.id, staleAfterSeconds: STALE_CLAIM_SECONDS };
      const claimed = await claimOrderShipment(tx, claim);
      return claimed.claimed ? ("claimed" as const) : isShipmentClaim(claimed.existing) ? ("in-flight" as const) : ("exists" as const);
    });
    if (outcome === "claimed") return { created: true, view: await sendShipment(deps, staff, found, parcelSize, logger) };
    if (outcome === "exists" || (await claimSettled(deps, order.id)))
      return { created: false, view: orderShipmentView(deps, order, await findOrderShipment(db, order.id)) };
    // The other create gave up (ShipX refused or did not answer): this one tries once itself.
  }
  throw new AppError("CONFLICT", { messages: SHIPMENT_TEXTS.inProgress });
}

/** Waits for another call's claim: true once its shipment is stored, false when the claim went away; 409 when it stays. */
async function claimSettled(deps: ShipmentDeps, orderId: string): Promise<boolean> {
  const until = Date.now() + WAIT_FOR_CLAIM_MS;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const row = await findOrderShipment(deps.database.db, orderId);
    if (!row) return false;
    if (!isShipmentClaim(row)) return true;
  }
  throw new AppError("CONFLICT", { messages: SHIPMENT_TEXTS.inProgress });
}

/** This call holds the claim: ShipX makes the shipment, then it is written over the claim with the audit row. */
async function sendShipment(
  deps: ShipmentDeps,
  staff: UserRow,
  { order, city }: ShippableOrder,
  parcelSize: ReturnType<typeof newShipmentOf>["parcelSize"],
  logger: Logger,
): Promise<StaffOrderShipment> {
  const { db } = deps.database;
  const carrier = deps.shipments as NonNullable<ShipmentDeps["shipments"]>;
  const shipment = newShipmentOf(order, city, parcelSize);
  let made: CarrierShipment;
  try {
    made = await carrier.createShipment(shipment);
  } catch (error) {
    await releaseShipmentClaim(db, order.id);
    throw carrierError(error, logger, { orderId: order.id }, "shipment not created");
  }
  const settled = await db.transaction(async (tx) => {
    const row = await settleShipmentClaim(tx, { orderId: order.id, shipmentId: made.id, status: made.status, trackingNumber: null });
    if (!row) return null;
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "order.shipment",
      entityType: "order",
      entityId: order.id,
      cityId: order.cityId,
      before: null,
      after: { shipmentId: made.id, service: shipment.service, parcelSize: shipment.parcelSize, target: shipment.targetPoint },
    });
    return row;
  });
  if (!settled) {
    // The claim was taken over (this call outlived its staleness): the other call's shipment stands.
    logger.error({ orderId: order.id, shipmentId: made.id }, "InPost shipment made twice for one order; canceling this one");
    await carrier
      .cancelShipment(made.id)
      .catch((error) => logger.error({ err: error, shipmentId: made.id }, "cancel it in Parcel Manager"));
  } else {
    logger.info({ orderId: order.id, shipmentId: made.id, service: shipment.service }, "InPost shipment created");
    // Rarely ShipX answers with the tracking number already: the customer's e-mail goes out with it.
    if (made.trackingNumber) await storeShipmentState(deps, { ...made, orderId: order.id, shipmentId: made.id });
  }
  return orderShipmentView(deps, order, await findOrderShipment(db, order.id));
}
