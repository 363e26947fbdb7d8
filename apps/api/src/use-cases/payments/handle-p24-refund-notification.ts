// Przelewy24's refund notification (POST /api/v1/payments/p24/refund): a refund staff asked for is done (status 0)
// or rejected (1). Believed only with the right sign, merchant, currency and the refund's own amount and session;
// stored once (a repeat changes nothing). The order's page then shows the refund as done or rejected.
import { findEventPayment, findPaymentById, recordPaymentEvent } from "@shop/db";
import type { Logger } from "pino";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { P24_PROVIDER } from "../../payments/online";
import { type RefundNotification, refundNotificationSchema, verifyRefundNotificationSign } from "../../payments/p24/sign";
import { issueCorrectionIn } from "../invoicing/issue-invoice";
import { REFUND_NOTICE, type RefundRequestPayload } from "../staff/payments/order-refunds";

function parse(rawBody: string): RefundNotification {
  try {
    return refundNotificationSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError("BAD_REQUEST");
  }
}

export async function handleP24RefundNotification(
  deps: Pick<ApiDeps, "database" | "paymentOptions" | "invoicing">,
  rawBody: string,
  logger: Logger,
): Promise<"done" | "rejected"> {
  const p24 = deps.paymentOptions.p24;
  if (!p24) throw new AppError("NOT_FOUND");
  const notification = parse(rawBody);
  const fields = { refundsUuid: notification.refundsUuid, p24OrderId: notification.orderId, amount: notification.amount };
  const refuse = (reason: string): never => {
    logger.error({ ...fields, reason }, "P24 refund notification refused");
    throw new AppError("SIGNATURE_INVALID");
  };
  if (!verifyRefundNotificationSign(notification, p24.crc)) refuse("wrong sign");
  if (notification.merchantId !== p24.merchantId || notification.currency !== "PLN") refuse("another merchant or currency");
  const { db } = deps.database;
  const request = await findEventPayment(db, P24_PROVIDER, `refund:${notification.refundsUuid}`);
  const asked = request?.payload as RefundRequestPayload | undefined;
  if (!request || !asked || asked.amount !== notification.amount) refuse("no such refund of this amount");
  const status = notification.status === 0 ? "done" : "rejected";
  await recordPaymentEvent(db, {
    provider: P24_PROVIDER,
    eventId: `refund-notice:${notification.refundsUuid}`,
    paymentId: request?.paymentId ?? null,
    kind: REFUND_NOTICE,
    payload: { refundsUuid: notification.refundsUuid, status, notification },
  });
  // A refund done after the order was invoiced issues a correcting invoice of its amount, once (issue 34).
  const payment = status === "done" && request?.paymentId ? await findPaymentById(db, request.paymentId) : null;
  if (payment && asked)
    await db.transaction((tx) =>
      issueCorrectionIn(
        tx,
        payment.orderId,
        { kind: "refund", amount: asked.amount },
        `refund:${asked.refundsUuid}`,
        deps.invoicing,
        asked.by.id,
      ),
    );
  logger.info({ ...fields, status }, "P24 refund notification");
  return status;
}
