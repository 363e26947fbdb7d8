// The answer to placing an order (PlacedOrder): the order as its owner sees it and what to do next. A retried
// submission gets the same order, and the next step as it stands now (a new online session when the payment
// is still open, the crypto payment's details).
import type { NextStep, PlacedOrder } from "@shop/contracts";
import { type DbOrTx, findPlacedOrderFacts } from "@shop/db";
import { isLocale, type Locale } from "@shop/domain";
import { AppError } from "../http/app-error";
import type { PaymentServices } from "../payments";
import { loadOrderView } from "./load-order-view";

export interface AnswerContext {
  userId: number;
  locale: Locale;
  payments: PaymentServices;
}

export async function placedOrderAnswer(db: DbOrTx, orderId: string, next: NextStep, context: AnswerContext): Promise<PlacedOrder> {
  const order = await loadOrderView(db, orderId, { userId: context.userId, staff: false }, context.locale, context.payments);
  if (!order) throw new AppError("INTERNAL", { cause: new Error(`placed order ${orderId} is not readable`) });
  return { order, next };
}

/** The next step of an order placed before: nothing (in store, or no longer waiting for payment), a payment. */
export async function currentNextStep(db: DbOrTx, orderId: string, payments: PaymentServices): Promise<NextStep> {
  const facts = await findPlacedOrderFacts(db, orderId);
  if (!facts || facts.paymentMethod === "in-store") return { kind: "none" };
  if (facts.paymentMethod === "crypto") {
    const payment = await payments.cryptoOf(db, orderId);
    return payment ? { kind: "crypto", payment } : { kind: "none" };
  }
  if (facts.status !== "AWAITING_PAYMENT" || facts.payUntil === null || facts.payUntil.getTime() <= Date.now()) return { kind: "none" };
  return payments.resume(db, {
    id: facts.id,
    total: facts.total,
    method: "online",
    locale: isLocale(facts.locale) ? facts.locale : "en",
    citySlug: facts.citySlug,
    payUntil: facts.payUntil,
  });
}
