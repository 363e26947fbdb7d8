// "Your order's status changed": a subject and heading per status, what it means for the customer (how to
// pay while awaiting payment; the store, the slot and the ID check when ready for pickup), the optional note, and
// a delivery order's InPost tracking number once it has one. An approved order's e-mail with a parcel is the one
// that says the parcel is on its way (sent when InPost numbers it).
import type { Locale } from "@shop/domain";
import type { EmailContent, Template } from "../content";
import { assertWebLink } from "../escape";
import type { EmailMessage } from "../message";
import { PARCEL_TEXTS } from "./order-parcel";
import { howToPay, orderContext, orderFacts, trackAction } from "./order-parts";
import { STATUS_TEXTS } from "./order-status-texts";

type StatusMail = Extract<EmailMessage, { kind: "order-status" }>;

function status(locale: Locale) {
  return (mail: StatusMail, brand: string): EmailContent => {
    const order = orderContext(mail, locale);
    const parcel = PARCEL_TEXTS[locale];
    const text = mail.parcel && mail.status === "APPROVED" ? parcel.sent : STATUS_TEXTS[locale][mail.status];
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
