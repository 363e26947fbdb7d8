// The owner comes back to an unpaid order (issue 6): an online order gets a new session after a failed or
// abandoned one, a crypto order the same transfer details again. Before pay-until only.
import type { NextStep } from "@shop/contracts";
import { type Db, expireOnlineSessions, lockOrderForPayment } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { PaymentOrder, PaymentServices } from "../../core/payments";

export async function reopenPayment(db: Db, payments: PaymentServices, order: PaymentOrder): Promise<NextStep> {
  if (order.payUntil.getTime() <= Date.now()) throw new AppError("PAYMENT_NOT_RETRYABLE");
  if (order.method === "crypto") {
    // One unique amount per order: the customer sees the one they may already be paying.
    const opened = await payments.cryptoOf(db, order.id);
    if (opened) return { kind: "crypto", payment: opened };
    return db.transaction((tx) => payments.open(tx, order));
  }
  // The older sessions end, so only the newest can be paid; two racing attempts queue on the order's lock.
  return db.transaction(async (tx) => {
    await lockOrderForPayment(tx, order.id);
    await expireOnlineSessions(tx, order.id);
    return payments.open(tx, order);
  });
}
