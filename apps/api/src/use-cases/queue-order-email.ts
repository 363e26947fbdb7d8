// The customer's e-mail about an order ("order placed", "status changed"), queued in the caller's transaction
// in the order's language: what was ordered, the money, the pickup store and time, and while the order waits for
// a payment, until when (and for crypto, where and how much to send). The mail worker sends it after the commit.
import { findLatestCryptoPaymentOfOrder, findOrderLines, findOrderWithPlace, type Tx } from "@shop/db";
import { formatUsdt, isLocale } from "@shop/domain";
import { type EmailMessage, type OrderMail, queueEmail } from "@shop/mail";
import type { OrderEffects } from "./change-order-status";

export type OrderEmail = { kind: "order-placed" } | { kind: "order-status"; note?: string };

/** The order's tracking page on the shop, in the order's language and city. */
export const orderTrackingLink = (publicOrigin: string, locale: string, citySlug: string, orderId: string) =>
  `${publicOrigin.replace(/\/+$/, "")}/${locale}/${citySlug}/order-tracking/${orderId}`;

/** Queues the e-mail; nothing when the order has no e-mail address any more (its account was deleted). */
export async function queueOrderEmail(tx: Tx, orderId: string, message: OrderEmail, effects: OrderEffects): Promise<void> {
  const found = await findOrderWithPlace(tx, orderId);
  if (!found) throw new Error(`order ${orderId} not found for its e-mail`);
  const { order, city, store } = found;
  if (!order.email) return;
  const locale = isLocale(order.locale) ? order.locale : "en";
  const lines = await findOrderLines(tx, orderId);
  const awaitingPayment = order.status === "AWAITING_PAYMENT";
  const crypto = awaitingPayment && order.paymentMethod === "crypto" ? await findLatestCryptoPaymentOfOrder(tx, orderId) : null;
  const mail: OrderMail = {
    firstName: order.firstName,
    orderId: order.id,
    link: orderTrackingLink(effects.publicOrigin, locale, city.slug, order.id),
    cityName: city.names[locale],
    status: order.status,
    items: lines.map(({ name, quantity, lineTotal }) => ({ name, quantity, lineTotal })),
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    total: order.total,
    payment: order.paymentMethod,
    delivery: order.deliveryMethod,
    ...(store && order.pickupAt ? { pickup: { storeAddress: store.address, at: order.pickupAt.toISOString() } } : {}),
    ...(awaitingPayment && order.payUntil ? { payUntil: order.payUntil.toISOString() } : {}),
    ...(crypto ? { crypto: { address: crypto.address, amountText: formatUsdt(crypto.amount) } } : {}),
  };
  const email: EmailMessage =
    message.kind === "order-placed"
      ? { kind: "order-placed", ...mail }
      : { kind: "order-status", ...mail, ...(message.note ? { note: message.note } : {}) };
  await queueEmail(tx, { to: order.email, locale, brand: effects.brand, message: email });
}
