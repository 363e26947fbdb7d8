import { describe, expect, it } from "vitest";
import { openingHoursSpecification, openStateAt, weekdayName, weekTable } from "./opening-hours";

const CLOSED_SUNDAY = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: "10:00", closes: "20:00" })),
  { day: 6, opens: "10:00", closes: "16:00" },
];

describe("weekTable", () => {
  it("lists the whole week from Monday with the closed days", () => {
    expect(weekTable(CLOSED_SUNDAY, "en")).toEqual([
      { day: 1, name: "Monday", hours: "10:00–20:00" },
      { day: 2, name: "Tuesday", hours: "10:00–20:00" },
      { day: 3, name: "Wednesday", hours: "10:00–20:00" },
      { day: 4, name: "Thursday", hours: "10:00–20:00" },
      { day: 5, name: "Friday", hours: "10:00–20:00" },
      { day: 6, name: "Saturday", hours: "10:00–16:00" },
      { day: 7, name: "Sunday", hours: null },
    ]);
  });

  it("does not depend on the order the days are stored in", () => {
    const shuffled = [{ day: 7, opens: "11:00", closes: "19:00" }, ...CLOSED_SUNDAY.slice().reverse()];
    expect(weekTable(shuffled, "en").map((row) => row.hours)).toEqual([
      "10:00–20:00",
      "10:00–20:00",
      "10:00–20:00",
      "10:00–20:00",
      "10:00–20:00",
      "10:00–16:00",
      "11:00–19:00",
    ]);
  });

  it("names the days in the page's language, capitalised", () => {
    expect([1, 7].map((day) => weekdayName(day, "uk"))).toEqual(["Понеділок", "Неділя"]);
    expect([1, 7].map((day) => weekdayName(day, "pl"))).toEqual(["Poniedziałek", "Niedziela"]);
    expect([1, 7].map((day) => weekdayName(day, "ru"))).toEqual(["Понедельник", "Воскресенье"]);
  });

  it("shows a store without hours as closed every day", () => {
    expect(weekTable([], "pl").every((row) => row.hours === null)).toBe(true);
  });
});

describe("openingHoursSpecification", () => {
  it("gives schema.org entries for the open days only, Monday first", () => {
    const entries = openingHoursSpecification([{ day: 6, opens: "10:00", closes: "16:00" }, ...CLOSED_SUNDAY.slice(0, 1)]);
    expect(entries).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "10:00", closes: "20:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Saturday", opens: "10:00", closes: "16:00" },
    ]);
  });
});

describe("openStateAt", () => {
  // Shop time is Europe/Warsaw: in November UTC+1, in July UTC+2. 2026-11-25 is a Wednesday.
  const at = (iso: string) => new Date(iso);

  it("is open between opening and closing, and says until when", () => {
    expect(openStateAt(CLOSED_SUNDAY, at("2026-11-25T09:00:00Z"))).toEqual({ open: true, closes: "20:00" });
    expect(openStateAt(CLOSED_SUNDAY, at("2026-11-25T18:59:00Z"))).toEqual({ open: true, closes: "20:00" });
    // 10:30 in Warsaw in July is 08:30 UTC.
    expect(openStateAt(CLOSED_SUNDAY, at("2026-07-01T08:30:00Z"))).toEqual({ open: true, closes: "20:00" });
  });

  it("before opening, opens today; at and after closing, on the next open day", () => {
    expect(openStateAt(CLOSED_SUNDAY, at("2026-11-25T08:59:00Z"))).toEqual({ open: false, opens: "10:00", in: 0, day: 3 });
    expect(openStateAt(CLOSED_SUNDAY, at("2026-11-25T19:00:00Z"))).toEqual({ open: false, opens: "10:00", in: 1, day: 4 });
    // Saturday after 16:00: Sunday is closed, so Monday.
    expect(openStateAt(CLOSED_SUNDAY, at("2026-11-28T15:30:00Z"))).toEqual({ open: false, opens: "10:00", in: 2, day: 1 });
    // Just after midnight in Warsaw (23:30 UTC the day before) is already the next day.
    expect(openStateAt(CLOSED_SUNDAY, at("2026-11-24T23:30:00Z"))).toEqual({ open: false, opens: "10:00", in: 0, day: 3 });
  });

  it("is null for a store with no open day", () => {
    expect(openStateAt([], at("2026-11-25T09:00:00Z"))).toBeNull();
  });
});
