import { describe, expect, it } from "vitest";
import { openingHoursSpecification, weekdayName, weekTable } from "./opening-hours";

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
