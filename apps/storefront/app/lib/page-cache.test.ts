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

  it("shares the page of a visitor with a cart and of a signed-in retail customer (their own parts come after it)", () => {
    const shared = "default|adult|warszawa|/en/warszawa";
    expect(key("/en/warszawa", `${RETURNING}; session=token; personal=1`)).toBe(shared);
    expect(key("/en/warszawa", `${RETURNING}; cart=abc; personal=1`)).toBe(shared);
    expect(key("/en/warszawa", `${RETURNING}; session=token; price_kind=retail`)).toBe(shared);
  });

  it("never shares a business customer's page (their prices) or one with a cart message waiting", () => {
    expect(key("/en/warszawa", `${RETURNING}; session=token; price_kind=wholesale`)).toBeNull();
    expect(key("/en/warszawa/categories/shisha", `${RETURNING}; session=token; price_kind=franchise`)).toBeNull();
    expect(key("/en/warszawa", `${RETURNING}; cart_flash=x`)).toBeNull();
    expect(key("/en/warszawa/personal", `${RETURNING}; session=token`)).toBeNull();
    // The page a cart form posted without JavaScript comes back to, with the visitor's own count.
    expect(key("/en/warszawa/products/mint-tobacco?added=12", `${RETURNING}; cart=abc`)).toBeNull();
    expect(key("/en/warszawa/categories/shisha?page=2&added=12")).toBeNull();
  });

  it("never shares the visitor's own pages, forms or redirects", () => {
    for (const path of [
      "/en/warszawa/cart",
      "/en/warszawa/checkout",
      "/en/warszawa/cabinet",
      "/en/warszawa/auth/sign-in",
      "/en/warszawa/order-tracking/A1",
      "/en/warszawa/reviews/mint-tobacco",
      "/en/warszawa/info/reviews?optOut=abc",
      // The product page a review's "helpful" or "report" form came back to answers the visitor's own action.
      "/en/warszawa/products/mint-tobacco?reviewVoted=3",
      "/en/warszawa/products/mint-tobacco?reviewSort=helpful&reviewReported=3",
    ])
      expect(key(path)).toBeNull();
    expect(key("/en/warszawa/products/mint-tobacco?reviewSort=helpful&reviewStars=5")).not.toBeNull();
    expect(key("/", RETURNING)).toBeNull();
    expect(key("/en", RETURNING)).toBeNull();
    expect(key("/en/admin", RETURNING)).toBeNull();
    expect(key("/en/warszawa", RETURNING, BROWSER, "POST")).toBeNull();
  });

  it("shares a first visit's page and one of another language or city than the cookies say (the page's script writes them)", () => {
    expect(key("/en/warszawa", "")).toBe("default|gate|warszawa|/en/warszawa");
    expect(key("/pl/warszawa")).toBe("default|adult|warszawa|/pl/warszawa");
    // The page's city, not the cookie's, names a city page; a page without a city shows the active one.
    expect(key("/en/krakow")).toBe("default|adult|krakow|/en/krakow");
    expect(key("/en/select-city")).toBe("default|adult|warszawa|/en/select-city");
    expect(key("/en/select-city", "")).toBe("default|gate||/en/select-city");
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
