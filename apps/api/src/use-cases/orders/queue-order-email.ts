// The customer's e-mail about an order ("order placed", "status changed"), queued in the caller's transaction
// in the order's language: what was ordered, the money, the pickup store and time, and while the order waits for
// a payment, until when (and for crypto, where and how much to send). The mail worker sends it after the commit.
// A status change reads the order (queueOrderEmail); placing an order has it all at hand already and writes the
// e-mail with the order itself (placedOrderEmail), unrendered: the worker renders it after the commit (issue 37).
import {
  findLatestCryptoPaymentOfOrder,
  findOrderLines,
  findOrderTrackingNumber,
  findOrderWithPlace,
  type NewEmailRow,
  type Tx,
} from "@shop/db";
import { type BrandId, formatUsdt, type InvoicingSettings, inpostTrackingUrl, isLocale, type Locale, type Localized } from "@shop/domain";
import { type EmailMessage, type OrderMail, type OrderMailStatus, queueEmail, unrenderedEmail } from "@shop/mail";

/** What an order's e-mail needs beyond the database: the brand the e-mail speaks for and the shop's origin for its link. */
export interface OrderEffects {
  brand: BrandId;
  publicOrigin: string;
  /** The seller and the invoice series (issue 34); absent: invoicing is off and no invoice is issued. */
  invoicing?: InvoicingSettings | undefined;
}

export type OrderEmail =
  | { kind: "order-placed" }
  /** `holdEnded`: the system's cancellation at the pickup hold's end (the e-mail says why, and what of the money). */
  | { kind: "order-status"; note?: string; holdEnded?: boolean }
  /** A day after the order became ready: it still waits in the store (docs/inventory.md "Pickup holds"). */
  | { kind: "order-pickup-reminder" };

import { orderTrackingLink } from "../../core/links";
import { holdDaysOf } from "./pickup-hold-view";

export { orderTrackingLink };

/** What an order's e-mail says, from the order however it was come by. */
export interface OrderMailFacts {
  order: {
    id: string;
    firstName: string;
    status: OrderMailStatus;
    subtotal: number;
    discount: number;
    deliveryFee: number;
    total: number;
    paymentMethod: OrderMail["payment"];
    deliveryMethod: OrderMail["delivery"];
    pickupAt: Date | null;
    payUntil: Date | null;
    pickupReadyAt?: Date | null;
    pickupHoldUntil?: Date | null;
  };
  city: { slug: string; names: Localized };
  store: { address: string } | null;
  /** Its lines in product id order. */
  lines: ReadonlyArray<{ name: string; quantity: number; lineTotal: number }>;
  /** The crypto payment it waits for, if any. */
  crypto: { address: string; amount: number } | null;
  /** Its InPost parcel's tracking number, once known. */
  trackingNumber?: string | null;
}

function orderMailOf(facts: OrderMailFacts, locale: Locale, message: OrderEmail, publicOrigin: string): EmailMessage {
  const { order, city, store, crypto } = facts;
  const awaitingPayment = order.status === "AWAITING_PAYMENT";
  const mail: OrderMail = {
    firstName: order.firstName,
    orderId: order.id,
    link: orderTrackingLink(publicOrigin, locale, city.slug, order.id),
    cityName: city.names[locale],
    status: order.status,
    items: facts.lines.map(({ name, quantity, lineTotal }) => ({ name, quantity, lineTotal })),
    subtotal: order.subtotal,
    discount: order.discount,
    deliveryFee: order.deliveryFee,
    total: order.total,
    payment: order.paymentMethod,
    delivery: order.deliveryMethod,
    ...(store && order.pickupAt ? { pickup: { storeAddress: store.address, at: order.pickupAt.toISOString() } } : {}),
    ...(awaitingPayment && order.payUntil ? { payUntil: order.payUntil.toISOString() } : {}),
    ...(awaitingPayment && order.paymentMethod === "crypto" && crypto
      ? { crypto: { address: crypto.address, amountText: formatUsdt(crypto.amount) } }
      : {}),
    ...(facts.trackingNumber ? { parcel: { trackingNumber: facts.trackingNumber, url: inpostTrackingUrl(facts.trackingNumber) } } : {}),
  };
  const { pickupReadyAt: readyAt, pickupHoldUntil: until } = order;
  const holdEnded = message.kind === "order-status" && message.holdEnded === true;
  const held = order.status === "READY_FOR_PICKUP" || holdEnded;
  const hold = held && readyAt && until ? { hold: { until: until.toISOString(), days: holdDaysOf(readyAt, until), ended: holdEnded } } : {};
  if (message.kind === "order-placed") return { kind: "order-placed", ...mail };
  if (message.kind === "order-pickup-reminder") return { kind: "order-pickup-reminder", ...mail, ...hold };
  return { kind: "order-status", ...mail, ...hold, ...(message.note ? { note: message.note } : {}) };
}

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
  // Delivery orders tell their parcel's tracking number once InPost gave one (docs/orders.md "InPost shipments").
  const trackingNumber = order.deliveryMethod === "local-pickup" ? null : await findOrderTrackingNumber(tx, orderId);
  const email = orderMailOf({ order, city, store, lines, crypto, trackingNumber }, locale, message, effects.publicOrigin);
  await queueEmail(tx, { to: order.email, locale, brand: effects.brand, message: email });
}

/**
 * The "order placed" e-mail of an order being written (null: no address): what it says, for the mail worker to render
 * after the commit (the same e-mail queueOrderEmail would queue rendered).
 */
export function placedOrderEmail(to: string | null, facts: OrderMailFacts, locale: Locale, effects: OrderEffects): NewEmailRow | null {
  if (!to) return null;
  const message = orderMailOf(facts, locale, { kind: "order-placed" }, effects.publicOrigin);
  return unrenderedEmail({ to, locale, brand: effects.brand, message });
}
