// What is wrong with an offer or a line of an offers CSV, in every language: "Line 3, sale_price: the sale
// price must be lower than the price." The API answers with these; the back office's forms show the same.
import type { Locale, Localized, OfferField, OfferProblem } from "@shop/domain";

export const OFFER_PROBLEM_MESSAGES: Record<OfferProblem, Localized> = {
  required: { en: "a value is required.", uk: "потрібне значення.", pl: "wymagana wartość.", ru: "нужно значение." },
  notYesNo: { en: 'write "yes" or "no".', uk: 'напишіть "yes" або "no".', pl: 'wpisz "yes" lub "no".', ru: 'напишите "yes" или "no".' },
  notPrice: {
    en: "write an amount in złoty above 0, such as 19.90.",
    uk: "вкажіть суму в злотих, більшу за 0, наприклад 19.90.",
    pl: "wpisz kwotę w złotych większą od 0, np. 19.90.",
    ru: "укажите сумму в злотых больше 0, например 19.90.",
  },
  priceTooHigh: {
    en: "the amount is too high (at most 100000.00).",
    uk: "сума завелика (щонайбільше 100000.00).",
    pl: "kwota jest za wysoka (najwyżej 100000.00).",
    ru: "сумма слишком велика (не больше 100000.00).",
  },
  notStock: {
    en: "write a whole number, 0 or more.",
    uk: "вкажіть ціле число, 0 або більше.",
    pl: "wpisz liczbę całkowitą, 0 lub więcej.",
    ru: "укажите целое число, 0 или больше.",
  },
  stockTooHigh: {
    en: "the number is too high (at most 1000000).",
    uk: "число завелике (щонайбільше 1000000).",
    pl: "liczba jest za duża (najwyżej 1000000).",
    ru: "число слишком велико (не больше 1000000).",
  },
  notTiers: {
    en: "write tiers as 10:17.90;50:15.90 (a minimum quantity above 1, a colon, the price in złoty).",
    uk: "запишіть пороги як 10:17.90;50:15.90 (мінімальна кількість більша за 1, двокрапка, ціна в злотих).",
    pl: "wpisz progi jako 10:17.90;50:15.90 (minimalna ilość większa od 1, dwukropek, cena w złotych).",
    ru: "запишите пороги как 10:17.90;50:15.90 (минимальное количество больше 1, двоеточие, цена в злотых).",
  },
  tooManyTiers: { en: "at most 10 tiers.", uk: "щонайбільше 10 порогів.", pl: "najwyżej 10 progów.", ru: "не больше 10 порогов." },
  tierDuplicate: {
    en: "two tiers have the same minimum quantity.",
    uk: "два пороги мають однакову мінімальну кількість.",
    pl: "dwa progi mają tę samą minimalną ilość.",
    ru: "у двух порогов одинаковое минимальное количество.",
  },
  saleNotBelowPrice: {
    en: "the sale price must be lower than the price.",
    uk: "ціна зі знижкою має бути нижчою за ціну.",
    pl: "cena promocyjna musi być niższa od ceny.",
    ru: "цена со скидкой должна быть ниже цены.",
  },
  tierNotBelowPrice: {
    en: "each tier's price must be lower than the price.",
    uk: "ціна кожного порогу має бути нижчою за ціну.",
    pl: "cena każdego progu musi być niższa od ceny.",
    ru: "цена каждого порога должна быть ниже цены.",
  },
  unknownProduct: {
    en: "there is no product with this slug.",
    uk: "товару з таким slug немає.",
    pl: "nie ma produktu o takim slugu.",
    ru: "товара с таким slug нет.",
  },
  duplicateProduct: {
    en: "this product is already on an earlier line.",
    uk: "цей товар уже є в одному з попередніх рядків.",
    pl: "ten produkt jest już w jednym z wcześniejszych wierszy.",
    ru: "этот товар уже есть в одной из предыдущих строк.",
  },
  unterminatedQuote: {
    en: "a quoted value is not closed with a quote.",
    uk: "значення в лапках не закрито лапкою.",
    pl: "wartość w cudzysłowie nie jest zamknięta cudzysłowem.",
    ru: "значение в кавычках не закрыто кавычкой.",
  },
  textAfterQuote: {
    en: "there is text after a closing quote; put the whole value in quotes.",
    uk: "після закривальної лапки є текст; візьміть усе значення в лапки.",
    pl: "po zamykającym cudzysłowie jest tekst; ujmij całą wartość w cudzysłów.",
    ru: "после закрывающей кавычки есть текст; возьмите всё значение в кавычки.",
  },
  noHeader: {
    en: "the file is empty; its first line must be the header (product_slug, price, …).",
    uk: "файл порожній; перший рядок має бути заголовком (product_slug, price, …).",
    pl: "plik jest pusty; pierwszy wiersz musi być nagłówkiem (product_slug, price, …).",
    ru: "файл пуст; первая строка должна быть заголовком (product_slug, price, …).",
  },
  unknownColumn: {
    en: "unknown column; the columns are product_slug, product_name_en, visible, price, sale_price, stock, franchise_price, wholesale_tiers.",
    uk: "невідомий стовпець; стовпці: product_slug, product_name_en, visible, price, sale_price, stock, franchise_price, wholesale_tiers.",
    pl: "nieznana kolumna; kolumny to product_slug, product_name_en, visible, price, sale_price, stock, franchise_price, wholesale_tiers.",
    ru: "неизвестный столбец; столбцы: product_slug, product_name_en, visible, price, sale_price, stock, franchise_price, wholesale_tiers.",
  },
  duplicateColumn: {
    en: "this column appears twice in the header.",
    uk: "цей стовпець двічі є в заголовку.",
    pl: "ta kolumna występuje w nagłówku dwa razy.",
    ru: "этот столбец дважды встречается в заголовке.",
  },
  missingColumn: {
    en: "the header needs this column.",
    uk: "у заголовку має бути цей стовпець.",
    pl: "nagłówek musi mieć tę kolumnę.",
    ru: "в заголовке должен быть этот столбец.",
  },
  fieldCount: {
    en: "the line has a different number of values than the header.",
    uk: "у рядку інша кількість значень, ніж у заголовку.",
    pl: "wiersz ma inną liczbę wartości niż nagłówek.",
    ru: "в строке другое количество значений, чем в заголовке.",
  },
  tooManyLines: {
    en: "the file has too many lines (at most 20000 per import).",
    uk: "у файлі забагато рядків (щонайбільше 20000 за один імпорт).",
    pl: "plik ma za dużo wierszy (najwyżej 20000 na jeden import).",
    ru: "в файле слишком много строк (не больше 20000 за один импорт).",
  },
};

export const OFFER_FIELD_LABELS: Record<OfferField, Localized> = {
  visible: { en: "visible", uk: "видимість", pl: "widoczność", ru: "видимость" },
  price: { en: "price", uk: "ціна", pl: "cena", ru: "цена" },
  salePrice: { en: "sale price", uk: "ціна зі знижкою", pl: "cena promocyjna", ru: "цена со скидкой" },
  stock: { en: "stock", uk: "залишок", pl: "stan", ru: "остаток" },
  franchisePrice: { en: "franchise price", uk: "ціна для франшизи", pl: "cena dla franczyzy", ru: "цена для франшизы" },
  wholesaleTiers: { en: "wholesale tiers", uk: "оптові пороги", pl: "progi hurtowe", ru: "оптовые пороги" },
};

const LINE: Localized = { en: "Line", uk: "Рядок", pl: "Wiersz", ru: "Строка" };

/**
 * "Line 3, sale_price: …" for a line of a CSV (the column as its header names it), "Warsaw, sale price: …" for
 * a city's row of a product's offers.
 */
export function offerIssueMessage(
  locale: Locale,
  where: { line: number } | { city: string },
  what: { column: string } | { field: OfferField } | null,
  problem: OfferProblem,
): string {
  const place = "line" in where ? `${LINE[locale]} ${where.line}` : where.city;
  const label = what === null ? "" : "column" in what ? `, ${what.column}` : `, ${OFFER_FIELD_LABELS[what.field][locale]}`;
  return `${place}${label}: ${OFFER_PROBLEM_MESSAGES[problem][locale]}`;
}

/** A save met another one that changed the same fields to something else (409 CONFLICT). */
export function offerConflictMessage(locale: Locale, city: string, fields: readonly OfferField[]): string {
  const names = fields.map((field) => OFFER_FIELD_LABELS[field][locale]).join(", ");
  const text: Localized = {
    en: `${city}: someone else changed these meanwhile: ${names}. Check the values as they are now and save again.`,
    uk: `${city}: хтось інший тим часом змінив: ${names}. Перевірте поточні значення та збережіть ще раз.`,
    pl: `${city}: ktoś inny w międzyczasie zmienił: ${names}. Sprawdź obecne wartości i zapisz ponownie.`,
    ru: `${city}: кто-то другой тем временем изменил: ${names}. Проверьте текущие значения и сохраните ещё раз.`,
  };
  return text[locale];
}
