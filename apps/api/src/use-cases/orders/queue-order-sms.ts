// The customer's text messages about an order (issue 33, docs/orders.md "Text messages"): "ready for pickup" (with the
// store and the hold's end), the pickup reminder and "on its way" (with InPost's tracking link), queued in the
// caller's transaction in the order's language, only when the customer asked for them at checkout (orders.sms_phone).
// The caller's transaction is the one that made the news (the status change, the claimed reminder, the stored
// tracking number), so each message is queued once; the SMS worker sends it after the commit.
import { findOrderTrackingNumber, findOrderWithPlace, type Tx } from "@shop/db";
import { inpostTrackingUrl, isLocale } from "@shop/domain";
import { queueSms, type SmsMessage } from "@shop/mail";
import { orderTrackingLink } from "../../core/links";
import type { OrderEffects } from "./queue-order-email";

export type OrderSms = "ready-for-pickup" | "pickup-reminder" | "on-its-way";

/** Queues the message; answers whether one was queued (none: no SMS asked for, or nothing to tell). */
export async function queueOrderSms(tx: Tx, orderId: string, which: OrderSms, effects: OrderEffects): Promise<boolean> {
  const found = await findOrderWithPlace(tx, orderId);
  const to = found?.order.smsPhone;
  if (!found || !to) return false;
  const { order, city, store } = found;
  const locale = isLocale(order.locale) ? order.locale : "en";
  let message: SmsMessage;
  if (which === "on-its-way") {
    const trackingNumber = await findOrderTrackingNumber(tx, orderId);
    if (!trackingNumber) return false;
    message = { kind: "sms-on-its-way", orderId, trackingUrl: inpostTrackingUrl(trackingNumber) };
  } else {
    if (!store || !order.pickupHoldUntil) return false;
    message = {
      kind: which === "ready-for-pickup" ? "sms-ready-for-pickup" : "sms-pickup-reminder",
      orderId,
      storeAddress: store.address,
      holdUntil: order.pickupHoldUntil.toISOString(),
      link: orderTrackingLink(effects.publicOrigin, locale, city.slug, orderId),
    };
  }
  await queueSms(tx, { to, locale, brand: effects.brand, message });
  return true;
}
