/** The shop's languages, in the order the language switcher shows them. */
export const LOCALES = ["en", "uk", "pl", "ru"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A value in each of the shop's languages. */
export type Localized<T = string> = Record<Locale, T>;

/** The locale cookie lives 365 days (spec section 9). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
