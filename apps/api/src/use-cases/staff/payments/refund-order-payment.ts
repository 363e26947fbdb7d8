// Staff give money back through Przelewy24 (POST /api/v1/staff/orders/{id}/refund): up to what the paid P24 payment
// has left. The refund is stored first, under the order's lock, so two staff refunding at once cannot give back more
// than was paid; then P24 is asked (outside any transaction), and its answer is stored. P24 reports the outcome
// later in the refund notification (handle-p24-refund-notification.ts). Audited with the staff member.
import { randomUUID } from "node:crypto";
import { localized, type OrderRefund, type RefundRequest, staffPaymentsCatalogue } from "@shop/contracts";
import {
  findOrderWithPlace,
  findPaidOnlinePayment,
  findPaymentEvents,
  findStaffCities,
  lockOrderForPayment,
  recordPaymentEvent,
  staffMayActOn,
  type UserRow,
  writeAudit,
} from "@shop/db";
import { formatMoney, type Locale, normalizeOrderId } from "@shop/domain";
import type { Logger } from "pino";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { P24_PROVIDER } from "../../../payments/online";
import { P24_STATUS_EVENT } from "../../payments/handle-p24-notification";
import { REFUND, REFUND_CALL, type RefundRequestPayload, refundsOf } from "./order-refunds";

const NOT_REFUNDABLE = /* @__PURE__ */ localized(staffPaymentsCatalogue, (m) => m.notRefundable);
const UNAVAILABLE = /* @__PURE__ */ localized(staffPaymentsCatalogue, (m) => m.refundUnavailable);
const tooLarge = (left: number) =>
  localized(staffPaymentsCatalogue, (m, locale: Locale) => m.refundTooLarge.replace("{left}", formatMoney(left, locale)));
const refused = (reason: string) => localized(staffPaymentsCatalogue, (m) => m.refundRefused.replace("{reason}", reason));

const refundNoticeUrl = (publicOrigin: string) => `${publicOrigin.replace(/\/+$/, "")}/api/v1/payments/p24/refund`;

export async function refundOrderPayment(
  deps: Pick<ApiDeps, "database" | "paymentOptions">,
  staff: UserRow,
  typedId: string,
  request: RefundRequest,
  logger: Logger,
): Promise<OrderRefund[]> {
  const { db } = deps.database;
  const id = normalizeOrderId(typedId);
  const found = id ? await findOrderWithPlace(db, id) : null;
  if (!found || !staffMayActOn(await findStaffCities(db, staff), found.order.cityId)) throw new AppError("NOT_FOUND");
  const p24 = deps.paymentOptions.p24;
  const payment = await findPaidOnlinePayment(db, found.order.id, P24_PROVIDER);
  const notice = payment ? (await findPaymentEvents(db, payment.id, [P24_STATUS_EVENT])).at(-1)?.payload : undefined;
  const p24OrderId = (notice as { orderId?: number } | undefined)?.orderId;
  if (!p24 || !payment || !p24OrderId) throw new AppError("CONFLICT", { messages: NOT_REFUNDABLE });

  const refund: RefundRequestPayload = {
    refundsUuid: randomUUID().replaceAll("-", ""),
    requestId: randomUUID(),
    amount: request.amount,
    reason: request.reason || null,
    by: { id: staff.id, name: `${staff.firstName} ${staff.lastName}`.trim(), email: staff.email },
  };
  await db.transaction(async (tx) => {
    await lockOrderForPayment(tx, found.order.id);
    const { refundable } = await refundsOf(tx, payment);
    if (request.amount > refundable) throw new AppError("CONFLICT", { messages: tooLarge(refundable) });
    await recordPaymentEvent(tx, {
      provider: P24_PROVIDER,
      eventId: `refund:${refund.refundsUuid}`,
      paymentId: payment.id,
      kind: REFUND,
      payload: refund,
    });
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "order.refund",
      entityType: "order",
      entityId: found.order.id,
      cityId: found.order.cityId,
      before: { refundable },
      after: { refunded: request.amount, reason: refund.reason, refundsUuid: refund.refundsUuid },
    });
  });

  const call = async (status: "requested" | "failed", message: string | null) =>
    recordPaymentEvent(db, {
      provider: P24_PROVIDER,
      eventId: `refund-call:${refund.refundsUuid}`,
      paymentId: payment.id,
      kind: REFUND_CALL,
      payload: { refundsUuid: refund.refundsUuid, status, message },
    });
  const fields = { orderId: found.order.id, paymentId: payment.id, refundsUuid: refund.refundsUuid, amount: request.amount };
  try {
    const [answer] = await p24.gateway.refund({
      requestId: refund.requestId,
      refundsUuid: refund.refundsUuid,
      urlStatus: refundNoticeUrl(deps.paymentOptions.publicOrigin),
      refunds: [
        {
          orderId: p24OrderId,
          sessionId: payment.reference ?? "",
          amount: request.amount,
          ...(refund.reason ? { description: refund.reason } : {}),
        },
      ],
    });
    if (answer && !answer.status) {
      await call("failed", answer.message);
      throw new AppError("CONFLICT", { messages: refused(answer.message) });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const kind = (error as { kind?: string }).kind;
    const message = error instanceof Error ? error.message : String(error);
    await call("failed", message);
    logger.error({ ...fields, err: error }, "P24 refund not made");
    if (kind === "refused") throw new AppError("CONFLICT", { messages: refused(message) });
    throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", { messages: UNAVAILABLE });
  }
  await call("requested", null);
  logger.info(fields, "P24 refund requested");
  return (await refundsOf(db, payment)).refunds;
}
