// Times on the checkout page and in the crypto payment: pickup slots grouped by day and the pay-until
// countdown. Shop time is Europe/Warsaw (decisions.md): a slot reads the same wherever the shopper is.
import { type Locale, SHOP_TIME_ZONE } from "@shop/domain";

const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", uk: "uk-UA", pl: "pl-PL", ru: "ru-RU" };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Locale, kind: "key" | "day" | "time" | "weekday"): Intl.DateTimeFormat {
  const id = `${lang}:${kind}`;
  let found = formatters.get(id);
  if (!found) {
    const options: Record<typeof kind, Intl.DateTimeFormatOptions> = {
      key: { year: "numeric", month: "2-digit", day: "2-digit" },
      day: { weekday: "long", day: "numeric", month: "long" },
      time: { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
      weekday: { weekday: "short" },
    };
    found = new Intl.DateTimeFormat(kind === "key" ? "en-CA" : INTL_LOCALE[lang], { ...options[kind], timeZone: SHOP_TIME_ZONE });
    formatters.set(id, found);
  }
  return found;
}

export interface SlotDay {
  /** The shop-time date, YYYY-MM-DD. */
  date: string;
  /** "Sunday 30 March" in the page's language. */
  label: string;
  slots: { value: string; label: string }[];
}

/** Pickup slots (UTC instants, earliest first) grouped by their day in shop time, each labelled with its shop time. */
export function groupSlotsByDay(slots: readonly string[], lang: Locale): SlotDay[] {
  const days: SlotDay[] = [];
  for (const value of slots) {
    const instant = new Date(value);
    const date = formatter(lang, "key").format(instant);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: formatter(lang, "day").format(instant), slots: [] };
      days.push(day);
    }
    day.slots.push({ value, label: formatter(lang, "time").format(instant) });
  }
  return days;
}

/** A pickup time as one text: "Sunday 30 March, 12:00". */
export function formatSlot(value: string, lang: Locale): string {
  const instant = new Date(value);
  return `${formatter(lang, "day").format(instant)}, ${formatter(lang, "time").format(instant)}`;
}

/** A time of day in shop time: "14:35". */
export function formatShopClock(value: string, lang: Locale): string {
  return formatter(lang, "time").format(new Date(value));
}

/** The short name of weekday 1 (Monday) ... 7 (Sunday) in the page's language. */
export function weekdayName(day: number, lang: Locale): string {
  // 2024-01-01 was a Monday; noon UTC is the same day in Warsaw.
  return formatter(lang, "weekday").format(new Date(Date.UTC(2024, 0, day, 12)));
}

/** Milliseconds left until the deadline (never below 0). */
export function remainingMs(until: string, now: number): number {
  return Math.max(0, Date.parse(until) - now);
}

/** A countdown as mm:ss, whole seconds rounded up (it reads 00:00 only when the time is up). */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const mm = Math.floor(seconds / 60);
  const ss = seconds % 60;
  return `${String(mm).padStart(2, "0")}:${String(ss).padStart(2, "0")}`;
}
