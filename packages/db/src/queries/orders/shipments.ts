// An order's InPost shipment (issue 19; docs/orders.md "InPost shipments"): one row per order. Creating one is
// claimed first (a row whose shipment_id is "claim:<order id>", in a short transaction), ShipX is asked with no
// transaction open, and its shipment is then written over the claim (or the claim deleted when ShipX did not make
// one). So a repeated or raced create finds the claim or the shipment and never asks ShipX twice.
import { and, asc, eq, getTableColumns, not, notInArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../client";
import { orderShipments, orders, users } from "../../schema";

export type OrderShipmentRow = typeof orderShipments.$inferSelect;

const CLAIM = "claim:";
const claimOf = (orderId: string) => `${CLAIM}${orderId}`;

/** A claim: a create in flight (or one whose process died: stale after a while). */
export const isShipmentClaim = (row: { shipmentId: string }) => row.shipmentId.startsWith(CLAIM);

/** The order's shipment row (a claim included) and who created it; null when it has none. */
export async function findOrderShipment(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      ...getTableColumns(orderShipments),
      creator: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(orderShipments)
    .leftJoin(users, eq(users.id, orderShipments.createdBy))
    .where(eq(orderShipments.orderId, orderId));
  return row ?? null;
}

/** The order's status and delivery, share-locked until the transaction ends (a status change waits for it). */
export async function lockOrderForShipment(tx: Tx, orderId: string) {
  const [row] = await tx
    .select({ status: orders.status, deliveryMethod: orders.deliveryMethod })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for("share");
  return row ?? null;
}

export interface ShipmentClaim {
  orderId: string;
  service: OrderShipmentRow["service"];
  parcelSize: OrderShipmentRow["parcelSize"];
  createdBy: number;
  /** A claim older than this is taken over (its process died between ShipX and the write). */
  staleAfterSeconds: number;
}

/** Claims the order's shipment for this call; otherwise the row already there (a shipment, or a live claim). */
export async function claimOrderShipment(
  tx: Tx,
  claim: ShipmentClaim,
): Promise<{ claimed: true } | { claimed: false; existing: OrderShipmentRow }> {
  const { orderId, service, parcelSize, createdBy } = claim;
  const values = { service, parcelSize, createdBy, status: "requesting" };
  const inserted = await tx
    .insert(orderShipments)
    .values({ orderId, shipmentId: claimOf(orderId), ...values })
    .onConflictDoNothing({ target: orderShipments.orderId })
    .returning({ orderId: orderShipments.orderId });
  if (inserted.length > 0) return { claimed: true };
  const stale = sql`${orderShipments.updatedAt} < now() - make_interval(secs => ${claim.staleAfterSeconds})`;
  const taken = await tx
    .update(orderShipments)
    .set({ ...values, createdAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.shipmentId, claimOf(orderId)), stale))
    .returning({ orderId: orderShipments.orderId });
  if (taken.length > 0) return { claimed: true };
  const [existing] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, orderId));
  if (!existing) throw new Error(`the shipment of order ${orderId} vanished while claimed`);
  return { claimed: false, existing };
}

export interface ShipmentState {
  orderId: string;
  shipmentId: string;
  status: string;
  trackingNumber: string | null;
}

/** Writes ShipX's new shipment over this call's claim; null when the claim is no longer there. */
export async function settleShipmentClaim(tx: Tx, state: ShipmentState): Promise<OrderShipmentRow | null> {
  const [row] = await tx
    .update(orderShipments)
    .set({ shipmentId: state.shipmentId, status: state.status, trackingNumber: state.trackingNumber, updatedAt: sql`now()` })
    .where(and(eq(orderShipments.orderId, state.orderId), eq(orderShipments.shipmentId, claimOf(state.orderId))))
    .returning();
  return row ?? null;
}

/** Drops this order's claim: ShipX made no shipment. */
export async function releaseShipmentClaim(db: DbOrTx, orderId: string): Promise<void> {
  await db.delete(orderShipments).where(and(eq(orderShipments.orderId, orderId), eq(orderShipments.shipmentId, claimOf(orderId))));
}

/**
 * ShipX's status (and the tracking number, which once known never changes) of a shipment, under its row's lock;
 * `trackingNumberNew` is true for the one write that first stored the tracking number. Null: no such shipment.
 */
export async function saveShipmentProgress(
  tx: Tx,
  state: ShipmentState,
): Promise<{ row: OrderShipmentRow; trackingNumberNew: boolean } | null> {
  const where = and(eq(orderShipments.orderId, state.orderId), eq(orderShipments.shipmentId, state.shipmentId));
  const [current] = await tx.select().from(orderShipments).where(where).for("update");
  if (!current) return null;
  const trackingNumber = current.trackingNumber ?? state.trackingNumber;
  const [row] = await tx
    .update(orderShipments)
    .set({ status: state.status, trackingNumber, updatedAt: sql`now()` })
    .where(where)
    .returning();
  if (!row) return null;
  return { row, trackingNumberNew: current.trackingNumber === null && trackingNumber !== null };
}

/**
 * Shipments to ask ShipX about again, checked longest ago first: not claims, not in a final status; one still
 * without a tracking number after `waitingSeconds`, the others after `trackedSeconds`.
 */
export async function findShipmentsToTrack(
  db: DbOrTx,
  options: { finalStatuses: string[]; waitingSeconds: number; trackedSeconds: number; limit: number },
): Promise<OrderShipmentRow[]> {
  const { finalStatuses, waitingSeconds, trackedSeconds, limit } = options;
  const due = sql`${orderShipments.updatedAt} < now() - make_interval(secs => case when ${orderShipments.trackingNumber} is null
    then ${waitingSeconds}::int else ${trackedSeconds}::int end)`;
  return db
    .select()
    .from(orderShipments)
    .where(and(not(sql`${orderShipments.shipmentId} like ${`${CLAIM}%`}`), notInArray(orderShipments.status, finalStatuses), due))
    .orderBy(asc(orderShipments.updatedAt))
    .limit(limit);
}

/** The tracking number of the order's parcel, once InPost gave it one. */
export async function findOrderTrackingNumber(db: DbOrTx, orderId: string): Promise<string | null> {
  const [row] = await db
    .select({ trackingNumber: orderShipments.trackingNumber })
    .from(orderShipments)
    .where(eq(orderShipments.orderId, orderId));
  return row?.trackingNumber ?? null;
}
