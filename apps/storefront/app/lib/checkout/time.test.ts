import { describe, expect, it } from "vitest";
import { formatCountdown, formatSlot, groupSlotsByDay, remainingMs, weekdayName } from "./time";

describe("pickup slots", () => {
  it("are grouped by their day in shop time, also around the spring clock change", () => {
    // Warsaw moves from CET (+1) to CEST (+2) at 01:00 UTC on 30 March 2025.
    const slots = [
      "2025-03-29T22:30:00.000Z", // Saturday 23:30 CET
      "2025-03-29T23:00:00.000Z", // Sunday 00:00 CET
      "2025-03-30T00:30:00.000Z", // Sunday 01:30 CET
      "2025-03-30T01:00:00.000Z", // Sunday 03:00 CEST
      "2025-03-30T10:00:00.000Z", // Sunday 12:00 CEST
    ];
    const days = groupSlotsByDay(slots, "en");
    expect(days.map((day) => [day.date, day.label, day.slots.map((slot) => slot.label)])).toEqual([
      ["2025-03-29", "Saturday 29 March", ["23:30"]],
      ["2025-03-30", "Sunday 30 March", ["00:00", "01:30", "03:00", "12:00"]],
    ]);
    expect(days[1]?.slots[3]?.value).toBe("2025-03-30T10:00:00.000Z");
  });

  it("keep the autumn's repeated hour as two slots of one day", () => {
    // 26 October 2025: 03:00 CEST becomes 02:00 CET, so 02:30 happens twice.
    const days = groupSlotsByDay(["2025-10-26T00:30:00.000Z", "2025-10-26T01:30:00.000Z"], "pl");
    expect(days).toHaveLength(1);
    expect(days[0]?.label).toBe("niedziela, 26 października");
    expect(days[0]?.slots.map((slot) => slot.label)).toEqual(["02:30", "02:30"]);
  });

  it("read in the page's language with a 24-hour clock", () => {
    const slot = "2025-07-01T14:30:00.000Z"; // 16:30 in Warsaw (CEST)
    expect(formatSlot(slot, "en")).toBe("Tuesday 1 July, 16:30");
    expect(formatSlot(slot, "uk")).toBe("вівторок, 1 липня, 16:30");
    expect(formatSlot(slot, "ru")).toBe("вторник, 1 июля, 16:30");
    expect([1, 7].map((day) => weekdayName(day, "en"))).toEqual(["Mon", "Sun"]);
  });
});

describe("the pay-until countdown", () => {
  const until = "2025-03-30T10:30:00.000Z";
  const at = (iso: string) => Date.parse(iso);

  it("shows minutes and seconds left, rounded up to the whole second", () => {
    expect(formatCountdown(remainingMs(until, at("2025-03-30T10:00:00.000Z")))).toBe("30:00");
    expect(formatCountdown(remainingMs(until, at("2025-03-30T10:00:00.400Z")))).toBe("30:00");
    expect(formatCountdown(remainingMs(until, at("2025-03-30T10:00:01.000Z")))).toBe("29:59");
    expect(formatCountdown(remainingMs(until, at("2025-03-30T10:29:51.000Z")))).toBe("00:09");
  });

  it("stops at 00:00 once the time is up", () => {
    expect(remainingMs(until, at("2025-03-30T10:30:00.000Z"))).toBe(0);
    expect(remainingMs(until, at("2025-03-30T11:00:00.000Z"))).toBe(0);
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(75 * 60_000)).toBe("75:00");
  });
});
