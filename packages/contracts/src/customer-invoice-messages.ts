// Where KSeF has a customer's invoice, in plain words in every language (issue 34): the API answers them with the
// invoice lists of the order's page and the cabinet.
import type { Localized } from "@shop/domain";
import type { CustomerKsefState } from "./customer-invoices";

type KsefWords = Record<CustomerKsefState, (params: { number: string }) => string>;

const en: KsefWords = {
  "in-ksef": ({ number }) => `In KSeF, the national e-invoice system: number ${number}`,
  "not-yet": () => "Not yet in KSeF: the shop is sending it to the national e-invoice system; the PDF will then carry its KSeF number",
  "not-applicable": () => "An invoice for a private person: not sent to KSeF",
};

const uk: KsefWords = {
  "in-ksef": ({ number }) => `У KSeF, національній системі електронних рахунків-фактур: номер ${number}`,
  "not-yet": () =>
    "Ще не в KSeF: магазин надсилає рахунок-фактуру до національної системи електронних рахунків-фактур; тоді PDF міститиме його номер у KSeF",
  "not-applicable": () => "Рахунок-фактура для приватної особи: до KSeF не надсилається",
};

const pl: KsefWords = {
  "in-ksef": ({ number }) => `W KSeF (Krajowy System e-Faktur): numer ${number}`,
  "not-yet": () => "Jeszcze nie w KSeF: sklep wysyła fakturę do Krajowego Systemu e-Faktur; PDF będzie wtedy zawierał jej numer KSeF",
  "not-applicable": () => "Faktura dla osoby prywatnej: nie jest wysyłana do KSeF",
};

const ru: KsefWords = {
  "in-ksef": ({ number }) => `В KSeF, национальной системе электронных счетов-фактур: номер ${number}`,
  "not-yet": () =>
    "Ещё не в KSeF: магазин отправляет счёт-фактуру в национальную систему электронных счетов-фактур; тогда в PDF будет его номер в KSeF",
  "not-applicable": () => "Счёт-фактура для частного лица: в KSeF не отправляется",
};

export const CUSTOMER_KSEF_WORDS: Localized<KsefWords> = { en, uk, pl, ru };
