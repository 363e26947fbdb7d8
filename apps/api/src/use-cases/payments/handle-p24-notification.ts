// Przelewy24's status notification (POST /api/v1/payments/p24/status; docs/adr/0016). It is believed only when its
// sign (SHA-384 with the CRC key), merchant, point of sale, currency and amounts are the shop's: anything else is
// refused and logged for staff, and changes nothing. A believed one is stored (P24 resends it until the payment is
// verified; each delivery is kept once) and the payment is confirmed with P24's verify (confirm-p24-payment.ts).
// A verification that fails is answered 503, so P24 sends it again, and the payment job retries it meanwhile.
import { findPaymentSession, recordPaymentEvent } from "@shop/db";
import type { Logger } from "pino";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { P24_PROVIDER } from "../../payments/online";
import { type StatusNotification, statusNotificationSchema, verifyNotificationSign } from "../../payments/p24/sign";
import { type ConfirmOutcome, confirmP24Payment } from "./confirm-p24-payment";

/** The kind of a stored, believed status notification (the retry job reads them back). */
export const P24_STATUS_EVENT = "p24.status";

export type P24NotificationOutcome = ConfirmOutcome | "unknown-session";

function parse(rawBody: string): StatusNotification {
  try {
    return statusNotificationSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError("BAD_REQUEST");
  }
}

export async function handleP24Notification(
  deps: Pick<ApiDeps, "database" | "paymentOptions" | "brand" | "mailQueued" | "invoicing">,
  rawBody: string,
  logger: Logger,
): Promise<P24NotificationOutcome> {
  const p24 = deps.paymentOptions.p24;
  if (!p24) throw new AppError("NOT_FOUND");
  const notification = parse(rawBody);
  const fields = { sessionId: notification.sessionId, p24OrderId: notification.orderId, amount: notification.amount };
  const refuse = (reason: string): never => {
    logger.error({ ...fields, reason }, "P24 notification refused");
    throw new AppError("SIGNATURE_INVALID");
  };
  if (!verifyNotificationSign(notification, p24.crc)) refuse("wrong sign");
  if (notification.merchantId !== p24.merchantId || notification.posId !== p24.posId) refuse("another merchant");
  if (notification.currency !== "PLN") refuse(`currency ${notification.currency}`);

  const { db } = deps.database;
  const found = await findPaymentSession(db, P24_PROVIDER, notification.sessionId);
  if (!found) {
    logger.error(fields, "P24 notification for an unknown session");
    return "unknown-session";
  }
  const { payment } = found;
  if (notification.amount !== payment.amount || notification.originAmount !== payment.amount)
    refuse(`amount ${notification.amount} (registered ${notification.originAmount}) for a payment of ${payment.amount}`);
  await recordPaymentEvent(db, {
    provider: P24_PROVIDER,
    eventId: `status:${notification.orderId}`,
    paymentId: payment.id,
    kind: P24_STATUS_EVENT,
    payload: notification,
  });
  const outcome = await confirmP24Payment({ ...deps, logger }, p24, payment, notification);
  if (outcome === "paid") deps.mailQueued?.();
  if (outcome === "not-verified") throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE");
  return outcome;
}
