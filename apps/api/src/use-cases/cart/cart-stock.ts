// The line limit of a product in a city and the refusal of a quantity above it (issue 6): the city's stock
// (a bundle's: what its items allow), at most MAX_LINE_QUANTITY. A product the city does not show is refused.
import { MAX_LINE_QUANTITY } from "@shop/contracts";
import { type Db, findCardRows } from "@shop/db";
import type { Locale, Localized } from "@shop/domain";
import { LOCALES } from "@shop/domain";
import { AppError } from "../../core/app-error";
import { stockOf } from "../catalogue/product-cards";

/** The most one cart line of the product may hold in the city; PRODUCT_NOT_OFFERED when it is not sold there. */
export async function lineLimit(db: Db, cityId: number, productId: number, locale: Locale): Promise<number> {
  const [row] = await findCardRows(db, { cityId, locale, ids: [productId] });
  if (!row?.visible) throw new AppError("PRODUCT_NOT_OFFERED");
  return Math.max(0, Math.min(stockOf(row), MAX_LINE_QUANTITY));
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** "Only N left" per language and plural form ({n} is the number); none when nothing is left. */
const ONLY_LEFT: Localized<PluralForms> = {
  en: { one: "Only {n} left in stock.", other: "Only {n} left in stock." },
  uk: {
    one: "У наявності лише {n} штука.",
    few: "У наявності лише {n} штуки.",
    many: "У наявності лише {n} штук.",
    other: "У наявності лише {n} штуки.",
  },
  pl: {
    one: "Na stanie została tylko {n} sztuka.",
    few: "Na stanie zostały tylko {n} sztuki.",
    many: "Na stanie zostało tylko {n} sztuk.",
    other: "Na stanie zostało tylko {n} sztuki.",
  },
  ru: {
    one: "В наличии только {n} штука.",
    few: "В наличии только {n} штуки.",
    many: "В наличии только {n} штук.",
    other: "В наличии только {n} штуки.",
  },
};

const NONE_LEFT: Localized = {
  en: "This product is out of stock.",
  uk: "Цього товару немає в наявності.",
  pl: "Tego produktu nie ma na stanie.",
  ru: "Этого товара нет в наличии.",
};

/** How many are left, in the language's plural form. */
function onlyLeftMessage(locale: Locale, available: number): string {
  if (available <= 0) return NONE_LEFT[locale];
  const forms = ONLY_LEFT[locale];
  const form = forms[new Intl.PluralRules(locale).select(available)] ?? forms.other;
  return form.replace("{n}", String(available));
}

/** NOT_ENOUGH_STOCK saying how many the line may hold (details.available). */
export function notEnoughStock(available: number): AppError {
  const messages = Object.fromEntries(LOCALES.map((locale) => [locale, onlyLeftMessage(locale, available)])) as Localized;
  return new AppError("NOT_ENOUGH_STOCK", { messages, details: { available } });
}
