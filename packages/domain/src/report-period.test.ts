import { describe, expect, it } from "vitest";
import { addDays, averageOrder, reportPeriod } from "./report-period";

describe("reportPeriod", () => {
  it("defaults to the 30 days ending today and compares with the 30 before", () => {
    expect(reportPeriod({}, "2026-03-31", 1000)).toEqual({
      from: "2026-03-02",
      to: "2026-03-31",
      previousFrom: "2026-01-31",
      previousTo: "2026-03-01",
      days: 30,
    });
  });

  it("counts calendar days across the clock changes and leap days", () => {
    const period = reportPeriod({ from: "2024-02-28", to: "2024-03-31" }, "2026-01-01", 1000);
    expect(period).toMatchObject({ days: 33, previousTo: "2024-02-27", previousFrom: "2024-01-26" });
    expect(addDays("2026-10-24", 2)).toBe("2026-10-26");
  });

  it("refuses a period that ends before it starts or is too long", () => {
    expect(reportPeriod({ from: "2026-05-02", to: "2026-05-01" }, "2026-06-01", 1000)).toBe("fromAfterTo");
    expect(reportPeriod({ from: "2020-01-01", to: "2026-01-01" }, "2026-06-01", 1098)).toBe("tooLong");
  });

  it("rounds the average order to the grosz, 0 without orders", () => {
    expect(averageOrder(1001, 2)).toBe(501);
    expect(averageOrder(0, 0)).toBe(0);
  });
});
