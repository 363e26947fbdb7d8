// What is wrong with a line of a stock document (a transfer, a receipt, a counter sale, a write-off), in every
// language: "Line 3: no product has the EAN, SKU or id “590123”." The API answers with these (issue path
// `lines.{n}.product` or `lines.{n}.quantity`, n from 1); the back office shows them beside the row.
import type { Locale, Localized } from "@shop/domain";
import { type PluralForms, plural } from "./messages";

const en = {
  line: "Line",
  noLines: "Add at least one product.",
  tooManyLines: ({ max }: { max: number }) => `A document has at most ${max} lines; split it in two.`,
  unknownProduct: ({ code }: { code: string }) => `no product has the EAN, SKU or id “${code}”.`,
  bundle: ({ name }: { name: string }) => `“${name}” is a bundle: it holds no stock of its own; list its items instead.`,
  notOffered: ({ name, city }: { name: string; city: string }) => `“${name}” is not sold in ${city}: add it to the city's offers first.`,
  badQuantity: ({ max }: { max: number }) => `the quantity must be a whole number from 1 to ${max}.`,
  duplicate: ({ name, line }: { name: string; line: number }) => `“${name}” is already on line ${line}; put its units on one line.`,
  units: { one: "{n} unit", other: "{n} units" } as PluralForms,
  short: ({ name, store, units }: { name: string; store: string; units: string }) => `${store} holds only ${units} of “${name}”.`,
};
export type StockLineMessages = typeof en;

const uk: StockLineMessages = {
  line: "Рядок",
  noLines: "Додайте хоча б один товар.",
  tooManyLines: ({ max }) => `Документ має щонайбільше ${max} рядків; розділіть його на два.`,
  unknownProduct: ({ code }) => `немає товару з EAN, SKU чи id «${code}».`,
  bundle: ({ name }) => `«${name}» — це набір: він не має власного залишку; вкажіть його товари.`,
  notOffered: ({ name, city }) => `«${name}» не продається в місті ${city}: спершу додайте його до пропозицій міста.`,
  badQuantity: ({ max }) => `кількість має бути цілим числом від 1 до ${max}.`,
  duplicate: ({ name, line }) => `«${name}» уже є в рядку ${line}; вкажіть його кількість в одному рядку.`,
  units: { one: "{n} одиниця", few: "{n} одиниці", many: "{n} одиниць", other: "{n} одиниці" },
  short: ({ name, store, units }) => `У магазині ${store} лише ${units} товару «${name}».`,
};

const pl: StockLineMessages = {
  line: "Wiersz",
  noLines: "Dodaj co najmniej jeden produkt.",
  tooManyLines: ({ max }) => `Dokument ma najwyżej ${max} wierszy; podziel go na dwa.`,
  unknownProduct: ({ code }) => `żaden produkt nie ma EAN, SKU ani id „${code}”.`,
  bundle: ({ name }) => `„${name}” to zestaw: nie ma własnego stanu; wpisz jego produkty.`,
  notOffered: ({ name, city }) => `„${name}” nie jest sprzedawany w mieście ${city}: najpierw dodaj go do ofert miasta.`,
  badQuantity: ({ max }) => `ilość musi być liczbą całkowitą od 1 do ${max}.`,
  duplicate: ({ name, line }) => `„${name}” jest już w wierszu ${line}; wpisz jego ilość w jednym wierszu.`,
  units: { one: "{n} sztukę", few: "{n} sztuki", many: "{n} sztuk", other: "{n} sztuki" },
  short: ({ name, store, units }) => `Sklep ${store} ma tylko ${units} produktu „${name}”.`,
};

const ru: StockLineMessages = {
  line: "Строка",
  noLines: "Добавьте хотя бы один товар.",
  tooManyLines: ({ max }) => `В документе не больше ${max} строк; разделите его на два.`,
  unknownProduct: ({ code }) => `нет товара с EAN, SKU или id «${code}».`,
  bundle: ({ name }) => `«${name}» — это набор: у него нет собственного остатка; укажите его товары.`,
  notOffered: ({ name, city }) => `«${name}» не продаётся в городе ${city}: сначала добавьте его в предложения города.`,
  badQuantity: ({ max }) => `количество должно быть целым числом от 1 до ${max}.`,
  duplicate: ({ name, line }) => `«${name}» уже есть в строке ${line}; укажите его количество в одной строке.`,
  units: { one: "{n} единица", few: "{n} единицы", many: "{n} единиц", other: "{n} единицы" },
  short: ({ name, store, units }) => `В магазине ${store} только ${units} товара «${name}».`,
};

export const STOCK_LINE_MESSAGES: Localized<StockLineMessages> = { en, uk, pl, ru };

export type StockLineProblem =
  | { problem: "unknownProduct"; code: string }
  | { problem: "bundle"; name: string }
  | { problem: "notOffered"; name: string; city: string }
  | { problem: "badQuantity"; max: number }
  | { problem: "duplicate"; name: string; line: number }
  | { problem: "short"; name: string; store: string; available: number };

/** "Line 3: …" (`line` from 1; null: a message about the document, not one line). */
export function stockLineMessage(locale: Locale, line: number | null, problem: StockLineProblem): string {
  const m = STOCK_LINE_MESSAGES[locale];
  const text = (() => {
    switch (problem.problem) {
      case "unknownProduct":
        return m.unknownProduct(problem);
      case "bundle":
        return m.bundle(problem);
      case "notOffered":
        return m.notOffered(problem);
      case "badQuantity":
        return m.badQuantity(problem);
      case "duplicate":
        return m.duplicate(problem);
      case "short":
        return m.short({ ...problem, units: plural(locale, m.units, problem.available) });
    }
  })();
  return line === null ? text : `${m.line} ${line}: ${text}`;
}
