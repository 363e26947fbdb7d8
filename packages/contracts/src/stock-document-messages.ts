// What the goods receipts and counter sales answer beyond their lines (issue 33; docs/inventory.md), in every
// language: the supplier's document or the register's number recorded already (409, naming the earlier document and
// its day, so that a retry knows it was done), a unit cost out of range, a sales day after today.
import { type Locale, type Localized, SHOP_TIME_ZONE } from "@shop/domain";

interface Texts {
  receiptExists: (p: { supplier: string; document: string; id: number; date: string }) => string;
  saleExists: (p: { reference: string; id: number; date: string }) => string;
  badUnitCost: string;
  futureDay: string;
}

const en: Texts = {
  receiptExists: ({ supplier, document, id, date }) =>
    `Document ${document} of ${supplier} was received in this store already: goods receipt no. ${id} of ${date}.`,
  saleExists: ({ reference, id, date }) => `Number ${reference} was recorded in this store already: counter sale no. ${id} of ${date}.`,
  badUnitCost: "the unit cost must be an amount in złoty from 0 to 100000.00.",
  futureDay: "the day of the sales cannot be after today.",
};

const uk: Texts = {
  receiptExists: ({ supplier, document, id, date }) =>
    `Документ ${document} постачальника ${supplier} уже прийнято в цьому магазині: надходження № ${id} від ${date}.`,
  saleExists: ({ reference, id, date }) => `Номер ${reference} уже записано в цьому магазині: продаж на касі № ${id} від ${date}.`,
  badUnitCost: "ціна за одиницю має бути сумою в злотих від 0 до 100000.00.",
  futureDay: "день продажів не може бути пізніше за сьогодні.",
};

const pl: Texts = {
  receiptExists: ({ supplier, document, id, date }) =>
    `Dokument ${document} dostawcy ${supplier} został już przyjęty w tym sklepie: przyjęcie nr ${id} z ${date}.`,
  saleExists: ({ reference, id, date }) => `Numer ${reference} został już zapisany w tym sklepie: sprzedaż w sklepie nr ${id} z ${date}.`,
  badUnitCost: "cena jednostkowa musi być kwotą w złotych od 0 do 100000.00.",
  futureDay: "dzień sprzedaży nie może być późniejszy niż dzisiaj.",
};

const ru: Texts = {
  receiptExists: ({ supplier, document, id, date }) =>
    `Документ ${document} поставщика ${supplier} уже принят в этом магазине: поступление № ${id} от ${date}.`,
  saleExists: ({ reference, id, date }) => `Номер ${reference} уже записан в этом магазине: продажа на кассе № ${id} от ${date}.`,
  badUnitCost: "цена за единицу должна быть суммой в злотых от 0 до 100000.00.",
  futureDay: "день продаж не может быть позже сегодняшнего.",
};

export const STOCK_DOCUMENT_MESSAGES: Localized<Texts> = { en, uk, pl, ru };

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };

/** An instant's day in shop time, as the language writes a date ("20 November 2026", "20 listopada 2026"). */
export function shopDayText(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: "long", timeZone: SHOP_TIME_ZONE }).format(at);
}

/** The same message in every language (an error answered in the request's language). */
export function stockDocumentMessage(text: (m: Texts, locale: Locale) => string): Localized {
  return {
    en: text(en, "en"),
    uk: text(uk, "uk"),
    pl: text(pl, "pl"),
    ru: text(ru, "ru"),
  };
}
