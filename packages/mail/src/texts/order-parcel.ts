// A delivery order's InPost parcel in its status e-mails (issue 19): the tracking number's label, and the e-mail
// that tells an approved order's customer the parcel is on its way (sent once, when InPost gives it its number).
import type { Localized } from "@shop/domain";
import type { OrderContext } from "./order-parts";

export interface ParcelTexts {
  /** The fact's label; its value is the tracking number, linked to InPost's tracking page. */
  label: string;
  sent: { subject(id: string, brand: string): string; heading: string; intro(order: OrderContext): string[] };
}

const locker = (o: OrderContext) => o.mail.delivery === "parcel-locker";

export const PARCEL_TEXTS: Localized<ParcelTexts> = {
  en: {
    label: "InPost tracking number",
    sent: {
      subject: (id, brand) => `Your order ${id} is on its way — ${brand}`,
      heading: "Your order is on its way",
      intro: (o) => [
        locker(o)
          ? `We have handed order ${o.id} over to InPost. It is going to the parcel locker you chose; when it arrives, InPost will send you the pickup code by text message and e-mail.`
          : `We have handed order ${o.id} over to InPost; their courier will bring it to your address.`,
        "You can follow the parcel with its tracking number below.",
      ],
    },
  },
  uk: {
    label: "Номер відстеження InPost",
    sent: {
      subject: (id, brand) => `Ваше замовлення ${id} уже в дорозі — ${brand}`,
      heading: "Ваше замовлення вже в дорозі",
      intro: (o) => [
        locker(o)
          ? `Ми передали замовлення ${o.id} компанії InPost. Його доставлять у вибраний вами поштомат; коли посилка надійде, InPost надішле вам код отримання в SMS та електронним листом.`
          : `Ми передали замовлення ${o.id} компанії InPost; кур'єр доставить його на вашу адресу.`,
        "Відстежувати посилку можна за номером нижче.",
      ],
    },
  },
  pl: {
    label: "Numer przesyłki InPost",
    sent: {
      subject: (id, brand) => `Twoje zamówienie ${id} jest w drodze – ${brand}`,
      heading: "Twoje zamówienie jest w drodze",
      intro: (o) => [
        locker(o)
          ? `Przekazaliśmy zamówienie ${o.id} firmie InPost. Trafi do wybranego przez Ciebie paczkomatu; gdy dotrze, InPost wyśle Ci kod odbioru SMS-em i e-mailem.`
          : `Przekazaliśmy zamówienie ${o.id} firmie InPost; kurier dostarczy je pod Twój adres.`,
        "Przesyłkę możesz śledzić po jej numerze podanym poniżej.",
      ],
    },
  },
  ru: {
    label: "Номер отслеживания InPost",
    sent: {
      subject: (id, brand) => `Ваш заказ ${id} уже в пути — ${brand}`,
      heading: "Ваш заказ уже в пути",
      intro: (o) => [
        locker(o)
          ? `Мы передали заказ ${o.id} компании InPost. Его доставят в выбранный вами постамат; когда посылка прибудет, InPost пришлёт вам код получения по SMS и электронной почте.`
          : `Мы передали заказ ${o.id} компании InPost; курьер доставит его по вашему адресу.`,
        "Отслеживать посылку можно по номеру ниже.",
      ],
    },
  },
};
