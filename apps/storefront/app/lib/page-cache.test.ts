import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./page-cache";

const RETURNING = "age_confirmed=1; locale=en; citySlug=warszawa; cityId=1";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0";
const key = (url: string, cookie = RETURNING, userAgent = BROWSER, method = "GET") =>
  pageCacheKey({ method, url, headers: { cookie, "user-agent": userAgent } }, "default");

describe("which requests share a cached page", () => {
  it("shares catalogue pages of a returning visitor, keyed by page, language, city and age gate", () => {
    expect(key("/en/warszawa/categories/shisha")).toBe("default|adult|warszawa|/en/warszawa/categories/shisha");
    expect(key("/en/warszawa/categories/shisha", "locale=en; citySlug=warszawa")).toBe(
      "default|gate|warszawa|/en/warszawa/categories/shisha",
    );
    expect(key("/en/warszawa/products/search?sort=price&q=mint&utm_source=mail")).toBe(
      "default|adult|warszawa|/en/warszawa/products/search?q=mint&sort=price",
    );
    expect(key("/en/warszawa/products/search?q=mint&sort=price")).toBe(key("/en/warszawa/products/search?sort=price&q=mint"));
  });

  it("never shares a signed-in customer's page (a business customer's prices), a cart or a cart message", () => {
    expect(key("/en/warszawa", `${RETURNING}; session=token`)).toBeNull();
    expect(key("/en/warszawa", `${RETURNING}; cart=abc`)).toBeNull();
    expect(key("/en/warszawa", `${RETURNING}; cart_flash=x`)).toBeNull();
  });

  it("never shares the visitor's own pages, forms or redirects", () => {
    for (const path of [
      "/en/warszawa/cart",
      "/en/warszawa/checkout",
      "/en/warszawa/cabinet",
      "/en/warszawa/auth/sign-in",
      "/en/warszawa/order-tracking/A1",
    ])
      expect(key(path)).toBeNull();
    expect(key("/", RETURNING)).toBeNull();
    expect(key("/en", RETURNING)).toBeNull();
    expect(key("/en/admin", RETURNING)).toBeNull();
    expect(key("/en/warszawa", RETURNING, BROWSER, "POST")).toBeNull();
  });

  it("leaves to the renderer a page that sets the language or city cookie", () => {
    expect(key("/pl/warszawa")).toBeNull();
    expect(key("/en/krakow")).toBeNull();
    expect(key("/en/warszawa", "")).toBeNull();
  });

  it("shares crawlers' pages among crawlers (they keep no cookies, see no age gate)", () => {
    expect(key("/en/warszawa", "", "Googlebot/2.1")).toBe("default|crawler||/en/warszawa");
    expect(key("/sitemap.xml", "", BROWSER)).toBe("default|gate||/sitemap.xml");
  });

  it("keys data requests of client navigations apart from documents", () => {
    expect(key("/en/warszawa/categories/shisha.data?_routes=routes%2Fcity%2Fcategory")).toBe(
      "default|adult|warszawa|/en/warszawa/categories/shisha.data?_routes=routes%2Fcity%2Fcategory",
    );
  });
});
