// Dates in the back office's forms are shop time (Europe/Warsaw, decisions.md): a datetime-local field shows
// and takes the Warsaw wall clock, the API stores the UTC instant.
import { SHOP_TIME_ZONE } from "@shop/domain";

const clock = new Intl.DateTimeFormat("en-CA", {
  timeZone: SHOP_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The Warsaw wall clock of an instant, read as if it were UTC (ms). */
function wallClock(ms: number): number {
  const part = Object.fromEntries(clock.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
  return Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second));
}

/** An instant as a datetime-local value in shop time ("2026-12-01T18:30"); "" for none. */
export function toShopInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(wallClock(ms)).toISOString().slice(0, 16);
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A datetime-local value in shop time as an ISO instant; null when empty, undefined when it is no date. */
export function fromShopInput(value: string): string | null | undefined {
  const text = value.trim();
  if (!text) return null;
  const match = LOCAL.exec(text);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const wanted = Date.UTC(y as number, (mo as number) - 1, d as number, h as number, mi as number, s || 0);
  const check = new Date(wanted);
  if (check.getUTCMonth() !== (mo as number) - 1 || check.getUTCDate() !== d || (h as number) > 23) return undefined;
  // The offset at the wanted wall clock, looked up twice so a day of a clock change lands right.
  let instant = wanted - (wallClock(wanted) - wanted);
  instant = wanted - (wallClock(instant) - instant);
  return new Date(instant).toISOString();
}
