// The last step of a Przelewy24 payment (docs/adr/0016): P24 announced it paid (a status notification whose sign,
// merchant, currency and amount were checked); the shop confirms it with PUT /transaction/verify, and only after a
// successful verify does the payment become paid and its order PAID, in one transaction that locks the order.
// Two notifications racing (or a notification and the retry job) may both verify; one of them pays.
import { type Db, findPaymentById, lockOrderForPayment, markPaymentPaid, type PaymentRow, type Tx } from "@shop/db";
import type { BrandId, InvoicingSettings } from "@shop/domain";
import type { Logger } from "pino";
import type { P24Account, PaymentOptions } from "../../core/payments";
import type { StatusNotification } from "../../payments/p24/sign";
import { changeOrderStatusIn } from "../orders/change-order-status";
import type { OrderEffects } from "../orders/queue-order-email";

export type ConfirmOutcome = "paid" | "already-paid" | "not-verified" | "order-closed";

export async function confirmP24Payment(
  deps: { database: { db: Db }; paymentOptions: PaymentOptions; brand: BrandId; logger: Logger; invoicing?: InvoicingSettings | undefined },
  p24: P24Account,
  payment: PaymentRow,
  notification: StatusNotification,
): Promise<ConfirmOutcome> {
  if (payment.status === "paid") return "already-paid";
  const fields = { orderId: payment.orderId, paymentId: payment.id, p24OrderId: notification.orderId };
  let verified = false;
  try {
    verified = await p24.gateway.verifyTransaction({
      sessionId: notification.sessionId,
      orderId: notification.orderId,
      amount: payment.amount,
      currency: "PLN",
    });
  } catch (error) {
    deps.logger.error({ ...fields, err: error }, "P24 verification failed; the payment job tries again");
    return "not-verified";
  }
  if (!verified) {
    deps.logger.error(fields, "P24 did not confirm the payment; the payment job tries again");
    return "not-verified";
  }
  const effects = { brand: deps.brand, publicOrigin: deps.paymentOptions.publicOrigin, invoicing: deps.invoicing };
  const outcome = await deps.database.db.transaction((tx) => pay(tx, payment, effects));
  if (outcome === "order-closed")
    deps.logger.error(fields, "P24 payment verified for an order that no longer awaits it: refund it from the order's page");
  else deps.logger.info({ ...fields, outcome }, "P24 payment confirmed");
  return outcome;
}

async function pay(tx: Tx, payment: PaymentRow, effects: OrderEffects): Promise<ConfirmOutcome> {
  const order = await lockOrderForPayment(tx, payment.orderId);
  if ((await findPaymentById(tx, payment.id))?.status === "paid") return "already-paid";
  if (order?.status !== "AWAITING_PAYMENT") return "order-closed";
  if (!(await markPaymentPaid(tx, payment.id, { paidAt: new Date() }))) return "order-closed";
  const changed = await changeOrderStatusIn(
    tx,
    payment.orderId,
    { to: "PAID", actor: "system", note: "online payment (Przelewy24)" },
    effects,
  );
  if (!changed.ok) throw new Error(`order ${payment.orderId} refused PAID after its payment: ${changed.reason}`);
  return "paid";
}
