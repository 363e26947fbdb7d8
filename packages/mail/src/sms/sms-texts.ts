// The shop's text messages (issue 33), in the customer's language: short (one or two SMS parts), the order number and
// the store or tracking link. English keeps to the GSM alphabet (160 characters a part); Polish, Ukrainian and Russian
// letters make a message UCS-2 (70 a part), so those texts say the least that is needed.
import { BRANDS, type BrandId, formatOrderId, type Locale, type Localized, SHOP_TIME_ZONE } from "@shop/domain";

export type SmsMessage =
  /** The pickup order waits in its store, until the hold's end. */
  | { kind: "sms-ready-for-pickup"; orderId: string; storeAddress: string; holdUntil: string; link: string }
  /** A day later, still not collected. */
  | { kind: "sms-pickup-reminder"; orderId: string; storeAddress: string; holdUntil: string; link: string }
  /** The InPost parcel has its tracking number. */
  | { kind: "sms-on-its-way"; orderId: string; trackingUrl: string };

export type SmsKind = SmsMessage["kind"];

interface SmsTexts {
  ready(id: string, store: string, until: string): string;
  reminder(id: string, store: string, until: string): string;
  onItsWay(id: string): string;
}

const TEXTS: Localized<SmsTexts> = {
  en: {
    ready: (id, store, until) => `Order ${id} is ready for pickup at ${store}. We hold it until ${until}.`,
    reminder: (id, store, until) => `Reminder: order ${id} is waiting for you at ${store} until ${until}.`,
    onItsWay: (id) => `Order ${id} is on its way. Track it:`,
  },
  uk: {
    ready: (id, store, until) => `Замовлення ${id} чекає на вас: ${store}, до ${until}.`,
    reminder: (id, store, until) => `Нагадуємо: замовлення ${id} чекає на вас: ${store}, до ${until}.`,
    onItsWay: (id) => `Замовлення ${id} вже в дорозі:`,
  },
  pl: {
    ready: (id, store, until) => `Zamówienie ${id} czeka na odbiór: ${store}, do ${until}.`,
    reminder: (id, store, until) => `Przypomnienie: zamówienie ${id} czeka na Ciebie: ${store}, do ${until}.`,
    onItsWay: (id) => `Zamówienie ${id} jest w drodze:`,
  },
  ru: {
    ready: (id, store, until) => `Заказ ${id} ждёт вас: ${store}, до ${until}.`,
    reminder: (id, store, until) => `Напоминаем: заказ ${id} ждёт вас: ${store}, до ${until}.`,
    onItsWay: (id) => `Заказ ${id} уже в пути:`,
  },
};

/** "12.05 14:30" in shop time: short, and the same in every language. */
const SHORT = new Intl.DateTimeFormat("pl-PL", {
  day: "2-digit",
  month: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: SHOP_TIME_ZONE,
});
const shortTime = (iso: string) => SHORT.format(new Date(iso)).replace(",", "");

/** The message's text: the brand's name first (the sender name may be a generic one), then the news and the link. */
export function renderSms(message: SmsMessage, locale: Locale, brand: BrandId): string {
  const t = TEXTS[locale] ?? TEXTS.en;
  const name = (BRANDS[brand] ?? BRANDS.default).name;
  const id = formatOrderId(message.orderId);
  switch (message.kind) {
    case "sms-ready-for-pickup":
      return `${name}: ${t.ready(id, message.storeAddress, shortTime(message.holdUntil))} ${message.link}`;
    case "sms-pickup-reminder":
      return `${name}: ${t.reminder(id, message.storeAddress, shortTime(message.holdUntil))} ${message.link}`;
    case "sms-on-its-way":
      return `${name}: ${t.onItsWay(id)} ${message.trackingUrl}`;
  }
}
