// Online payments: a session per attempt, paid on the provider's hosted page. The provider is Przelewy24 when the
// shop has an account (P24_* settings, docs/adr/0016), else the built-in sandbox.
import type { NextStep } from "@shop/contracts";
import { type DbOrTx, findPaymentSession, insertOnlinePayment, type SessionRow } from "@shop/db";
import { formatOrderId } from "@shop/domain";
import { AppError } from "../core/app-error";
import { orderTrackingLink } from "../core/links";
import type { P24Account, PaymentOptions, PaymentOrder } from "../core/payments";
import { isSessionId, newSessionId, SANDBOX_PROVIDER, sandboxPageUrl } from "./sandbox-event";

export const P24_PROVIDER = "p24";
const p24StatusUrl = (publicOrigin: string) => `${publicOrigin.replace(/\/+$/, "")}/api/v1/payments/p24/status`;

/** The provider online payments go to. */
const onlineProvider = (options: PaymentOptions) => (options.p24 ? P24_PROVIDER : SANDBOX_PROVIDER);

/**
 * A new session for the order's total; the customer goes to its hosted page. Runs in the transaction that writes
 * the order (or reopens its payment): when Przelewy24 cannot register the payment, nothing is kept and the customer
 * is told so (503 PAYMENT_PROVIDER_UNAVAILABLE).
 */
export async function openOnlinePayment(db: DbOrTx, order: PaymentOrder, options: PaymentOptions): Promise<NextStep> {
  const session = newSessionId();
  const provider = onlineProvider(options);
  await insertOnlinePayment(db, { orderId: order.id, provider, session, amount: order.total, payUntil: order.payUntil });
  if (!options.p24) return { kind: "redirect", url: sandboxPageUrl(options.publicOrigin, session) };
  return { kind: "redirect", url: await registerAtP24(options.p24, order, session, options.publicOrigin) };
}

async function registerAtP24(p24: P24Account, order: PaymentOrder, session: string, publicOrigin: string): Promise<string> {
  // P24 takes at most 99 minutes; the shop cancels the order at pay-until anyway.
  const minutesLeft = Math.ceil((order.payUntil.getTime() - Date.now()) / 60_000);
  try {
    const { redirectUrl } = await p24.gateway.registerTransaction({
      sessionId: session,
      amount: order.total,
      currency: "PLN",
      description: formatOrderId(order.id),
      email: order.email,
      country: "PL",
      language: order.locale === "pl" ? "pl" : "en",
      urlReturn: `${orderTrackingLink(publicOrigin, order.locale, order.citySlug, order.id)}?payment=return`,
      urlStatus: p24StatusUrl(publicOrigin),
      timeLimit: Math.min(99, Math.max(1, minutesLeft)),
      ...(order.onlineMethod === undefined ? {} : { method: order.onlineMethod }),
    });
    return redirectUrl;
  } catch (error) {
    throw new AppError("PAYMENT_PROVIDER_UNAVAILABLE", { cause: error });
  }
}

/** A session the customer can still pay: pending, its order awaiting the payment, before pay-until. */
export async function findOpenSession(db: DbOrTx, session: string): Promise<SessionRow | null> {
  if (!isSessionId(session)) return null;
  const found = await findPaymentSession(db, SANDBOX_PROVIDER, session);
  if (found?.payment.status !== "pending" || found.order.status !== "AWAITING_PAYMENT") return null;
  return found.payment.payUntil.getTime() > Date.now() ? found : null;
}
