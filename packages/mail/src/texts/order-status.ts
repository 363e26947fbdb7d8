// "Your order's status changed": a subject and heading per status, what it means for the customer (how to
// pay while awaiting payment; the store, the slot and the ID check when ready for pickup), the optional note.
import type { Locale } from "@shop/domain";
import type { EmailContent, Template } from "../content";
import type { EmailMessage } from "../message";
import { howToPay, orderContext, orderFacts, trackAction } from "./order-parts";
import { STATUS_TEXTS } from "./order-status-texts";

type StatusMail = Extract<EmailMessage, { kind: "order-status" }>;

function status(locale: Locale) {
  return (mail: StatusMail, brand: string): EmailContent => {
    const order = orderContext(mail, locale);
    const text = STATUS_TEXTS[locale][mail.status];
    const pay = mail.status === "AWAITING_PAYMENT" ? howToPay(order) : { intro: [], outro: [] };
    const intro = [...text.intro(order), ...pay.intro];
    const facts = orderFacts(order, true);
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
