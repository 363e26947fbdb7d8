// Online payments through the sandbox provider: a session per attempt, paid on its hosted page.
import type { NextStep } from "@shop/contracts";
import { type DbOrTx, findPaymentSession, insertOnlinePayment, type SessionRow } from "@shop/db";
import type { PaymentOptions, PaymentOrder } from "../core/payments";
import { isSessionId, newSessionId, SANDBOX_PROVIDER, sandboxPageUrl } from "./sandbox-event";

/** A new session for the order's total; the customer goes to its hosted page. */
export async function openOnlinePayment(db: DbOrTx, order: PaymentOrder, options: PaymentOptions): Promise<NextStep> {
  const session = newSessionId();
  await insertOnlinePayment(db, { orderId: order.id, provider: SANDBOX_PROVIDER, session, amount: order.total, payUntil: order.payUntil });
  return { kind: "redirect", url: sandboxPageUrl(options.publicOrigin, session) };
}

/** A session the customer can still pay: pending, its order awaiting the payment, before pay-until. */
export async function findOpenSession(db: DbOrTx, session: string): Promise<SessionRow | null> {
  if (!isSessionId(session)) return null;
  const found = await findPaymentSession(db, SANDBOX_PROVIDER, session);
  if (found?.payment.status !== "pending" || found.order.status !== "AWAITING_PAYMENT") return null;
  return found.payment.payUntil.getTime() > Date.now() ? found : null;
}
