import { describe, expect, it } from "vitest";
import { bucketStarts, changeOf, niceScale, seriesRows, ZERO } from "./series";

const point = (period: string, gross: number, orders = 1) => ({ ...ZERO, period, gross, orders, averageOrder: gross / orders });

describe("the sales report's buckets", () => {
  it("lists every day, Monday-weeks and months the period touches", () => {
    expect(bucketStarts("2026-03-01", "2026-03-03", "day")).toEqual(["2026-03-01", "2026-03-02", "2026-03-03"]);
    // 2026-03-01 is a Sunday: its week starts on Monday 23 February.
    expect(bucketStarts("2026-03-01", "2026-03-16", "week")).toEqual(["2026-02-23", "2026-03-02", "2026-03-09", "2026-03-16"]);
    expect(bucketStarts("2025-11-15", "2026-02-01", "month")).toEqual(["2025-11-01", "2025-12-01", "2026-01-01", "2026-02-01"]);
  });

  it("fills the buckets without sales with zeros and puts the previous period's beside them, position by position", () => {
    const rows = seriesRows({
      period: { from: "2026-03-04", to: "2026-03-06" },
      previous: { from: "2026-03-01", to: "2026-03-03" },
      bucket: "day",
      series: [point("2026-03-05", 2000)],
      previousSeries: [point("2026-03-01", 500), point("2026-03-03", 700)],
    });
    expect(rows.map((row) => [row.period, row.figures.gross, row.previousPeriod, row.previous?.gross])).toEqual([
      ["2026-03-04", 0, "2026-03-01", 500],
      ["2026-03-05", 2000, "2026-03-02", 0],
      ["2026-03-06", 0, "2026-03-03", 700],
    ]);
  });

  it("leaves the previous figure out where the previous period has fewer buckets", () => {
    const rows = seriesRows({
      period: { from: "2026-03-30", to: "2026-04-02" },
      previous: { from: "2026-03-26", to: "2026-03-29" },
      bucket: "month",
      series: [],
      previousSeries: [],
    });
    expect(rows.map((row) => [row.period, row.previousPeriod])).toEqual([
      ["2026-03-01", "2026-03-01"],
      ["2026-04-01", null],
    ]);
  });

  it("rounds the value axis and says no change when the previous period had nothing", () => {
    expect(niceScale(1730)).toEqual({ top: 2000, ticks: [0, 500, 1000, 1500, 2000] });
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(0, 100).ticks).toEqual([0, 100, 200, 300, 400]);
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(150, 0)).toBeNull();
  });
});
