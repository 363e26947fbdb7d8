import { describe, expect, it } from "vitest";
import { categoryFacetLinks } from "./category-facet";
import { parseListing } from "./listing-url";

const facets = {
  categories: [
    { slug: "hookahs", name: "Hookahs", count: 3 },
    { slug: "bowls", name: "Bowls", count: 0 },
  ],
  brands: [],
  attributes: [],
  price: { min: null, max: null },
  inStock: 0,
  onSale: 0,
};

describe("category filter links", () => {
  it("link each category with products, keeping the other filters and starting at page 1", () => {
    const links = categoryFacetLinks(
      "/en/krakow/products/sale",
      facets,
      parseListing(new URLSearchParams("brand=a&page=3")),
      { sale: true },
      "All",
    );
    expect(links).toEqual([
      { slug: "hookahs", name: "Hookahs", count: 3, current: false, href: "/en/krakow/products/sale?category=hookahs&brand=a" },
    ]);
  });

  it("lead back to all categories once one is chosen, and unchoose the chosen one", () => {
    const filters = parseListing(new URLSearchParams("q=mint&category=hookahs"));
    const links = categoryFacetLinks("/en/krakow/products/search", facets, filters, {}, "All categories");
    expect(links.map((l) => [l.name, l.href])).toEqual([
      ["All categories", "/en/krakow/products/search?q=mint"],
      ["Hookahs", "/en/krakow/products/search?q=mint"],
    ]);
    expect(links[1]?.current).toBe(true);
  });
});
