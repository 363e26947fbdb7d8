import { LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { parseCookies, readCityCookies, serializeCookie } from "./cookies";
import { isCrawler } from "./crawler";
import { cityPath, sitePath, switchCity, switchLocale } from "./paths";
import { buildSeo } from "./seo";

describe("paths", () => {
  it("add the locale and the city to every page", () => {
    expect(cityPath("pl", "krakow", "home")).toBe("/pl/krakow");
    expect(cityPath("uk", "krakow", "cabinetCoupons")).toBe("/uk/krakow/cabinet/coupons");
    expect(cityPath("en", "gdansk", "product", { productSlug: "al-fakher-mint" })).toBe("/en/gdansk/products/al-fakher-mint");
    expect(cityPath("en", "gdansk", "search", undefined, { q: "mint tea", page: undefined })).toBe("/en/gdansk/products/search?q=mint+tea");
    expect(sitePath("ru", "article", { articleId: "12" })).toBe("/ru/blog/article/12");
    expect(sitePath("en", "selectCity")).toBe("/en/select-city");
  });

  it("switch the language or the city and keep the rest of the page", () => {
    expect(switchLocale("/en/krakow/cart", "?a=1", "pl", LOCALES)).toBe("/pl/krakow/cart?a=1");
    expect(switchLocale("/krakow", "", "uk", LOCALES)).toBe("/uk/krakow");
    expect(switchCity("/en/krakow/info/terms-and-conditions", "", "en", "gdansk", "krakow")).toBe("/en/gdansk/info/terms-and-conditions");
    expect(switchCity("/en/blog", "", "en", "gdansk", null)).toBe("/en/gdansk");
  });
});

describe("SEO links", () => {
  it("give a canonical URL, one alternate per locale and x-default at the default language's page of a city", () => {
    const seo = buildSeo("https://shop.example/", "/uk/krakow/products/sale", "T", "D");
    expect(seo.canonical).toBe("https://shop.example/uk/krakow/products/sale");
    expect(seo.alternates).toEqual([
      { hrefLang: "en", href: "https://shop.example/en/krakow/products/sale" },
      { hrefLang: "uk", href: "https://shop.example/uk/krakow/products/sale" },
      { hrefLang: "pl", href: "https://shop.example/pl/krakow/products/sale" },
      { hrefLang: "ru", href: "https://shop.example/ru/krakow/products/sale" },
      { hrefLang: "x-default", href: "https://shop.example/en/krakow/products/sale" },
    ]);
    // The unprefixed /krakow/... would redirect to the city chooser; a page without a city negotiates there.
    expect(buildSeo("https://shop.example", "/uk/krakow", "T", "D", "", "pl").alternates.at(-1)?.href).toBe(
      "https://shop.example/pl/krakow",
    );
    expect(buildSeo("https://shop.example", "/en/select-city", "T", "D").alternates.at(-1)?.href).toBe("https://shop.example/select-city");
    expect(buildSeo("https://shop.example", "/ru/blog/article/coal-101", "T", "D").alternates.at(-1)?.href).toBe(
      "https://shop.example/blog/article/coal-101",
    );
  });

  it("keep a listing's normalised query in the canonical URL and every alternate", () => {
    const seo = buildSeo("https://shop.example", "/pl/krakow/categories/shisha", "T", "D", "?brand=a,b&page=2");
    expect(seo.canonical).toBe("https://shop.example/pl/krakow/categories/shisha?brand=a,b&page=2");
    expect(seo.alternates.map((a) => a.href)).toEqual([
      "https://shop.example/en/krakow/categories/shisha?brand=a,b&page=2",
      "https://shop.example/uk/krakow/categories/shisha?brand=a,b&page=2",
      "https://shop.example/pl/krakow/categories/shisha?brand=a,b&page=2",
      "https://shop.example/ru/krakow/categories/shisha?brand=a,b&page=2",
      "https://shop.example/en/krakow/categories/shisha?brand=a,b&page=2",
    ]);
  });
});

describe("cookies", () => {
  it("are plain readable values with the spec's defaults", () => {
    expect(readCityCookies({})).toEqual({ citySlug: "", cityId: 1 });
    expect(readCityCookies(parseCookies("citySlug=krakow; cityId=2"))).toEqual({ citySlug: "krakow", cityId: 2 });
    expect(readCityCookies(parseCookies("cityId=abc"))).toEqual({ citySlug: "", cityId: 1 });
    expect(serializeCookie("locale", "pl")).toBe("locale=pl; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(serializeCookie("citySlug", "krakow", { secure: true })).toContain("; Secure");
  });
});

describe("crawlers", () => {
  it.each([
    ["Mozilla/5.0 (compatible; Googlebot/2.1)", true],
    ["Mozilla/5.0 (compatible; bingbot/2.0)", true],
    ["Chrome-Lighthouse", true],
    ["facebookexternalhit/1.1", true],
    ["Mozilla/5.0 AppleWebKit Google-InspectionTool", true],
    ["Mozilla/5.0 (X11; Linux x86_64) Chrome/156", false],
  ])("%s → %s", (ua, expected) => expect(isCrawler(ua)).toBe(expected));
});
