import { dateFormat } from "../intl";
// A store's weekly opening hours (stored as the open days, 1 = Monday … 7 = Sunday, "HH:MM" in shop
// time) as a table of the whole week for people, and as schema.org data for search engines.

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
