import { describe, expect, it } from "vitest";
import { csvQuery, filtersQuery, readInvoiceFilters, toApiQuery } from "./query";

const NOW = new Date("2026-11-30T23:30:00Z"); // already 1 December in Warsaw

describe("the invoices page's address", () => {
  it("reads the filters, defaulting to the current month in shop time and ignoring what it does not know", () => {
    const filters = readInvoiceFilters(
      new URLSearchParams("month=2026-13&city=paris&status=lost&kind=X&q=%20Żółw%20&page=0"),
      ["warszawa"],
      NOW,
    );
    expect(filters).toEqual({ month: "2026-12", city: "", status: "", kind: "", q: "Żółw", page: 1 });
    expect(toApiQuery(filters)).toEqual({ month: "2026-12", q: "Żółw" });
  });

  it("passes the chosen filters to the API, the page to the pager and only month and city to the CSV", () => {
    const search = new URLSearchParams("month=2026-10&city=warszawa&status=rejected&kind=KOR&q=525&page=3");
    const filters = readInvoiceFilters(search, ["warszawa", "krakow"], NOW);
    expect(toApiQuery(filters)).toEqual({ month: "2026-10", city: "warszawa", status: "rejected", kind: "KOR", q: "525", page: 3 });
    expect(filtersQuery(filters, 1)).toEqual({
      month: "2026-10",
      city: "warszawa",
      status: "rejected",
      kind: "KOR",
      q: "525",
      page: undefined,
    });
    expect(csvQuery(filters)).toEqual({ month: "2026-10", city: "warszawa" });
  });
});
