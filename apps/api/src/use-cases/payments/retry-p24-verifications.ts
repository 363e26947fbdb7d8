// The payment job's Przelewy24 pass: payments P24 announced as paid whose verification failed (P24 unreachable,
// or it did not confirm) are verified again. The payment expiry runs after it and leaves online orders alone
// while one of them is still unconfirmed: an order is never canceled under a payment P24 has taken.
import { findPaymentById, findUnconfirmedPayments } from "@shop/db";
import { P24_PROVIDER } from "../../payments/online";
import { statusNotificationSchema } from "../../payments/p24/sign";
import { confirmP24Payment } from "./confirm-p24-payment";
import { P24_STATUS_EVENT } from "./handle-p24-notification";
import type { PaymentWorkDeps } from "./watch-crypto-transfers";

const BATCH = 50;

export interface RetryResult {
  paid: number;
  /** Still unconfirmed after this pass. */
  unconfirmed: number;
}

export async function retryP24Verifications(deps: Omit<PaymentWorkDeps, "chain">): Promise<RetryResult> {
  const p24 = deps.paymentOptions.p24;
  const result: RetryResult = { paid: 0, unconfirmed: 0 };
  if (!p24) return result;
  const { db } = deps.database;
  for (const { paymentId, payload } of await findUnconfirmedPayments(db, P24_PROVIDER, P24_STATUS_EVENT, BATCH)) {
    const notification = statusNotificationSchema.safeParse(payload);
    const payment = await findPaymentById(db, paymentId);
    if (!notification.success || !payment) continue;
    const outcome = await confirmP24Payment(deps, p24, payment, notification.data);
    if (outcome === "paid") result.paid++;
    if (outcome === "not-verified") result.unconfirmed++;
  }
  return result;
}
