import { isLocale, type Locale } from "@shop/domain";

/** The request's language: its `Locale` header when it names one of the shop's languages, else en. */
export function localeOf(headers: Headers): Locale {
  const value = headers.get("locale")?.trim().toLowerCase();
  return isLocale(value) ? value : "en";
}
