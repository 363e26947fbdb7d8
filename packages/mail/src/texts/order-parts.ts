// The parts both order e-mails share, in one language: the items table, the order's facts, how to pay,
// and the tracking button.
import { formatOrderId, type Locale } from "@shop/domain";
import type { EmailContent, EmailTable } from "../content";
import { assertWebLink } from "../escape";
import type { OrderMail } from "../message";
import { type OrderFormat, orderFormat } from "../order-format";
import { ORDER_WORDS, type OrderWords } from "./order-words";

/** What the texts of one order e-mail work with. */
export interface OrderContext {
  mail: OrderMail;
  w: OrderWords;
  f: OrderFormat;
  /** The order's id in readable groups (1VYQ-PTG0-F82D2). */
  id: string;
  /** The total, formatted. */
  total: string;
  pickup: boolean;
  /** Online or crypto: the pay-until time with its time zone named; null when the mail has none. */
  deadline: string | null;
}

export function orderContext(mail: OrderMail, locale: Locale): OrderContext {
  const w = ORDER_WORDS[locale];
  const f = orderFormat(locale);
  const deadline = mail.payUntil ? `${f.deadline(mail.payUntil)} ${w.shopTime}` : null;
  return { mail, w, f, id: formatOrderId(mail.orderId), total: f.money(mail.total), pickup: mail.delivery === "local-pickup", deadline };
}

/** "3 items" in the language's plural form. */
export function itemCount({ mail, w, f }: OrderContext): string {
  const count = mail.items.reduce((sum, item) => sum + item.quantity, 0);
  return (w.items[f.plural(count)] ?? w.items.other).replace("{n}", String(count));
}

/** The items (name × quantity, line total), then subtotal, discount, delivery and total. */
export function orderTable({ mail, w, f, pickup, total }: OrderContext): EmailTable {
  const totals: EmailTable["totals"] = [{ label: w.subtotal, value: f.money(mail.subtotal) }];
  if (mail.discount > 0) totals.push({ label: w.discount, value: f.money(-mail.discount) });
  if (!pickup || mail.deliveryFee > 0) {
    totals.push({ label: w.deliveryFee, value: mail.deliveryFee > 0 ? f.money(mail.deliveryFee) : w.free });
  }
  totals.push({ label: w.total, value: total, strong: true });
  return {
    caption: w.caption,
    rows: mail.items.map((item) => ({ label: `${item.name} × ${item.quantity}`, value: f.money(item.lineTotal) })),
    totals,
  };
}

/** Order number, city, delivery (with the store and the slot for a pickup), payment; the total when asked. */
export function orderFacts({ mail, w, f, id, total }: OrderContext, withTotal: boolean): NonNullable<EmailContent["facts"]> {
  const facts = [
    { label: w.orderNumber, value: id },
    { label: w.city, value: mail.cityName },
    { label: w.deliveryMethod, value: w.delivery[mail.delivery] },
  ];
  if (mail.pickup) facts.push({ label: w.store, value: mail.pickup.storeAddress }, { label: w.pickupAt, value: f.slot(mail.pickup.at) });
  facts.push({ label: w.paymentMethod, value: w.payment[mail.payment] });
  if (withTotal) facts.push({ label: w.orderTotal, value: total });
  return facts;
}

const withUnit = (amount: string) => (/usdt/i.test(amount) ? amount : `${amount} USDT`);

/** How to pay an unpaid order: paragraphs before the highlight, the highlight (crypto), paragraphs after. */
export function howToPay({ mail, w, deadline }: OrderContext): Pick<EmailContent, "intro" | "highlight" | "outro"> {
  if (mail.payment === "in-store") return { intro: [w.inStore], outro: [] };
  if (mail.payment === "online") {
    return { intro: [deadline ? w.online.payBy(deadline) : w.online.anyTime], outro: [w.online.afterPayment] };
  }
  if (!mail.crypto) return { intro: [], outro: [] };
  const lines = [`${w.crypto.amount}: ${withUnit(mail.crypto.amountText)}`, `${w.crypto.address}: ${mail.crypto.address}`];
  if (deadline) lines.push(`${w.crypto.payBy}: ${deadline}`);
  return {
    intro: [w.crypto.howTo],
    highlight: { label: w.crypto.label, value: lines.join("\n") },
    outro: deadline ? [w.crypto.confirm(deadline)] : [],
  };
}

/** The button to the order's tracking page. */
export function trackAction({ mail, w }: OrderContext): NonNullable<EmailContent["action"]> {
  return { label: w.track.label, url: assertWebLink(mail.link), note: w.track.note };
}
