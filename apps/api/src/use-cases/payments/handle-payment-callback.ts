// The sandbox provider's signed callback (POST /api/v1/payments/sandbox/callback). The signature is checked
// on the raw body first; then, in one transaction, the event is stored once (its id is the key: a repeated
// delivery changes nothing) and applied: a success of the right amount pays the payment and the order, a
// failure marks the payment failed and the order keeps waiting (the customer may start a new attempt).
import { findPaymentSession, lockOrderForPayment, markPaymentFailed, markPaymentPaid, recordPaymentEvent } from "@shop/db";
import type { Logger } from "pino";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { SANDBOX_PROVIDER, SandboxEvent } from "../../payments/sandbox-event";
import { verifySandboxSignature } from "../../payments/sandbox-signature";
import { changeOrderStatusIn } from "../orders/change-order-status";

export type CallbackOutcome = "duplicate" | "unknown-session" | "paid" | "failed" | "amount-mismatch" | "not-pending" | "order-closed";

function parseEvent(rawBody: string): SandboxEvent {
  try {
    return SandboxEvent.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError("BAD_REQUEST");
  }
}

export async function handlePaymentCallback(
  deps: Pick<ApiDeps, "database" | "paymentOptions" | "brand" | "mailQueued" | "invoicing">,
  rawBody: string,
  signature: string | undefined,
  logger: Logger,
): Promise<CallbackOutcome> {
  if (!verifySandboxSignature(deps.paymentOptions.sandboxSecret, rawBody, signature)) throw new AppError("SIGNATURE_INVALID");
  const event = parseEvent(rawBody);
  const effects = { brand: deps.brand, publicOrigin: deps.paymentOptions.publicOrigin, invoicing: deps.invoicing };

  const outcome = await deps.database.db.transaction(async (tx): Promise<CallbackOutcome> => {
    const found = await findPaymentSession(tx, SANDBOX_PROVIDER, event.session);
    const paymentId = found?.payment.id ?? null;
    const fresh = await recordPaymentEvent(tx, {
      provider: SANDBOX_PROVIDER,
      eventId: event.id,
      paymentId,
      kind: event.type,
      payload: event,
    });
    if (!fresh) return "duplicate";
    if (!found) return "unknown-session";
    const { payment } = found;
    const order = await lockOrderForPayment(tx, payment.orderId);
    if (event.type === "payment.failed") return (await markPaymentFailed(tx, payment.id)) ? "failed" : "not-pending";
    if (event.amount !== payment.amount) return "amount-mismatch";
    if (order?.status !== "AWAITING_PAYMENT") return "order-closed";
    if (!(await markPaymentPaid(tx, payment.id, { paidAt: new Date() }))) return "not-pending";
    const changed = await changeOrderStatusIn(tx, payment.orderId, { to: "PAID", actor: "system", note: "online payment" }, effects);
    if (!changed.ok) throw new Error(`order ${payment.orderId} refused PAID after its payment: ${changed.reason}`);
    return "paid";
  });

  const fields = { eventId: event.id, type: event.type, outcome };
  if (outcome === "paid" || outcome === "failed" || outcome === "duplicate") logger.info(fields, "sandbox payment event");
  else logger.error(fields, "sandbox payment event not applied");
  if (outcome === "paid") deps.mailQueued?.();
  return outcome;
}
