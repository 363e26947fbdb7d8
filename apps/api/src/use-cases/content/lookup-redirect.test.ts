import { describe, expect, it } from "vitest";
import { isSitePath, splitStorefrontPath } from "./lookup-redirect";

describe("splitStorefrontPath", () => {
  it.each([
    ["/warszawa/promo", "", "/warszawa/promo"],
    ["/en/warszawa/promo", "/en", "/warszawa/promo"],
    ["/pl/warszawa/promo/", "/pl", "/warszawa/promo"],
    ["/uk/warszawa/promo//", "/uk", "/warszawa/promo"],
    ["/ru/warszawa/promo?utm=mail#top", "/ru", "/warszawa/promo"],
    ["/warszawa/promo/#top", "", "/warszawa/promo"],
    ["/en", "/en", "/"],
    ["/en/", "/en", "/"],
    ["/", "", "/"],
    ["/?a=1", "", "/"],
    ["/de/warszawa", "", "/de/warszawa"],
    ["/english/x", "", "/english/x"],
    ["/EN/x", "", "/EN/x"],
    ["/en/en/x", "/en", "/en/x"],
  ])("%s → prefix %j, path %j", (input, prefix, path) => {
    expect(splitStorefrontPath(input)).toEqual({ prefix, path });
  });
});

describe("isSitePath", () => {
  it.each(["/", "/warszawa/products/sale", "/krakow/categories/shisha?sort=price", "/a//b"])("accepts %s", (path) => {
    expect(isSitePath(path)).toBe(true);
  });
  it.each(["", "warszawa", "//evil.example", "/\\evil.example", "https://evil.example", "/a b", "/a\tb", "/a\\b"])("refuses %j", (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});
