// A pickup order's hold in its e-mails (issue 33, docs/inventory.md "Pickup holds"): the "ready for pickup" e-mail
// says until when the order is held, the reminder a day later says it again, and the cancellation at the hold's end
// says the order was not collected within N days and what becomes of a payment already made (staff refund it).
import type { Localized } from "@shop/domain";
import type { OrderContext } from "./order-parts";

type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface HoldTexts {
  /** "{n} days" in the language's plural forms. */
  days: Plural;
  /** The "ready for pickup" e-mail's paragraph: held until when. */
  heldUntil(until: string): string;
  reminder: { subject(id: string, brand: string): string; heading: string; intro(order: OrderContext, until: string): string[] };
  ended: {
    subject(id: string, brand: string): string;
    heading: string;
    intro(order: OrderContext, days: string, until: string): string;
    /** What becomes of the money: nothing to do (in store), or the payment is returned (online, crypto). */
    money: Record<OrderContext["mail"]["payment"], (total: string) => string>;
  };
}

export const HOLD_TEXTS: Localized<HoldTexts> = {
  en: {
    days: { one: "{n} day", other: "{n} days" },
    heldUntil: (until) => `We hold it for you until ${until}; an order not collected by then is canceled.`,
    reminder: {
      subject: (id, brand) => `Your order ${id} is waiting for you — ${brand}`,
      heading: "Your order is waiting for you",
      intro: (o, until) => [
        `Your order ${o.id} is ready and waiting for you in the store.`,
        `We hold it for you until ${until}. If it is not collected by then, it will be canceled.`,
      ],
    },
    ended: {
      subject: (id, brand) => `Your order ${id} was not collected and has been canceled — ${brand}`,
      heading: "Your order was not collected",
      intro: (o, days, until) =>
        `Your order ${o.id} was not collected within ${days}: we held it for you until ${until}. It has been canceled and the goods have gone back on sale.`,
      money: {
        "in-store": () => "You do not need to do anything else.",
        online: (total) => `The payment of ${total} you made will be returned to you: we refund it within 5 working days.`,
        crypto: (total) =>
          `The payment of ${total} you made will be returned to you: please reply to this e-mail with the USDT (TRC-20) address to send it to.`,
      },
    },
  },
  uk: {
    days: { one: "{n} дня", few: "{n} днів", many: "{n} днів", other: "{n} дня" },
    heldUntil: (until) => `Ми зберігаємо його для вас до ${until}; замовлення, яке до того часу не забрали, скасовується.`,
    reminder: {
      subject: (id, brand) => `Ваше замовлення ${id} чекає на вас — ${brand}`,
      heading: "Ваше замовлення чекає на вас",
      intro: (o, until) => [
        `Ваше замовлення ${o.id} готове і чекає на вас у магазині.`,
        `Ми зберігаємо його для вас до ${until}. Якщо його не заберуть до цього часу, замовлення буде скасовано.`,
      ],
    },
    ended: {
      subject: (id, brand) => `Замовлення ${id} не забрали, його скасовано — ${brand}`,
      heading: "Ваше замовлення не забрали",
      intro: (o, days, until) =>
        `Ваше замовлення ${o.id} не забрали протягом ${days}: ми зберігали його для вас до ${until}. Замовлення скасовано, а товари повернулися в продаж.`,
      money: {
        "in-store": () => "Більше нічого робити не потрібно.",
        online: (total) => `Ваш платіж ${total} буде повернено: ми повертаємо кошти протягом 5 робочих днів.`,
        crypto: (total) =>
          `Ваш платіж ${total} буде повернено: дайте відповідь на цей лист, вказавши адресу USDT (TRC-20), на яку його надіслати.`,
      },
    },
  },
  pl: {
    days: { one: "{n} dnia", few: "{n} dni", many: "{n} dni", other: "{n} dnia" },
    heldUntil: (until) => `Czekamy z nim na Ciebie do ${until}; zamówienie nieodebrane do tego czasu zostanie anulowane.`,
    reminder: {
      subject: (id, brand) => `Twoje zamówienie ${id} czeka na Ciebie — ${brand}`,
      heading: "Twoje zamówienie czeka na Ciebie",
      intro: (o, until) => [
        `Twoje zamówienie ${o.id} jest gotowe i czeka na Ciebie w sklepie.`,
        `Czekamy z nim do ${until}. Jeśli do tego czasu nie zostanie odebrane, zostanie anulowane.`,
      ],
    },
    ended: {
      subject: (id, brand) => `Zamówienie ${id} nie zostało odebrane i zostało anulowane — ${brand}`,
      heading: "Twoje zamówienie nie zostało odebrane",
      intro: (o, days, until) =>
        `Twoje zamówienie ${o.id} nie zostało odebrane w ciągu ${days}: czekaliśmy z nim do ${until}. Zamówienie zostało anulowane, a towary wróciły do sprzedaży.`,
      money: {
        "in-store": () => "Nie musisz już nic robić.",
        online: (total) => `Wpłacona kwota ${total} zostanie Ci zwrócona: zwrot zlecamy w ciągu 5 dni roboczych.`,
        crypto: (total) =>
          `Wpłacona kwota ${total} zostanie Ci zwrócona: odpowiedz na tę wiadomość, podając adres USDT (TRC-20), na który mamy ją odesłać.`,
      },
    },
  },
  ru: {
    days: { one: "{n} дня", few: "{n} дней", many: "{n} дней", other: "{n} дня" },
    heldUntil: (until) => `Мы храним его для вас до ${until}; заказ, который не забрали к этому времени, отменяется.`,
    reminder: {
      subject: (id, brand) => `Ваш заказ ${id} ждёт вас — ${brand}`,
      heading: "Ваш заказ ждёт вас",
      intro: (o, until) => [
        `Ваш заказ ${o.id} готов и ждёт вас в магазине.`,
        `Мы храним его для вас до ${until}. Если его не заберут к этому времени, заказ будет отменён.`,
      ],
    },
    ended: {
      subject: (id, brand) => `Заказ ${id} не забрали, он отменён — ${brand}`,
      heading: "Ваш заказ не забрали",
      intro: (o, days, until) =>
        `Ваш заказ ${o.id} не забрали в течение ${days}: мы хранили его для вас до ${until}. Заказ отменён, а товары вернулись в продажу.`,
      money: {
        "in-store": () => "Больше ничего делать не нужно.",
        online: (total) => `Ваш платёж ${total} будет возвращён: мы возвращаем деньги в течение 5 рабочих дней.`,
        crypto: (total) =>
          `Ваш платёж ${total} будет возвращён: ответьте на это письмо, указав адрес USDT (TRC-20), на который его отправить.`,
      },
    },
  },
};

/** "3 days" in the order's language ("within 3 days": uk/pl/ru take the genitive after "within"). */
export function holdDays(o: OrderContext, texts: HoldTexts, days: number): string {
  return (texts.days[o.f.plural(days)] ?? texts.days.other).replace("{n}", String(days));
}
