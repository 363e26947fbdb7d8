import { describe, expect, it } from "vitest";
import { datesReversed, dayOf, filtersQuery, readLostState, readOrderFilters, readTab, toApiQuery } from "./query";

const search = (text: string) => new URLSearchParams(text);

describe("the orders page's address", () => {
  it("reads known filters and drops anything else", () => {
    const filters = readOrderFilters(
      search("city=krakow&status=APPROVED&payment=crypto&delivery=courier&from=2025-03-01&to=2025-03-31&q=%20abc%20&page=3"),
      ["krakow"],
    );
    expect(filters).toEqual({
      city: "krakow",
      status: "APPROVED",
      payment: "crypto",
      delivery: "courier",
      from: "2025-03-01",
      to: "2025-03-31",
      q: "abc",
      page: 3,
    });
    expect(readOrderFilters(search("city=warszawa&status=approved&payment=cash&from=2025-02-30&to=x&page=0"), ["krakow"])).toEqual({
      city: "",
      status: "",
      payment: "",
      delivery: "",
      from: "",
      to: "",
      q: "",
      page: 1,
    });
  });

  it("checks days and their order", () => {
    expect(dayOf("2024-02-29")).toBe("2024-02-29");
    expect(dayOf("2025-02-29")).toBe("");
    expect(dayOf("2025-1-01")).toBe("");
    const filters = readOrderFilters(search("from=2025-04-02&to=2025-04-01"), []);
    expect(datesReversed(filters)).toBe(true);
    expect(datesReversed({ ...filters, to: "2025-04-02" })).toBe(false);
  });

  it("gives the API only the filters set, and the pager the same with another page", () => {
    const filters = readOrderFilters(search("status=PAID&q=ada&page=2"), []);
    expect(toApiQuery(filters)).toEqual({ status: "PAID", q: "ada", page: 2 });
    expect(filtersQuery(filters, 1)).toEqual({ status: "PAID", q: "ada", page: undefined });
    expect(filtersQuery(filters, 3)).toEqual({ status: "PAID", q: "ada", page: "3" });
  });

  it("reads the tab and the lost transfers' state", () => {
    expect(readTab(search("tab=lost"))).toBe("lost");
    expect(readTab(search("tab=other"))).toBe("orders");
    expect(readLostState(search("state=resolved"))).toBe("resolved");
    expect(readLostState(search("state=nope"))).toBe("open");
  });
});
