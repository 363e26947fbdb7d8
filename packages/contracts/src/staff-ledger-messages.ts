// What is wrong with the ledger's filters, in every language (issue 33): the API answers VALIDATION_FAILED with these,
// the path naming the parameter (`store`, `from`, `to`, `csv`).
import type { Localized } from "@shop/domain";

const en = {
  storeOrProduct: "Choose a store or a product.",
  day: ({ field }: { field: string }) => `${field}: enter a day as YYYY-MM-DD.`,
  fromAfterTo: "“From” is after “to”.",
  tooMany: ({ max }: { max: string }) => `More than ${max} movements match: choose a store, a product or fewer days.`,
  from: "From",
  to: "To",
};
export type StockLedgerMessages = typeof en;

const uk: StockLedgerMessages = {
  storeOrProduct: "Виберіть магазин або товар.",
  day: ({ field }) => `${field}: введіть день у форматі РРРР-ММ-ДД.`,
  fromAfterTo: "Дата «з» пізніша за дату «по».",
  tooMany: ({ max }) => `Підходить понад ${max} рухів: виберіть магазин, товар або менше днів.`,
  from: "З",
  to: "По",
};

const pl: StockLedgerMessages = {
  storeOrProduct: "Wybierz sklep lub produkt.",
  day: ({ field }) => `${field}: wpisz dzień w formacie RRRR-MM-DD.`,
  fromAfterTo: "Data „od” jest późniejsza niż „do”.",
  tooMany: ({ max }) => `Pasuje ponad ${max} ruchów: wybierz sklep, produkt albo mniej dni.`,
  from: "Od",
  to: "Do",
};

const ru: StockLedgerMessages = {
  storeOrProduct: "Выберите магазин или товар.",
  day: ({ field }) => `${field}: введите день в формате ГГГГ-ММ-ДД.`,
  fromAfterTo: "Дата «с» позже даты «по».",
  tooMany: ({ max }) => `Подходит больше ${max} движений: выберите магазин, товар или меньше дней.`,
  from: "С",
  to: "По",
};

export const STOCK_LEDGER_MESSAGES: Localized<StockLedgerMessages> = { en, uk, pl, ru };
