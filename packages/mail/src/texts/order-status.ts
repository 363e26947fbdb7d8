// "Your order's status changed": a subject and heading per status, what it means for the customer (how to
// pay while awaiting payment; the store, the slot and the ID check when ready for pickup), the optional note, and
// a delivery order's InPost tracking number once it has one. An approved order's e-mail with a parcel is the one
// that says the parcel is on its way (sent when InPost numbers it).
import type { Locale } from "@shop/domain";
import type { EmailContent, Template } from "../content";
import { assertWebLink } from "../escape";
import type { EmailMessage } from "../message";
import { HOLD_TEXTS, holdDays } from "./order-hold";
import { PARCEL_TEXTS } from "./order-parcel";
import { howToPay, type OrderContext, orderContext, orderFacts, trackAction } from "./order-parts";
import { STATUS_TEXTS } from "./order-status-texts";

type StatusMail = Extract<EmailMessage, { kind: "order-status" }>;
type ReminderMail = Extract<EmailMessage, { kind: "order-pickup-reminder" }>;

/** The hold's end in shop time, its zone named ("12 May 2026 at 14:30 (Polish time)"). */
const holdUntil = (order: OrderContext, until: string) => `${order.f.deadline(until)} ${order.w.shopTime}`;

/** The status's texts, but a pickup hold's end has its own (not collected within N days; the money). */
function textsOf(mail: StatusMail, locale: Locale) {
  const parcel = PARCEL_TEXTS[locale];
  if (mail.parcel && mail.status === "APPROVED") return parcel.sent;
  const texts = STATUS_TEXTS[locale][mail.status];
  const hold = mail.hold;
  if (!hold) return texts;
  const h = HOLD_TEXTS[locale];
  if (mail.status === "READY_FOR_PICKUP")
    return { ...texts, intro: (o: OrderContext) => [...texts.intro(o), h.heldUntil(holdUntil(o, hold.until))] };
  if (mail.status === "CANCELED" && hold.ended)
    return {
      subject: h.ended.subject,
      heading: h.ended.heading,
      intro: (o: OrderContext) => [
        h.ended.intro(o, holdDays(o, h, hold.days), holdUntil(o, hold.until)),
        h.ended.money[o.mail.payment](o.total),
      ],
    };
  return texts;
}

function status(locale: Locale) {
  return (mail: StatusMail, brand: string): EmailContent => {
    const order = orderContext(mail, locale);
    const parcel = PARCEL_TEXTS[locale];
    const text = textsOf(mail, locale);
    const pay = mail.status === "AWAITING_PAYMENT" ? howToPay(order) : { intro: [], outro: [] };
    const intro = [...text.intro(order), ...pay.intro];
    const facts = orderFacts(order, true);
    if (mail.parcel) facts.push({ label: parcel.label, value: mail.parcel.trackingNumber, url: assertWebLink(mail.parcel.url) });
    const note = mail.note?.trim() ? { label: order.w.note, value: mail.note.trim() } : undefined;
    // The payment instructions take the highlight; a note then goes with the facts.
    if (note && pay.highlight) facts.push(note);
    return {
      subject: text.subject(order.id, brand),
      preheader: intro[0] ?? text.heading,
      heading: text.heading,
      intro,
      highlight: pay.highlight ?? note,
      facts,
      action: trackAction(order),
      outro: pay.outro,
    };
  };
}

export const ORDER_STATUS: Template<"order-status"> = { en: status("en"), uk: status("uk"), pl: status("pl"), ru: status("ru") };

/** A day after it became ready: the order still waits in the store, until when (sent once: the pickup-holds job). */
function reminder(locale: Locale) {
  return (mail: ReminderMail, brand: string): EmailContent => {
    const order = orderContext(mail, locale);
    const h = HOLD_TEXTS[locale].reminder;
    const intro = h.intro(order, mail.hold ? holdUntil(order, mail.hold.until) : "");
    return {
      subject: h.subject(order.id, brand),
      preheader: intro[0] ?? h.heading,
      heading: h.heading,
      intro: [...intro, order.w.idCheck],
      facts: orderFacts(order, true),
      action: trackAction(order),
      outro: [],
    };
  };
}

export const ORDER_PICKUP_REMINDER: Template<"order-pickup-reminder"> = {
  en: reminder("en"),
  uk: reminder("uk"),
  pl: reminder("pl"),
  ru: reminder("ru"),
};
