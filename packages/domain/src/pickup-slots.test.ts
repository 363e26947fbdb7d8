import { describe, expect, it } from "vitest";
import { isOpenAt, pickupSlotProblem, pickupSlots, shopTime, type WeeklyHours } from "./pickup-slots";

// Mon-Fri 10:00-20:00, Sat 10:00-16:00, closed on Sunday (shop time).
const HOURS: WeeklyHours = [
  ...([1, 2, 3, 4, 5] as const).map((day) => ({ day, opens: "10:00", closes: "20:00" })),
  { day: 6, opens: "10:00", closes: "16:00" },
];

describe("shop time", () => {
  it("is Europe/Warsaw, summer and winter", () => {
    // 2026-07-01 is a Wednesday: 08:00 UTC is 10:00 in Warsaw (CEST); 2026-12-02 09:00 UTC is 10:00 (CET).
    expect(shopTime(new Date("2026-07-01T08:00:00Z"))).toEqual({ day: 3, minute: 600 });
    expect(shopTime(new Date("2026-12-02T09:00:00Z"))).toEqual({ day: 3, minute: 600 });
    expect(isOpenAt(HOURS, new Date("2026-07-01T07:59:00Z"))).toBe(false);
    expect(isOpenAt(HOURS, new Date("2026-07-01T17:59:00Z"))).toBe(true);
    expect(isOpenAt(HOURS, new Date("2026-07-01T18:00:00Z"))).toBe(false);
  });
});

describe("pickupSlotProblem", () => {
  const now = new Date("2026-07-01T09:10:00Z"); // Wednesday 11:10 in Warsaw

  it("accepts a half-hour slot inside the opening hours, from one hour ahead to seven days", () => {
    expect(pickupSlotProblem(HOURS, new Date("2026-07-01T10:30:00Z"), now)).toBeNull();
    expect(pickupSlotProblem(HOURS, new Date("2026-07-08T08:30:00Z"), now)).toBeNull();
  });

  it("names what is wrong", () => {
    expect(pickupSlotProblem(HOURS, new Date("2026-07-01T10:00:00Z"), now)).toBe("too-soon");
    expect(pickupSlotProblem(HOURS, new Date("2026-07-08T10:00:00Z"), now)).toBe("too-far");
    expect(pickupSlotProblem(HOURS, new Date("2026-07-05T10:00:00Z"), now)).toBe("store-closed"); // Sunday
    expect(pickupSlotProblem(HOURS, new Date("2026-07-04T14:00:00Z"), now)).toBe("store-closed"); // Saturday 16:00
    expect(pickupSlotProblem(HOURS, new Date("2026-07-01T10:45:00Z"), now)).toBe("not-on-a-slot");
  });
});

describe("pickupSlots", () => {
  it("lists the open half hours of the next seven days, one hour ahead at the earliest", () => {
    const now = new Date("2026-07-01T09:10:00Z");
    const slots = pickupSlots(HOURS, now);
    expect(slots[0]?.toISOString()).toBe("2026-07-01T10:30:00.000Z");
    expect(slots.every((slot) => pickupSlotProblem(HOURS, slot, now) === null)).toBe(true);
    // Wed 12:30-19:30: 15, Thu 20, Fri 20, Sat 12, Sun 0, Mon 20, Tue 20, next Wed 10:00-11:00: 3 → 110.
    expect(slots).toHaveLength(110);
  });

  it("follows the clock change: the last Sunday of March and of October", () => {
    const always: WeeklyHours = ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => ({ day, opens: "00:00", closes: "23:59" }));
    // 2026-03-29: 02:00 → 03:00; the day has 23 hours, 46 half-hour slots (00:00-23:30 minus the missing hour).
    const spring = pickupSlots(always, new Date("2026-03-28T22:00:00Z")).filter((slot) => shopTime(slot).day === 7);
    expect(spring.map((slot) => shopTime(slot).minute)).not.toContain(120);
    expect(spring.length).toBeGreaterThanOrEqual(44);
    expect(isOpenAt(always, new Date("2026-10-25T01:30:00Z"))).toBe(true); // 02:30 CET, after falling back
  });
});
