// A pickup order's hold as its pages show it (issue 33): waiting in its store until when while READY_FOR_PICKUP, or
// canceled by the system at the hold's end (the only way the system cancels an order that had a hold).
import type { PickupHold } from "@shop/contracts";
import type { OrderStatus } from "@shop/domain";

interface HeldOrder {
  status: OrderStatus;
  pickupReadyAt: Date | null;
  pickupHoldUntil: Date | null;
  pickupRemindedAt: Date | null;
}

const DAY_MS = 24 * 3600 * 1000;

/** The hold's length in whole days (as set when the order became ready; at least 1). */
export const holdDaysOf = (readyAt: Date, until: Date) => Math.max(1, Math.round((until.getTime() - readyAt.getTime()) / DAY_MS));

/** Whether a canceled order was canceled at its hold's end: it had a hold and the system canceled it. */
const canceledAtHoldEnd = (order: HeldOrder, canceledBy: "staff" | "customer" | "system" | null) =>
  order.status === "CANCELED" && order.pickupHoldUntil !== null && canceledBy === "system";

/** The hold to show, or undefined (no hold, or one that ended otherwise: handed over, or canceled by staff). */
export function pickupHoldOf(
  order: HeldOrder,
  store: { address: string } | null,
  canceledBy: "staff" | "customer" | "system" | null,
): PickupHold | undefined {
  const { pickupReadyAt: readyAt, pickupHoldUntil: until } = order;
  if (!store || !readyAt || !until) return undefined;
  const ended = canceledAtHoldEnd(order, canceledBy);
  if (order.status !== "READY_FOR_PICKUP" && !ended) return undefined;
  return {
    store: store.address,
    readyAt: readyAt.toISOString(),
    until: until.toISOString(),
    days: holdDaysOf(readyAt, until),
    remindedAt: order.pickupRemindedAt?.toISOString() ?? null,
    ended,
  };
}
