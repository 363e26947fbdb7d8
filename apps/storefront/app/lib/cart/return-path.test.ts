import { describe, expect, it } from "vitest";
import { safeReturnPath, withParam } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps a path of this site, in the page's language", () => {
    expect(safeReturnPath("/en/krakow/checkout", "en")).toBe("/en/krakow/checkout");
    expect(safeReturnPath("/en/krakow/products/mint?sort=name", "pl")).toBe("/pl/krakow/products/mint?sort=name");
    expect(safeReturnPath("/krakow/cart", "uk")).toBe("/krakow/cart");
  });

  it("refuses other sites and what browsers read as another host", () => {
    for (const wanted of [
      "//evil.example/x",
      "/\\evil.example",
      "/\\/evil.example",
      "https://evil.example/",
      "evil",
      "/ /x",
      "/\t/evil.example",
      "",
      null,
    ]) {
      expect(safeReturnPath(wanted, "en")).toBeNull();
    }
  });

  it("encodes what a Location header cannot carry as is", () => {
    expect(safeReturnPath("/en/krakow/products/ćma", "en")).toBe("/en/krakow/products/%C4%87ma");
  });
});

describe("withParam", () => {
  it("sets one query parameter and keeps the others", () => {
    expect(withParam("/en/krakow/products/mint", "added", "1")).toBe("/en/krakow/products/mint?added=1");
    expect(withParam("/en/krakow/products/mint?x=1&added=0", "added", "1")).toBe("/en/krakow/products/mint?x=1&added=1");
  });
});
