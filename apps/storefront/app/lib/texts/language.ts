import { isLocale, type Locale } from "@shop/domain";

/** The URL is the truth for the language: its first segment when that is one of the shop's locales. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split("/")[1];
  return isLocale(first) ? first : null;
}

/** The language a page at this path is written in (English where the path names none). */
export function languageOfPath(pathname: string): Locale {
  return localeFromPath(pathname) ?? "en";
}
