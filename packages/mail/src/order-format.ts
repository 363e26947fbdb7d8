// Formatting for the order e-mails: money in the e-mail's language, instants in shop time (Europe/Warsaw).
import { formatMoney, type Locale, SHOP_TIME_ZONE } from "@shop/domain";

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };

/** A pickup slot: "Tuesday 12 May at 14:30" (no year: it is within a week). */
const SLOT: Intl.DateTimeFormatOptions = { weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" };
/** A deadline: "12 May 2026 at 14:30". */
const DEADLINE: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" };

export interface OrderFormat {
  money(grosze: number): string;
  /** A pickup slot in shop time. */
  slot(iso: string): string;
  /** A deadline in shop time. */
  deadline(iso: string): string;
  /** A calendar day, YYYY-MM-DD: "29 November 2026". */
  day(date: string): string;
  plural(count: number): Intl.LDMLPluralRule;
}

const cache = new Map<Locale, OrderFormat>();

export function orderFormat(locale: Locale): OrderFormat {
  const known = cache.get(locale);
  if (known) return known;
  const tag = INTL_LOCALE[locale];
  const dates = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { ...options, timeZone: SHOP_TIME_ZONE, hourCycle: "h23" });
  const slot = dates(SLOT);
  const deadline = dates(DEADLINE);
  const days = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const plurals = new Intl.PluralRules(tag);
  const instant = (iso: string) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) throw new Error(`not an instant: ${iso}`);
    return date;
  };
  const format: OrderFormat = {
    money: (grosze) => formatMoney(grosze, locale),
    slot: (iso) => slot.format(instant(iso)),
    deadline: (iso) => deadline.format(instant(iso)),
    day: (date) => days.format(instant(`${date}T00:00:00Z`)),
    plural: (count) => plurals.select(count),
  };
  cache.set(locale, format);
  return format;
}
