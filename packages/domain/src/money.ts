import type { Locale } from "./locales";

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };
const formatters = new Map<Locale, Intl.NumberFormat>();

/** Grosze formatted as PLN for a locale: 4999 → "49,99 zł" (pl), "PLN 49.99" (en). Formatting happens only at the edge. */
export function formatMoney(grosze: number, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(INTL_LOCALE[locale], { style: "currency", currency: "PLN" });
    formatters.set(locale, formatter);
  }
  return formatter.format(grosze / 100);
}
