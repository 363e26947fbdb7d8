// A store's weekly opening hours (stored as the open days, 1 = Monday … 7 = Sunday, "HH:MM" in shop
// time) as a table of the whole week for people, whether it is open at a moment ("open now, closes at 21:00"),
// and as schema.org data for search engines.
import { SHOP_TIME_ZONE } from "@shop/domain";
import { dateFormat } from "../intl";

export interface OpeningDay {
  day: number;
  opens: string;
  closes: string;
}

export interface WeekRow {
  day: number;
  /** The weekday's name in the page's language, capitalised. */
  name: string;
  /** "10:00–21:00", or null on a closed day. */
  hours: string | null;
}

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
const SCHEMA_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

/** The name of day 1 (Monday) … 7 (Sunday) in `lang`: 1 January 2024 was a Monday. */
export function weekdayName(day: number, lang: string): string {
  const name = dateFormat(lang, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, day)));
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** Every day of the week from Monday, each with its hours or null when the store is closed. */
export function weekTable(openingHours: readonly OpeningDay[], lang: string): WeekRow[] {
  return WEEK.map((day) => {
    const open = openingHours.find((entry) => entry.day === day);
    return { day, name: weekdayName(day, lang), hours: open ? `${open.opens}–${open.closes}` : null };
  });
}

/** schema.org OpeningHoursSpecification entries, one per open day, Monday first. */
export function openingHoursSpecification(openingHours: readonly OpeningDay[]) {
  return [...openingHours]
    .filter((entry) => entry.day >= 1 && entry.day <= 7)
    .sort((a, b) => a.day - b.day)
    .map((entry) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: `https://schema.org/${SCHEMA_DAYS[entry.day - 1]}`,
      opens: entry.opens,
      closes: entry.closes,
    }));
}

/** Open now until `closes`; or closed, opening next `in` days (0 today, 1 tomorrow …) at `opens`; null: never open. */
export type OpenState = { open: true; closes: string } | { open: false; opens: string; in: number; day: number } | null;

const WEEKDAY_NUMBERS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The weekday (1-7) and minute of the day of an instant in shop time (the city's time zone: Europe/Warsaw). */
function shopClock(instant: Date): { day: number; minute: number } {
  const format = dateFormat("en-GB", { timeZone: SHOP_TIME_ZONE, weekday: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return { day: WEEKDAY_NUMBERS[parts.weekday ?? ""] ?? 1, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Whether the store is open at `instant` and until when, or when it opens next (a day's hours end at `closes`). */
export function openStateAt(openingHours: readonly OpeningDay[], instant: Date): OpenState {
  const { day, minute } = shopClock(instant);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = ((day - 1 + ahead) % 7) + 1;
    const hours = openingHours.find((entry) => entry.day === weekday);
    if (!hours) continue;
    if (ahead === 0 && minute >= toMinutes(hours.closes)) continue;
    if (ahead === 0 && minute >= toMinutes(hours.opens)) return { open: true, closes: hours.closes };
    return { open: false, opens: hours.opens, in: ahead, day: weekday };
  }
  return null;
}
