// A report's period (issue 36): shop days (Europe/Warsaw) from and to, inclusive, and the as long period just before
// it, which the report compares with. Pure date arithmetic on YYYY-MM-DD (a calendar day is a day, whatever the clock
// change did to its hours).

const DAY_MS = 24 * 60 * 60 * 1000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (time: number) => new Date(time).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => toDay(toTime(day) + days * DAY_MS);
export const daysBetween = (from: string, to: string): number => Math.round((toTime(to) - toTime(from)) / DAY_MS);

export interface ReportPeriod {
  from: string;
  to: string;
  /** The as long period just before. */
  previousFrom: string;
  previousTo: string;
  days: number;
}

export type ReportPeriodError = "fromAfterTo" | "tooLong";

/**
 * The period asked for (`to` defaults to today, `from` to 29 days before `to`), or why it cannot be: `from` after
 * `to`, or more than `maxDays` days.
 */
export function reportPeriod(
  input: { from?: string | undefined; to?: string | undefined },
  today: string,
  maxDays: number,
): ReportPeriod | ReportPeriodError {
  const to = input.to ?? (input.from && input.from > today ? input.from : today);
  const from = input.from ?? addDays(to, -29);
  if (from > to) return "fromAfterTo";
  const days = daysBetween(from, to) + 1;
  if (days > maxDays) return "tooLong";
  return { from, to, previousFrom: addDays(from, -days), previousTo: addDays(from, -1), days };
}

/** The average order value: gross / orders, rounded to the grosz; 0 without orders. */
export const averageOrder = (gross: number, orders: number): number => (orders === 0 ? 0 : Math.round(gross / orders));
