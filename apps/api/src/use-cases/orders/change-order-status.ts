// An order's status changes (docs/orders.md "Status changes"; decisions.md "Checkout and orders"): the order is
// locked, the status machine (packages/domain) decides, the status and one history row are written and the
// customer's "status changed" e-mail is queued, all in one transaction. A cancellation gives back the reserved
// stock and the coupon use exactly once, however many cancellations race: stock_returned_at is claimed by one.
// A referred customer's first completed order gives the referrer a personal coupon (decisions.md).
import {
  claimOrderStockReturn,
  type Db,
  expirePendingPaymentsOfOrder,
  lockOrderForStatusChange,
  releaseOrderCouponUse,
  returnOrderReservations,
  rewardReferrerOnFirstCompletedOrder,
  type schema,
  type Tx,
  writeAudit,
  writeOrderStatus,
} from "@shop/db";
import { type OrderActor, type OrderStatus, type TransitionRefusal, transition } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { notifyBackInStock } from "../catalogue/notify-back-in-stock";
import { issueCorrectionIn, issueOrderInvoiceIn } from "../invoicing/issue-invoice";
import { TRANSITION_REFUSAL_MESSAGES } from "./order-transition-messages";
import { type OrderEffects, queueOrderEmail } from "./queue-order-email";
import { queueOrderSms } from "./queue-order-sms";

export type OrderRow = typeof schema.orders.$inferSelect;

export interface StatusChange {
  to: OrderStatus;
  actor: OrderActor;
  actorUserId?: number | null;
  /** Staff checked the customer's ID (18+): needed to hand over a TPD pickup order. */
  idChecked?: boolean;
  /**
   * The system's cancellation: the payment deadline has passed. When the caller does not say, it is taken from
   * the order: pay_until earlier than the database's now().
   */
  paymentExpired?: boolean;
  /**
   * The system's cancellation of a READY_FOR_PICKUP order: its pickup hold has ended (issue 33). When the caller does
   * not say, it is taken from the order: pickup_hold_until earlier than the database's now().
   */
  pickupHoldEnded?: boolean;
  /** Why (a cancellation's reason): kept in the history; staff's and the customer's are shown in the e-mail too. */
  note?: string;
}

/** The effects of the API's deps: its brand, the shop's public origin and the mail (and SMS) workers' wake-up. */
export const orderEffectsOf = (deps: Pick<ApiDeps, "brand" | "paymentOptions" | "mailQueued" | "invoicing">) => ({
  brand: deps.brand,
  publicOrigin: deps.paymentOptions.publicOrigin,
  mailQueued: deps.mailQueued,
  invoicing: deps.invoicing,
});

export type StatusChangeResult = { ok: true; order: OrderRow } | { ok: false; reason: TransitionRefusal | "not-found" };

/** The history's note of a TPD order handed over after the ID check. */
const ID_CHECK_NOTE = "ID checked (18+)";

/** In the caller's transaction (payments use it): lock, check, write, queue the e-mail. */
export async function changeOrderStatusIn(
  tx: Tx,
  orderId: string,
  change: StatusChange,
  effects: OrderEffects,
): Promise<StatusChangeResult> {
  const locked = await lockOrderForStatusChange(tx, orderId);
  if (!locked) return { ok: false, reason: "not-found" };
  const { order } = locked;
  const facts = { status: order.status, payment: order.paymentMethod, delivery: order.deliveryMethod, tpd: order.tpd };
  const paymentExpired = change.paymentExpired ?? (change.actor === "system" && change.to === "CANCELED" && locked.payUntilPassed);
  const pickupHoldEnded = change.pickupHoldEnded ?? (change.actor === "system" && change.to === "CANCELED" && locked.pickupHoldPassed);
  const result = transition(facts, change.to, {
    actor: change.actor,
    idChecked: change.idChecked ?? false,
    paymentExpired,
    pickupHoldEnded,
  });
  if (!result.ok) return { ok: false, reason: result.reason };

  const handedOverWithIdCheck =
    order.tpd &&
    order.deliveryMethod === "local-pickup" &&
    order.status === "READY_FOR_PICKUP" &&
    change.to === "COMPLETED" &&
    !!change.idChecked;
  const note = handedOverWithIdCheck ? [ID_CHECK_NOTE, change.note].filter(Boolean).join("; ") : (change.note ?? null);
  const actorUserId = change.actorUserId ?? null;
  const updated = await writeOrderStatus(tx, {
    orderId,
    from: order.status,
    to: change.to,
    actor: change.actor,
    actorUserId,
    note,
    idCheckedBy: handedOverWithIdCheck ? { userId: actorUserId } : undefined,
  });

  const stockReturnedAt = result.returnsStock ? await claimOrderStockReturn(tx, orderId) : null;
  if (stockReturnedAt) {
    await returnOrderReservations(tx, orderId, order.cityId, { actor: change.actor, actorUserId });
    await releaseOrderCouponUse(tx, orderId, order.couponId);
    await expirePendingPaymentsOfOrder(tx, orderId);
    // Back in stock (issue 18): the reservations given back may bring the city's alerts their one e-mail.
    await notifyBackInStock(tx, effects, [order.cityId]);
  }
  if (change.actor === "staff")
    await writeAudit(tx, {
      actorUserId,
      action: "order.status",
      entityType: "order",
      entityId: orderId,
      cityId: order.cityId,
      before: { status: order.status },
      after: { status: change.to, ...(handedOverWithIdCheck ? { idChecked: true } : {}), ...(change.note ? { note: change.note } : {}) },
    });
  if (change.to === "COMPLETED") await rewardReferrerOnFirstCompletedOrder(tx, { id: orderId, userId: order.userId });
  // A person's note (staff's, or the customer's reason) is e-mailed; the system's are technical and stay in the history.
  const mailNote = change.actor !== "system" && change.note ? { note: change.note } : {};
  // The system cancels a READY_FOR_PICKUP order only at its hold's end: the e-mail says it was not collected.
  const holdEnded = change.actor === "system" && order.status === "READY_FOR_PICKUP" && change.to === "CANCELED";
  await queueOrderEmail(tx, orderId, { kind: "order-status", ...mailNote, ...(holdEnded ? { holdEnded } : {}) }, effects);
  // The customer who asked for text messages learns by SMS too that the order waits in the store (issue 33).
  if (change.to === "READY_FOR_PICKUP") await queueOrderSms(tx, orderId, "ready-for-pickup", effects);
  // Invoices (issue 34): issued when the order is paid or completed (paid in the store), corrected when it is canceled.
  // Last, so the series' counter (locked until commit: numbers without gaps) is held for as short a time as can be.
  if (change.to === "PAID" || change.to === "COMPLETED") await issueOrderInvoiceIn(tx, orderId, effects.invoicing);
  if (change.to === "CANCELED") await issueCorrectionIn(tx, orderId, { kind: "cancel" }, "cancel", effects.invoicing, actorUserId);
  return { ok: true, order: stockReturnedAt ? { ...updated, stockReturnedAt } : updated };
}

/** Its own transaction; refusals become AppError ORDER_TRANSITION_REFUSED (message per reason) or NOT_FOUND; wakes the mail worker after commit. */
export async function changeOrderStatus(
  db: Db,
  orderId: string,
  change: StatusChange,
  effects: OrderEffects & { mailQueued?: (() => void) | undefined },
): Promise<OrderRow> {
  const result = await db.transaction((tx) => changeOrderStatusIn(tx, orderId, change, effects));
  if (!result.ok) {
    if (result.reason === "not-found") throw new AppError("NOT_FOUND");
    throw new AppError("ORDER_TRANSITION_REFUSED", {
      messages: TRANSITION_REFUSAL_MESSAGES[result.reason],
      details: { reason: result.reason },
    });
  }
  effects.mailQueued?.();
  return result.order;
}
