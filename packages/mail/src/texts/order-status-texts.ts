// Per status and language: the subject (the layout adds nothing to it), the heading and the paragraphs.
import type { Localized } from "@shop/domain";
import type { OrderMailStatus } from "../message";
import type { OrderContext } from "./order-parts";

interface StatusText {
  subject(id: string, brand: string): string;
  heading: string;
  intro(order: OrderContext): string[];
}

export type StatusTexts = Record<OrderMailStatus, StatusText>;

const inStore = (o: OrderContext, text: string) => (o.mail.payment === "in-store" ? [text] : []);
const byPayment = (o: OrderContext, texts: Record<OrderContext["mail"]["payment"], string>) => texts[o.mail.payment];

export const STATUS_TEXTS: Localized<StatusTexts> = {
  en: {
    CREATED: {
      subject: (id, brand) => `We have received your order ${id} — ${brand}`,
      heading: "Your order has been received",
      intro: (o) => [`Your order ${o.id} is registered. We will check it and confirm it shortly.`],
    },
    AWAITING_PAYMENT: {
      subject: (id, brand) => `Order ${id} is awaiting payment — ${brand}`,
      heading: "Your order is awaiting payment",
      intro: (o) => [`Your order ${o.id} is reserved for you and is waiting for your payment.`],
    },
    PAID: {
      subject: (id, brand) => `Payment received for order ${id} — ${brand}`,
      heading: "Payment received",
      intro: (o) => [
        `Thank you! We have received the payment of ${o.total} for order ${o.id}.`,
        "We are now preparing your order and will let you know as soon as it is confirmed.",
      ],
    },
    APPROVED: {
      subject: (id, brand) => `Your order ${id} is confirmed — ${brand}`,
      heading: "Your order is confirmed",
      intro: (o) => [
        o.pickup
          ? `We are putting order ${o.id} together and will let you know as soon as it is ready for pickup.`
          : `We are preparing order ${o.id} for dispatch and will hand it over for delivery soon.`,
        ...inStore(o, o.w.inStore),
      ],
    },
    READY_FOR_PICKUP: {
      subject: (id, brand) => `Your order ${id} is ready for pickup — ${brand}`,
      heading: "Your order is ready for pickup",
      intro: (o) => [
        `Your order ${o.id} is waiting for you in the store.`,
        ...inStore(o, `You pay in the store when you pick it up: ${o.total}.`),
        o.w.idCheck,
      ],
    },
    COMPLETED: {
      subject: (id, brand) => `Thank you for your order ${id} — ${brand}`,
      heading: "Thank you for your order",
      intro: (o) => [
        o.pickup ? `Your order ${o.id} has been handed over.` : `Your order ${o.id} has been delivered.`,
        "We hope you enjoy your purchase and look forward to seeing you again.",
      ],
    },
    CANCELED: {
      subject: (id, brand) => `Your order ${id} was canceled — ${brand}`,
      heading: "Your order was canceled",
      intro: (o) => [
        `Your order ${o.id} has been canceled. The goods reserved for you have been released.`,
        byPayment(o, {
          "in-store": "You do not need to do anything else.",
          online: "No money will be taken for this order. If you have already paid for it, please contact us and we will sort it out.",
          crypto: "Please do not send any payment for this order. If you have already made a transfer, contact us and we will sort it out.",
        }),
      ],
    },
  },
  uk: {
    CREATED: {
      subject: (id, brand) => `Ми отримали ваше замовлення ${id} — ${brand}`,
      heading: "Ваше замовлення отримано",
      intro: (o) => [`Ваше замовлення ${o.id} зареєстровано. Незабаром ми його перевіримо й підтвердимо.`],
    },
    AWAITING_PAYMENT: {
      subject: (id, brand) => `Замовлення ${id} очікує на оплату — ${brand}`,
      heading: "Ваше замовлення очікує на оплату",
      intro: (o) => [`Ваше замовлення ${o.id} зарезервовано для вас і очікує на оплату.`],
    },
    PAID: {
      subject: (id, brand) => `Оплату за замовлення ${id} отримано — ${brand}`,
      heading: "Оплату отримано",
      intro: (o) => [
        `Дякуємо! Ми отримали оплату за замовлення ${o.id} на суму ${o.total}.`,
        "Тепер ми готуємо ваше замовлення й повідомимо вас, щойно його буде підтверджено.",
      ],
    },
    APPROVED: {
      subject: (id, brand) => `Ваше замовлення ${id} підтверджено — ${brand}`,
      heading: "Ваше замовлення підтверджено",
      intro: (o) => [
        o.pickup
          ? `Ми вже збираємо замовлення ${o.id} і повідомимо вас, щойно воно буде готове до видачі.`
          : `Ми готуємо замовлення ${o.id} до відправлення й незабаром передамо його в доставку.`,
        ...inStore(o, o.w.inStore),
      ],
    },
    READY_FOR_PICKUP: {
      subject: (id, brand) => `Ваше замовлення ${id} готове до видачі — ${brand}`,
      heading: "Ваше замовлення готове до видачі",
      intro: (o) => [
        `Ваше замовлення ${o.id} чекає на вас у магазині.`,
        ...inStore(o, `Оплата — у магазині під час отримання: ${o.total}.`),
        o.w.idCheck,
      ],
    },
    COMPLETED: {
      subject: (id, brand) => `Дякуємо за замовлення ${id} — ${brand}`,
      heading: "Дякуємо за замовлення",
      intro: (o) => [
        o.pickup ? `Ваше замовлення ${o.id} видано.` : `Ваше замовлення ${o.id} доставлено.`,
        "Сподіваємося, покупка вам сподобається, і будемо раді бачити вас знову.",
      ],
    },
    CANCELED: {
      subject: (id, brand) => `Ваше замовлення ${id} скасовано — ${brand}`,
      heading: "Ваше замовлення скасовано",
      intro: (o) => [
        `Ваше замовлення ${o.id} скасовано. Зарезервовані для вас товари повернулися у продаж.`,
        byPayment(o, {
          "in-store": "Більше нічого робити не потрібно.",
          online: "Кошти за це замовлення не буде списано. Якщо ви вже оплатили його, зв'яжіться з нами — ми все владнаємо.",
          crypto: "Будь ласка, не надсилайте оплату за це замовлення. Якщо ви вже зробили переказ, зв'яжіться з нами — ми все владнаємо.",
        }),
      ],
    },
  },
  pl: {
    CREATED: {
      subject: (id, brand) => `Otrzymaliśmy Twoje zamówienie ${id} – ${brand}`,
      heading: "Twoje zamówienie zostało przyjęte",
      intro: (o) => [`Twoje zamówienie ${o.id} zostało zarejestrowane. Wkrótce je sprawdzimy i potwierdzimy.`],
    },
    AWAITING_PAYMENT: {
      subject: (id, brand) => `Zamówienie ${id} czeka na płatność – ${brand}`,
      heading: "Twoje zamówienie czeka na płatność",
      intro: (o) => [`Twoje zamówienie ${o.id} jest dla Ciebie zarezerwowane i czeka na płatność.`],
    },
    PAID: {
      subject: (id, brand) => `Otrzymaliśmy płatność za zamówienie ${id} – ${brand}`,
      heading: "Płatność otrzymana",
      intro: (o) => [
        `Dziękujemy! Otrzymaliśmy płatność w kwocie ${o.total} za zamówienie ${o.id}.`,
        "Teraz przygotowujemy Twoje zamówienie i damy Ci znać, gdy tylko zostanie potwierdzone.",
      ],
    },
    APPROVED: {
      subject: (id, brand) => `Twoje zamówienie ${id} zostało potwierdzone – ${brand}`,
      heading: "Twoje zamówienie zostało potwierdzone",
      intro: (o) => [
        o.pickup
          ? `Już kompletujemy zamówienie ${o.id} i damy Ci znać, gdy tylko będzie gotowe do odbioru.`
          : `Przygotowujemy zamówienie ${o.id} do wysyłki i wkrótce przekażemy je do doręczenia.`,
        ...inStore(o, o.w.inStore),
      ],
    },
    READY_FOR_PICKUP: {
      subject: (id, brand) => `Twoje zamówienie ${id} jest gotowe do odbioru – ${brand}`,
      heading: "Twoje zamówienie jest gotowe do odbioru",
      intro: (o) => [
        `Twoje zamówienie ${o.id} czeka na Ciebie w sklepie.`,
        ...inStore(o, `Zapłacisz w sklepie przy odbiorze: ${o.total}.`),
        o.w.idCheck,
      ],
    },
    COMPLETED: {
      subject: (id, brand) => `Dziękujemy za zamówienie ${id} – ${brand}`,
      heading: "Dziękujemy za zamówienie",
      intro: (o) => [
        o.pickup ? `Twoje zamówienie ${o.id} zostało odebrane.` : `Twoje zamówienie ${o.id} zostało doręczone.`,
        "Mamy nadzieję, że zakupy przypadną Ci do gustu. Zapraszamy ponownie!",
      ],
    },
    CANCELED: {
      subject: (id, brand) => `Twoje zamówienie ${id} zostało anulowane – ${brand}`,
      heading: "Twoje zamówienie zostało anulowane",
      intro: (o) => [
        `Twoje zamówienie ${o.id} zostało anulowane. Zarezerwowane dla Ciebie produkty wróciły do sprzedaży.`,
        byPayment(o, {
          "in-store": "Nie musisz już nic robić.",
          online:
            "Nie pobierzemy żadnej opłaty za to zamówienie. Jeśli płatność została już dokonana, skontaktuj się z nami – wszystko wyjaśnimy.",
          crypto: "Nie wysyłaj płatności za to zamówienie. Jeśli przelew został już wysłany, skontaktuj się z nami – wszystko wyjaśnimy.",
        }),
      ],
    },
  },
  ru: {
    CREATED: {
      subject: (id, brand) => `Мы получили ваш заказ ${id} — ${brand}`,
      heading: "Ваш заказ получен",
      intro: (o) => [`Ваш заказ ${o.id} зарегистрирован. Скоро мы его проверим и подтвердим.`],
    },
    AWAITING_PAYMENT: {
      subject: (id, brand) => `Заказ ${id} ожидает оплаты — ${brand}`,
      heading: "Ваш заказ ожидает оплаты",
      intro: (o) => [`Ваш заказ ${o.id} зарезервирован для вас и ожидает оплаты.`],
    },
    PAID: {
      subject: (id, brand) => `Оплата за заказ ${id} получена — ${brand}`,
      heading: "Оплата получена",
      intro: (o) => [
        `Спасибо! Мы получили оплату за заказ ${o.id} на сумму ${o.total}.`,
        "Сейчас мы готовим ваш заказ и сообщим вам, как только он будет подтверждён.",
      ],
    },
    APPROVED: {
      subject: (id, brand) => `Ваш заказ ${id} подтверждён — ${brand}`,
      heading: "Ваш заказ подтверждён",
      intro: (o) => [
        o.pickup
          ? `Мы уже собираем заказ ${o.id} и сообщим вам, как только он будет готов к выдаче.`
          : `Мы готовим заказ ${o.id} к отправке и скоро передадим его в доставку.`,
        ...inStore(o, o.w.inStore),
      ],
    },
    READY_FOR_PICKUP: {
      subject: (id, brand) => `Ваш заказ ${id} готов к выдаче — ${brand}`,
      heading: "Ваш заказ готов к выдаче",
      intro: (o) => [
        `Ваш заказ ${o.id} ждёт вас в магазине.`,
        ...inStore(o, `Оплата — в магазине при получении: ${o.total}.`),
        o.w.idCheck,
      ],
    },
    COMPLETED: {
      subject: (id, brand) => `Спасибо за заказ ${id} — ${brand}`,
      heading: "Спасибо за заказ",
      intro: (o) => [
        o.pickup ? `Ваш заказ ${o.id} выдан.` : `Ваш заказ ${o.id} доставлен.`,
        "Надеемся, покупка вам понравится, и будем рады видеть вас снова.",
      ],
    },
    CANCELED: {
      subject: (id, brand) => `Ваш заказ ${id} отменён — ${brand}`,
      heading: "Ваш заказ отменён",
      intro: (o) => [
        `Ваш заказ ${o.id} отменён. Зарезервированные для вас товары вернулись в продажу.`,
        byPayment(o, {
          "in-store": "Больше ничего делать не нужно.",
          online: "Деньги за этот заказ списаны не будут. Если вы уже оплатили его, свяжитесь с нами — мы всё уладим.",
          crypto: "Пожалуйста, не отправляйте оплату за этот заказ. Если вы уже сделали перевод, свяжитесь с нами — мы всё уладим.",
        }),
      ],
    },
  },
};
