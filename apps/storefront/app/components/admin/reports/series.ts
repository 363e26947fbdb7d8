// The sales report's figures as the chart and the table show them (issue 36). The API lists only the buckets that had
// sales; here every day, week (from Monday) or month of the period gets its row, zero when nothing sold, and the
// previous period's bucket of the same position stands beside it (bucket by bucket: the first day beside the first).
import type { SalesFiguresView, SalesReport } from "@shop/contracts";
import type { ReportBucket, ReportMeasure } from "./query";

const DAY_MS = 24 * 60 * 60 * 1000;
const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first day of the bucket holding `day` (a week starts on Monday). */
function bucketStart(day: string, bucket: ReportBucket): string {
  if (bucket === "day") return day;
  if (bucket === "month") return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(timeOf(day)).getUTCDay() + 6) % 7;
  return dayOf(timeOf(day) - weekday * DAY_MS);
}

function nextBucket(start: string, bucket: ReportBucket): string {
  if (bucket === "day") return dayOf(timeOf(start) + DAY_MS);
  if (bucket === "week") return dayOf(timeOf(start) + 7 * DAY_MS);
  const date = new Date(timeOf(start));
  return dayOf(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1));
}

/** The first day of every bucket the period touches, in order. */
export function bucketStarts(from: string, to: string, bucket: ReportBucket): string[] {
  const starts: string[] = [];
  for (let start = bucketStart(from, bucket); start <= to && starts.length < 5000; start = nextBucket(start, bucket)) starts.push(start);
  return starts;
}

export const ZERO: SalesFiguresView = { orders: 0, units: 0, gross: 0, net: 0, discount: 0, averageOrder: 0 };

export interface SeriesRow {
  /** The bucket's first day. */
  period: string;
  figures: SalesFiguresView;
  /** The previous period's bucket in the same position; null when that period has fewer buckets. */
  previousPeriod: string | null;
  previous: SalesFiguresView | null;
}

/** Every bucket of the period with its figures and the previous period's beside it. */
export function seriesRows(report: Pick<SalesReport, "period" | "previous" | "bucket" | "series" | "previousSeries">): SeriesRow[] {
  const current = new Map(report.series.map(({ period, ...figures }) => [period, figures]));
  const before = new Map(report.previousSeries.map(({ period, ...figures }) => [period, figures]));
  const previousStarts = bucketStarts(report.previous.from, report.previous.to, report.bucket);
  return bucketStarts(report.period.from, report.period.to, report.bucket).map((period, index) => {
    const previousPeriod = previousStarts[index] ?? null;
    return {
      period,
      figures: current.get(period) ?? ZERO,
      previousPeriod,
      previous: previousPeriod === null ? null : (before.get(previousPeriod) ?? ZERO),
    };
  });
}

/** Money is drawn and summed in grosze; counts as they are. */
export const isMoney = (measure: ReportMeasure) => measure === "gross" || measure === "averageOrder";

/** The change from the previous figure, as a fraction (0.125 = +12.5 %); null when the previous was 0. */
export const changeOf = (current: number, previous: number): number | null => (previous === 0 ? null : (current - previous) / previous);

/**
 * A round top for the value axis and its ticks (1, 2 or 5 times a power of ten apart, about four of them); whole steps
 * for counts (`step` at least `minStep`).
 */
export function niceScale(max: number, minStep = 1): { top: number; ticks: number[] } {
  if (max <= 0) return { top: minStep * 4, ticks: [0, 1, 2, 3, 4].map((i) => i * minStep) };
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(minStep, ([1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power) as number);
  const count = Math.ceil(max / step);
  return { top: count * step, ticks: Array.from({ length: count + 1 }, (_, i) => i * step) };
}
