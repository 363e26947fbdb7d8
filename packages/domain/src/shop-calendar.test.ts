import { describe, expect, it } from "vitest";
import { parseShopDate, shopDateOf, shopDayStartOf, shopTodayStart, shopWeekStart } from "./shop-calendar";

describe("shop time days and weeks (Europe/Warsaw)", () => {
  it("starts today at Warsaw midnight, winter (UTC+1) and summer (UTC+2)", () => {
    expect(shopTodayStart(new Date("2026-01-15T12:00:00Z")).toISOString()).toBe("2026-01-14T23:00:00.000Z");
    expect(shopTodayStart(new Date("2026-07-15T12:00:00Z")).toISOString()).toBe("2026-07-14T22:00:00.000Z");
  });

  it("counts an instant late in the UTC evening to the next Warsaw day", () => {
    // 23:30 UTC on 14 January is 00:30 on the 15th in Warsaw.
    expect(shopDateOf(new Date("2026-01-14T23:30:00Z"))).toEqual({ year: 2026, month: 1, day: 15 });
    expect(shopTodayStart(new Date("2026-01-14T23:30:00Z")).toISOString()).toBe("2026-01-14T23:00:00.000Z");
  });

  it("starts the week on Monday 00:00, also across a month and a clock change", () => {
    // Thursday 19 November 2026 → Monday 16 November.
    expect(shopWeekStart(new Date("2026-11-19T10:00:00Z")).toISOString()).toBe("2026-11-15T23:00:00.000Z");
    // Monday itself, a minute after midnight.
    expect(shopWeekStart(new Date("2026-11-15T23:01:00Z")).toISOString()).toBe("2026-11-15T23:00:00.000Z");
    // Sunday 23:59 Warsaw still belongs to the week that began six days before.
    expect(shopWeekStart(new Date("2026-11-22T22:59:00Z")).toISOString()).toBe("2026-11-15T23:00:00.000Z");
    // Sunday 1 November 2026 (winter time since 25 October) → Monday 26 October.
    expect(shopWeekStart(new Date("2026-11-01T12:00:00Z")).toISOString()).toBe("2026-10-25T23:00:00.000Z");
    // Wednesday 1 April 2026 (summer time since 29 March) → Monday 30 March, UTC+2.
    expect(shopWeekStart(new Date("2026-04-01T08:00:00Z")).toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("finds the start of a calendar date on the day the clocks change", () => {
    expect(shopDayStartOf({ year: 2026, month: 3, day: 29 }).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(shopDayStartOf({ year: 2026, month: 3, day: 30 }).toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(shopDayStartOf({ year: 2026, month: 10, day: 25 }).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(shopDayStartOf({ year: 2026, month: 10, day: 26 }).toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(shopDayStartOf({ year: 2026, month: 12, day: 32 }).toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("reads only real dates", () => {
    expect(parseShopDate("2026-02-28")).toEqual({ year: 2026, month: 2, day: 28 });
    expect(parseShopDate("2026-02-30")).toBeNull();
    expect(parseShopDate("2026-2-3")).toBeNull();
    expect(parseShopDate("0050-01-01")).toBeNull();
  });
});
