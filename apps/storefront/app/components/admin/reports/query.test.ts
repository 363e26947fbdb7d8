import { describe, expect, it } from "vitest";
import { readReportFilters, reportQuery, salesApiQuery } from "./query";

describe("the reports' address", () => {
  const choices = {
    cities: [{ slug: "warszawa" }, { slug: "krakow" }],
    stores: [
      { id: 1, city: { slug: "warszawa" } },
      { id: 5, city: { slug: "krakow" } },
    ],
    categories: [{ id: 3 }, { id: 4 }],
  };

  it("reads ticked boxes (repeated) and bookmarked lists (comma-separated), dropping what the staff member does not run", () => {
    const search = new URLSearchParams(
      "from=2026-03-01&to=2026-02-31&bucket=week&measure=units&cities=krakow&cities=gdansk,warszawa&stores=1,5,9&categories=4&categories=77&kinds=wholesale&kinds=pirate",
    );
    const filters = readReportFilters(search, choices);
    expect(filters).toEqual({
      from: "2026-03-01",
      to: "",
      bucket: "week",
      by: "city",
      measure: "units",
      cities: ["krakow", "warszawa"],
      stores: [1, 5],
      categories: [4],
      kinds: ["wholesale"],
    });
    expect(salesApiQuery(filters)).toEqual({
      from: "2026-03-01",
      to: undefined,
      cities: "krakow,warszawa",
      stores: "1,5",
      categories: "4",
      kinds: "wholesale",
      bucket: "week",
    });
  });

  it("drops a store of a city not ticked (the API would answer 404) and falls back to the defaults", () => {
    const filters = readReportFilters(new URLSearchParams("cities=krakow&stores=1,5&bucket=year&by=weather&measure=profit"), choices);
    expect(filters).toMatchObject({ cities: ["krakow"], stores: [5], bucket: "day", by: "city", measure: "gross" });
    expect(reportQuery(filters, { measure: "orders" }, { format: "csv" })).toEqual({
      from: undefined,
      to: undefined,
      cities: "krakow",
      stores: "5",
      categories: undefined,
      kinds: undefined,
      bucket: undefined,
      by: undefined,
      measure: "orders",
      format: "csv",
    });
  });
});
