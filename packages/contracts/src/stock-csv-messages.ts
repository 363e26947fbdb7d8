// What is wrong with a stock document's CSV (a goods receipt's delivery, a register's daily sales: issue 33), in every
// language, named as the offers' import names it: "Line 3, quantity: the quantity must be a whole number from 1 to
// 1000000." The API answers with these (issue path `lines.{line}.{column}`, or `lines.{line}` for a whole line).
import type { Locale, Localized, StockCsvProblemCode } from "@shop/domain";
import { plural } from "./messages";
import { STOCK_LINE_MESSAGES } from "./stock-line-messages";

type Texts = Record<Exclude<StockCsvProblemCode, "unknownColumn" | "tooManyLines" | "notQuantity">, string> & {
  unknownColumn: (p: { columns: string }) => string;
  tooManyLines: (p: { max: number }) => string;
  notQuantity: (p: { max: number }) => string;
  codesDisagree: (p: { first: string; second: string }) => string;
  soldTooMany: (p: { name: string; store: string; units: string; sold: number; lines: string }) => string;
  notImported: string;
  /** Two or more lines of the file: "lines 3, 7". */
  lines: (p: { lines: string }) => string;
};

const en: Texts = {
  unterminatedQuote: "a quoted value is not closed with a quote.",
  textAfterQuote: "there is text after a closing quote; put the whole value in quotes.",
  noHeader: "the file is empty; its first line must be the header (ean or sku, quantity, …).",
  semicolons: "the values are separated by semicolons; save the file as CSV with commas (CSV UTF-8, comma delimited).",
  unknownColumn: ({ columns }) => `unknown column; the columns are ${columns}.`,
  duplicateColumn: "this column appears twice in the header.",
  missingQuantity: "the header needs this column.",
  missingProduct: "the header needs a column naming the product: ean, sku or product.",
  fieldCount: "the line has a different number of values than the header.",
  tooManyLines: ({ max }) => `the file has too many lines (at most ${max}); split it.`,
  noLines: "the file has its header but no lines.",
  noCode: "name the product: its EAN, SKU or #id.",
  notEan: "write the EAN's 8 to 14 digits.",
  eanAsNumber: "the spreadsheet saved the EAN as a number (5.9E+12) and lost its digits: format the column as text and save again.",
  notQuantity: ({ max }) => `the quantity must be a whole number from 1 to ${max}.`,
  notCost: "write the unit cost in złoty from 0 to 100000.00, such as 7.50, or leave it empty.",
  codesDisagree: ({ first, second }) => `the line's columns name two products: “${first}” and “${second}”.`,
  soldTooMany: ({ name, store, units, sold, lines }) => `${store} holds only ${units} of “${name}”; the file sells ${sold} (${lines}).`,
  notImported: "The file was not imported; nothing was changed.",
  lines: ({ lines }) => `lines ${lines}`,
};

const uk: Texts = {
  unterminatedQuote: "значення в лапках не закрите лапкою.",
  textAfterQuote: "після закривної лапки є текст; візьміть усе значення в лапки.",
  noHeader: "файл порожній; його перший рядок має бути заголовком (ean або sku, quantity, …).",
  semicolons: "значення розділені крапкою з комою; збережіть файл як CSV із комами (CSV UTF-8, розділювач — кома).",
  unknownColumn: ({ columns }) => `невідомий стовпець; стовпці: ${columns}.`,
  duplicateColumn: "цей стовпець двічі трапляється в заголовку.",
  missingQuantity: "у заголовку має бути цей стовпець.",
  missingProduct: "у заголовку має бути стовпець, що називає товар: ean, sku або product.",
  fieldCount: "у рядку інша кількість значень, ніж у заголовку.",
  tooManyLines: ({ max }) => `у файлі забагато рядків (щонайбільше ${max}); розділіть його.`,
  noLines: "у файлі є заголовок, але немає рядків.",
  noCode: "вкажіть товар: його EAN, SKU або #id.",
  notEan: "напишіть 8–14 цифр EAN.",
  eanAsNumber: "таблиця зберегла EAN як число (5.9E+12) і втратила його цифри: задайте стовпцю текстовий формат і збережіть файл знову.",
  notQuantity: ({ max }) => `кількість має бути цілим числом від 1 до ${max}.`,
  notCost: "напишіть ціну за одиницю в злотих від 0 до 100000.00, наприклад 7.50, або залиште порожнім.",
  codesDisagree: ({ first, second }) => `стовпці рядка називають два різні товари: «${first}» і «${second}».`,
  soldTooMany: ({ name, store, units, sold, lines }) =>
    `У магазині ${store} лише ${units} товару «${name}»; файл продає ${sold} (${lines}).`,
  notImported: "Файл не імпортовано; нічого не змінено.",
  lines: ({ lines }) => `рядки ${lines}`,
};

const pl: Texts = {
  unterminatedQuote: "wartość w cudzysłowie nie jest zamknięta cudzysłowem.",
  textAfterQuote: "po zamykającym cudzysłowie jest tekst; ujmij całą wartość w cudzysłów.",
  noHeader: "plik jest pusty; jego pierwszy wiersz musi być nagłówkiem (ean lub sku, quantity, …).",
  semicolons: "wartości są rozdzielone średnikami; zapisz plik jako CSV z przecinkami (CSV UTF-8, rozdzielany przecinkami).",
  unknownColumn: ({ columns }) => `nieznana kolumna; kolumny to ${columns}.`,
  duplicateColumn: "ta kolumna występuje w nagłówku dwa razy.",
  missingQuantity: "nagłówek musi mieć tę kolumnę.",
  missingProduct: "nagłówek musi mieć kolumnę wskazującą produkt: ean, sku lub product.",
  fieldCount: "wiersz ma inną liczbę wartości niż nagłówek.",
  tooManyLines: ({ max }) => `plik ma za dużo wierszy (najwyżej ${max}); podziel go.`,
  noLines: "plik ma nagłówek, ale nie ma wierszy.",
  noCode: "wskaż produkt: jego EAN, SKU albo #id.",
  notEan: "wpisz 8–14 cyfr kodu EAN.",
  eanAsNumber: "arkusz zapisał EAN jako liczbę (5.9E+12) i zgubił jego cyfry: ustaw dla kolumny format tekstowy i zapisz plik ponownie.",
  notQuantity: ({ max }) => `ilość musi być liczbą całkowitą od 1 do ${max}.`,
  notCost: "wpisz cenę jednostkową w złotych od 0 do 100000.00, np. 7.50, albo zostaw puste pole.",
  codesDisagree: ({ first, second }) => `kolumny wiersza wskazują dwa różne produkty: „${first}” i „${second}”.`,
  soldTooMany: ({ name, store, units, sold, lines }) =>
    `Sklep ${store} ma tylko ${units} produktu „${name}”; plik sprzedaje ${sold} (${lines}).`,
  notImported: "Plik nie został zaimportowany; nic nie zmieniono.",
  lines: ({ lines }) => `wiersze ${lines}`,
};

const ru: Texts = {
  unterminatedQuote: "значение в кавычках не закрыто кавычкой.",
  textAfterQuote: "после закрывающей кавычки есть текст; заключите всё значение в кавычки.",
  noHeader: "файл пуст; его первая строка должна быть заголовком (ean или sku, quantity, …).",
  semicolons: "значения разделены точкой с запятой; сохраните файл как CSV с запятыми (CSV UTF-8, разделитель — запятая).",
  unknownColumn: ({ columns }) => `неизвестный столбец; столбцы: ${columns}.`,
  duplicateColumn: "этот столбец дважды встречается в заголовке.",
  missingQuantity: "в заголовке должен быть этот столбец.",
  missingProduct: "в заголовке должен быть столбец, называющий товар: ean, sku или product.",
  fieldCount: "в строке другое число значений, чем в заголовке.",
  tooManyLines: ({ max }) => `в файле слишком много строк (не больше ${max}); разделите его.`,
  noLines: "в файле есть заголовок, но нет строк.",
  noCode: "укажите товар: его EAN, SKU или #id.",
  notEan: "напишите 8–14 цифр EAN.",
  eanAsNumber: "таблица сохранила EAN как число (5.9E+12) и потеряла его цифры: задайте столбцу текстовый формат и сохраните файл снова.",
  notQuantity: ({ max }) => `количество должно быть целым числом от 1 до ${max}.`,
  notCost: "напишите цену за единицу в злотых от 0 до 100000.00, например 7.50, или оставьте пустым.",
  codesDisagree: ({ first, second }) => `столбцы строки называют два разных товара: «${first}» и «${second}».`,
  soldTooMany: ({ name, store, units, sold, lines }) =>
    `В магазине ${store} только ${units} товара «${name}»; файл продаёт ${sold} (${lines}).`,
  notImported: "Файл не импортирован; ничего не изменено.",
  lines: ({ lines }) => `строки ${lines}`,
};

export const STOCK_CSV_MESSAGES: Localized<Texts> = { en, uk, pl, ru };

/** "Line 3, quantity: …" (the column as the header names it; none: the whole line). */
export function stockCsvMessage(locale: Locale, line: number, column: string | null, text: string): string {
  return `${STOCK_LINE_MESSAGES[locale].line} ${line}${column ? `, ${column}` : ""}: ${text}`;
}

/** A problem the CSV reader found, as its message. */
export function stockCsvProblemText(
  locale: Locale,
  problem: StockCsvProblemCode,
  context: { columns: readonly string[]; maxLines: number; maxQuantity: number },
): string {
  const m = STOCK_CSV_MESSAGES[locale];
  switch (problem) {
    case "unknownColumn":
      return m.unknownColumn({ columns: context.columns.join(", ") });
    case "tooManyLines":
      return m.tooManyLines({ max: context.maxLines });
    case "notQuantity":
      return m.notQuantity({ max: context.maxQuantity });
    default:
      return m[problem];
  }
}

/** A product the file sells more of than the store holds, over two or more lines: "… the file sells 5 (lines 3, 7)." */
export function soldTooManyText(
  locale: Locale,
  problem: { name: string; store: string; available: number; sold: number; lines: readonly number[] },
): string {
  const m = STOCK_CSV_MESSAGES[locale];
  return m.soldTooMany({
    name: problem.name,
    store: problem.store,
    units: plural(locale, STOCK_LINE_MESSAGES[locale].units, problem.available),
    sold: problem.sold,
    lines: m.lines({ lines: problem.lines.join(", ") }),
  });
}
