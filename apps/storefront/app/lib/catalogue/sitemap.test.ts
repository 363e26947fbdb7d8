import { LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";

const entries = {
  cities: [
    { slug: "krakow", categories: ["shisha"], products: [{ slug: "mint-&-co", updatedAt: "2026-01-02T03:04:05.000Z" }] },
    { slug: "warszawa", categories: [], products: [] },
  ],
};

describe("sitemap.xml", () => {
  const xml = sitemapXml("https://shop.example/", entries, LOCALES);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every catalogue page of every city in every language", () => {
    for (const lang of LOCALES) {
      expect(locs).toContain(`https://shop.example/${lang}/krakow`);
      expect(locs).toContain(`https://shop.example/${lang}/krakow/products/sale`);
      expect(locs).toContain(`https://shop.example/${lang}/krakow/brands`);
      expect(locs).toContain(`https://shop.example/${lang}/krakow/categories/shisha`);
      expect(locs).toContain(`https://shop.example/${lang}/warszawa`);
      expect(locs).toContain(`https://shop.example/${lang}/blog`);
    }
    // blog + krakow (home, sale, brands, contacts, 2 info pages, 1 category, 1 product) + warszawa (the same without
    // category and product), four languages each
    expect(locs).toHaveLength((1 + 8 + 6) * 4);
  });

  it("escapes URLs, gives products their last change and every URL its alternates", () => {
    expect(locs).toContain("https://shop.example/pl/krakow/products/mint-%26-co");
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
    const entry = xml.split("\n").find((line) => line.includes("<loc>https://shop.example/uk/krakow/categories/shisha</loc>")) ?? "";
    expect(entry).toContain('hreflang="en" href="https://shop.example/en/krakow/categories/shisha"');
    expect(entry).toContain('hreflang="x-default" href="https://shop.example/en/krakow/categories/shisha"');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists the blog's articles in every language with their last change and alternates", () => {
    const withBlog = sitemapXml(
      "https://shop.example",
      { cities: [], articles: [{ slug: "coal-101", updatedAt: "2026-11-20T10:00:00.000Z" }] },
      LOCALES,
    );
    const blogLocs = [...withBlog.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(blogLocs).toEqual([
      ...LOCALES.map((lang) => `https://shop.example/${lang}/blog`),
      ...LOCALES.map((lang) => `https://shop.example/${lang}/blog/article/coal-101`),
    ]);
    const entry = withBlog.split("\n").find((line) => line.includes("<loc>https://shop.example/ru/blog/article/coal-101</loc>")) ?? "";
    expect(entry).toContain("<lastmod>2026-11-20T10:00:00.000Z</lastmod>");
    expect(entry).toContain('hreflang="uk" href="https://shop.example/uk/blog/article/coal-101"');
    expect(entry).toContain('hreflang="x-default" href="https://shop.example/blog/article/coal-101"');
  });

  it("robots.txt points at it", () => {
    expect(robotsTxt("https://shop.example/")).toContain("Sitemap: https://shop.example/sitemap.xml");
    expect(robotsTxt("https://shop.example")).toMatch(/User-agent: \*[\s\S]*Disallow: \/api\//);
  });
});
