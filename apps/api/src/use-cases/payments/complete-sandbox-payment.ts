// The sandbox "bank" takes the customer's decision (POST /api/v1/payments/sandbox/{session}): it signs an event,
// sends it to the shop's callback and sends the customer back to the order's page. A callback that does not
// arrive leaves the order waiting for its payment (logged); the customer is sent back all the same.
import { isLocale } from "@shop/domain";
import type { Logger } from "pino";
import type { ApiDeps } from "../../core/deps";
import { findOpenSession } from "../../payments/online";
import { newSandboxEvent, sandboxCallbackUrl } from "../../payments/sandbox-event";
import { SIGNATURE_HEADER, signSandboxPayload } from "../../payments/sandbox-signature";
import { orderTrackingLink } from "../orders/queue-order-email";

/** Where the customer goes next, or null for a session that cannot be paid (any more). */
export async function completeSandboxPayment(
  deps: Pick<ApiDeps, "database" | "paymentOptions">,
  session: string,
  outcome: "pay" | "decline",
  logger: Logger,
): Promise<{ redirect: string } | null> {
  const found = await findOpenSession(deps.database.db, session);
  if (!found) return null;
  const options = deps.paymentOptions;
  const paid = outcome === "pay";
  const event = newSandboxEvent(session, found.payment.amount, paid);
  const body = JSON.stringify(event);
  const deliver = options.deliverCallback ?? ((url: string, init: RequestInit) => fetch(url, init));
  const fields = { orderId: found.order.id, paymentId: found.payment.id, eventId: event.id };
  try {
    const response = await deliver(sandboxCallbackUrl(options.publicOrigin), {
      method: "POST",
      headers: { "Content-Type": "application/json", [SIGNATURE_HEADER]: signSandboxPayload(options.sandboxSecret, body) },
      body,
      signal: AbortSignal.timeout(options.callbackTimeoutMs ?? 10_000),
    });
    await response.body?.cancel().catch(() => {});
    if (response.ok) logger.info({ ...fields, type: event.type }, "sandbox payment callback delivered");
    else logger.error({ ...fields, status: response.status }, "sandbox payment callback refused; the order still awaits its payment");
  } catch (error) {
    logger.error({ ...fields, err: error }, "sandbox payment callback not delivered; the order still awaits its payment");
  }
  const { order } = found;
  const link = orderTrackingLink(options.publicOrigin, isLocale(order.locale) ? order.locale : "en", order.citySlug, order.id);
  return { redirect: `${link}?payment=${paid ? "success" : "failed"}` };
}
