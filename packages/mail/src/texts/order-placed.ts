// "Your order is placed": what was ordered and what it costs, how it is delivered, and how to pay for it.
import type { Locale } from "@shop/domain";
import type { EmailContent, Template } from "../content";
import type { OrderMail } from "../message";
import { howToPay, itemCount, type OrderContext, orderContext, orderFacts, orderTable, trackAction } from "./order-parts";

interface PlacedTexts {
  subject(id: string, brand: string): string;
  preheader(items: string, total: string): string;
  heading: string;
  received(id: string): string;
  /** In-store payment: what happens next. */
  willConfirm: string;
}

const TEXTS: Record<Locale, PlacedTexts> = {
  en: {
    subject: (id, brand) => `Your order ${id} has been placed — ${brand}`,
    preheader: (items, total) => `${items}, total ${total}.`,
    heading: "Thank you for your order!",
    received: (id) => `We have received your order ${id} and reserved the goods for you.`,
    willConfirm: "We will confirm it shortly and let you know as soon as it is ready for pickup.",
  },
  uk: {
    subject: (id, brand) => `Ваше замовлення ${id} оформлено — ${brand}`,
    preheader: (items, total) => `${items} на суму ${total}.`,
    heading: "Дякуємо за замовлення!",
    received: (id) => `Ми отримали ваше замовлення ${id} і зарезервували для вас товари.`,
    willConfirm: "Незабаром ми його підтвердимо й повідомимо вас, щойно воно буде готове до видачі.",
  },
  pl: {
    subject: (id, brand) => `Twoje zamówienie ${id} zostało złożone – ${brand}`,
    preheader: (items, total) => `${items} o wartości ${total}.`,
    heading: "Dziękujemy za zamówienie!",
    received: (id) => `Otrzymaliśmy Twoje zamówienie ${id} i zarezerwowaliśmy dla Ciebie produkty.`,
    willConfirm: "Wkrótce je potwierdzimy i damy Ci znać, gdy tylko będzie gotowe do odbioru.",
  },
  ru: {
    subject: (id, brand) => `Ваш заказ ${id} оформлен — ${brand}`,
    preheader: (items, total) => `${items} на сумму ${total}.`,
    heading: "Спасибо за заказ!",
    received: (id) => `Мы получили ваш заказ ${id} и зарезервировали для вас товары.`,
    willConfirm: "Скоро мы его подтвердим и сообщим вам, как только он будет готов к выдаче.",
  },
};

function placed(locale: Locale) {
  return (mail: OrderMail, brand: string): EmailContent => {
    const t = TEXTS[locale];
    const order: OrderContext = orderContext(mail, locale);
    const pay = howToPay(order);
    const next = mail.payment === "in-store" ? [t.willConfirm] : [];
    return {
      subject: t.subject(order.id, brand),
      preheader: t.preheader(itemCount(order), order.total),
      heading: t.heading,
      intro: [t.received(order.id), ...next, ...pay.intro],
      highlight: pay.highlight,
      table: orderTable(order),
      facts: orderFacts(order, false),
      action: trackAction(order),
      outro: pay.outro,
    };
  };
}

export const ORDER_PLACED: Template<"order-placed"> = { en: placed("en"), uk: placed("uk"), pl: placed("pl"), ru: placed("ru") };
