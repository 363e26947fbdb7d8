import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  EMPTY_FILTERS,
  formatZloty,
  listingApiQuery,
  listingSearch,
  parseListing,
  parseZloty,
  toggleAttr,
  toggleBrand,
  withFlag,
  withoutFilters,
  withPage,
  withSort,
} from "./listing-url";
import { pageItems } from "./pagination";

const parse = (search: string, fixed = {}) => parseListing(new URLSearchParams(search), fixed);
const normalise = (search: string, fixed = {}) => listingSearch(parse(search, fixed), fixed);

describe("listing URL parsing", () => {
  it("reads every filter, in either list form (repeated as a GET form sends, or comma-separated)", () => {
    expect(
      parse(
        "q=+al++fakher+&brand=tangiers&brand=al-fakher,adalya&attr=strength:medium&attr=flavour:mint,flavour:grape&priceMin=20,5&priceMax=100&inStock=1&sale=true&sort=price_asc&page=3",
      ),
    ).toEqual({
      q: "al fakher",
      category: null,
      brands: ["adalya", "al-fakher", "tangiers"],
      attrs: { flavour: ["grape", "mint"], strength: ["medium"] },
      priceMin: 2050,
      priceMax: 10000,
      inStock: true,
      sale: true,
      sort: "price_asc",
      page: 3,
    });
  });

  it("drops what is malformed instead of failing", () => {
    expect(
      parse("brand=Bad Slug,ok&attr=nocolon,a:b:c,x:-y,size:L&sort=cheapest&page=0&priceMin=abc&category=../etc&inStock=maybe"),
    ).toEqual({
      ...EMPTY_FILTERS,
      brands: ["ok"],
      attrs: { size: ["l"] },
    });
    expect(parse("page=2.5").page).toBe(1);
    expect(parse("page=99999").page).toBe(1);
  });

  it("swaps a price range given the wrong way round", () => {
    expect(parse("priceMin=100&priceMax=20")).toMatchObject({ priceMin: 2000, priceMax: 10000 });
  });

  it("takes the page's fixed filters from the address, not the query", () => {
    expect(parse("category=other&sale=0", { category: "shisha", sale: true })).toMatchObject({ category: "shisha", sale: true });
  });

  it("converts złoty text to grosze and back", () => {
    expect([parseZloty("49,99"), parseZloty("50"), parseZloty(" 1 200 "), parseZloty("-1"), parseZloty("1.999"), parseZloty("")]).toEqual([
      4999,
      5000,
      120000,
      null,
      null,
      null,
    ]);
    expect([formatZloty(5000), formatZloty(4999), formatZloty(4990)]).toEqual(["50", "49.99", "49.90"]);
  });
});

describe("canonical listing query", () => {
  it("has one fixed order, sorted lists and no defaults", () => {
    expect(
      normalise(
        "page=2&sort=price_desc&sale=1&inStock=on&priceMax=100&priceMin=10&attr=strength:medium&attr=flavour:mint&brand=b&brand=a&q=mint",
      ),
    ).toBe("?q=mint&brand=a,b&attr=flavour:mint,strength:medium&priceMin=10&priceMax=100&inStock=1&sale=1&sort=price_desc&page=2");
    expect(normalise("sort=popularity&page=1&inStock=0")).toBe("");
  });

  it("gives the same URL for the same view however it was written", () => {
    const a = normalise("brand=tangiers,adalya&attr=flavour:mint&sort=newest");
    const b = normalise("sort=newest&attr=flavour:mint&brand=adalya&brand=tangiers&brand=adalya&page=1");
    expect(a).toBe(b);
    expect(normalise(a.slice(1))).toBe(a);
  });

  it("leaves out the filters the page's address fixes", () => {
    expect(normalise("category=x&sale=1&brand=a", { category: "shisha" })).toBe("?brand=a&sale=1");
    expect(normalise("category=x&sale=1", { sale: true })).toBe("?category=x");
  });

  it("encodes the search text and keeps ':' and ',' readable", () => {
    expect(normalise("q=мята+%26+чай")).toBe(`?q=${encodeURIComponent("мята")}+%26+${encodeURIComponent("чай")}`);
    expect(parse(normalise("q=a%26b+c").slice(1)).q).toBe("a&b c");
  });
});

describe("listing changes", () => {
  const base = parse("brand=a&attr=flavour:mint&page=4&sort=name");

  it("start again at page 1, except paging itself", () => {
    expect(toggleBrand(base, "b")).toMatchObject({ brands: ["a", "b"], page: 1 });
    expect(toggleBrand(base, "a")).toMatchObject({ brands: [], page: 1 });
    expect(toggleAttr(base, "flavour", "mint").attrs).toEqual({});
    expect(toggleAttr(base, "strength", "strong").attrs).toEqual({ flavour: ["mint"], strength: ["strong"] });
    expect(withSort(base, "price_asc")).toMatchObject({ sort: "price_asc", page: 1 });
    expect(withFlag(base, "inStock", true)).toMatchObject({ inStock: true, page: 1 });
    expect(withPage(base, 5).page).toBe(5);
  });

  it("clear the filters but keep the search text, the sorting and the page's fixed filters", () => {
    expect(withoutFilters(parse("q=mint&brand=a&inStock=1&sort=name"), { category: "shisha" })).toEqual({
      ...EMPTY_FILTERS,
      q: "mint",
      sort: "name",
      category: "shisha",
    });
  });

  it("count the shopper's filters", () => {
    expect(activeFilterCount(parse("q=x&brand=a,b&attr=f:m&priceMin=1&inStock=1&sale=1&sort=name"))).toBe(6);
    expect(activeFilterCount(parse("sale=1"), { sale: true })).toBe(0);
  });

  it("ask the API in its terms: grosze and comma-joined lists, its own default order (relevance when searching)", () => {
    expect(listingApiQuery(parse("q=mint&sort=name"), 24)).toMatchObject({ q: "mint", sort: "name" });
    expect(listingApiQuery(parse("brand=b,a&attr=flavour:mint&priceMin=9.5&inStock=1"), 24)).toEqual({
      q: undefined,
      category: undefined,
      brand: "a,b",
      attr: "flavour:mint",
      priceMin: 950,
      priceMax: undefined,
      inStock: "true",
      sale: undefined,
      sort: undefined,
      page: 1,
      pageSize: 24,
    });
  });
});

describe("pagination", () => {
  it("shows the ends, the neighbours of the current page and gaps", () => {
    expect(pageItems(1, 1)).toEqual([]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, "gap", 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 9, 10]);
  });
});

describe("sort orders", () => {
  it("are the API's", async () => {
    const { SORTS: API_SORTS } = await import("@shop/contracts");
    const { SORTS } = await import("./listing-url");
    expect(SORTS).toEqual(API_SORTS);
  });
});
