// Days and weeks in shop time (Europe/Warsaw, decisions.md "Units"): where "today" and "this week" (from
// Monday 00:00) begin, and the instant a calendar date starts, whatever the server's own time zone is.
// Poland changes its clocks at 02:00/03:00, so every shop-time midnight exists exactly once.
import { SHOP_TIME_ZONE } from "./pickup-slots";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
});

export interface ShopDate {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

function wallClock(instant: Date) {
  const found = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return {
    year: found.year as number,
    month: found.month as number,
    day: found.day as number,
    hour: found.hour as number,
    minute: found.minute as number,
    second: found.second as number,
  };
}

/** Shop time minus UTC at an instant, in milliseconds (1 or 2 hours for Warsaw). */
function offsetAt(instant: Date): number {
  const clock = wallClock(instant);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The shop-time calendar date of an instant. */
export function shopDateOf(instant: Date): ShopDate {
  const { year, month, day } = wallClock(instant);
  return { year, month, day };
}

/** The instant a shop-time calendar date begins (00:00 in Warsaw). Days past the month's end roll over. */
export function shopDayStartOf(date: ShopDate): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day);
  let instant = wall - offsetAt(new Date(wall));
  instant = wall - offsetAt(new Date(instant));
  return new Date(instant);
}

/** Where today begins in shop time. */
export function shopTodayStart(now: Date): Date {
  return shopDayStartOf(shopDateOf(now));
}

/** Where this week begins in shop time: Monday 00:00. */
export function shopWeekStart(now: Date): Date {
  const date = shopDateOf(now);
  const weekday = (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return shopDayStartOf({ ...date, day: date.day - weekday });
}

/** "2026-11-20" as a shop-time date, or null when it is not a real date. */
export function parseShopDate(text: string): ShopDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}
