// sitemap.xml: the blog (its list and every published article) and every catalogue page of every city, in
// every language, each with its alternates (the same page in the other languages, and x-default: a city's page
// in the default language, a page without a city at its unprefixed path; lib/seo.ts xDefaultPath).
import type { SitemapEntries } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { cityPath, sitePath } from "../paths";
import { xDefaultPath } from "../seo";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

interface Page {
  /** The path in each language. */
  path: (lang: Locale) => string;
  lastmod?: string;
}

function cityPages(city: SitemapEntries["cities"][number]): Page[] {
  return [
    { path: (lang) => cityPath(lang, city.slug, "home") },
    { path: (lang) => cityPath(lang, city.slug, "sale") },
    { path: (lang) => cityPath(lang, city.slug, "brands") },
    { path: (lang) => cityPath(lang, city.slug, "contacts") },
    { path: (lang) => cityPath(lang, city.slug, "privacyPolicy") },
    { path: (lang) => cityPath(lang, city.slug, "terms") },
    ...city.categories.map((slug) => ({ path: (lang: Locale) => cityPath(lang, city.slug, "category", { slug }) })),
    ...city.products.map((product) => ({
      path: (lang: Locale) => cityPath(lang, city.slug, "product", { productSlug: product.slug }),
      lastmod: product.updatedAt,
    })),
  ];
}

function blogPages(articles: SitemapEntries["articles"]): Page[] {
  return [
    { path: (lang) => sitePath(lang, "blog") },
    ...articles.map((article) => ({
      path: (lang: Locale) => sitePath(lang, "article", { articleId: article.slug }),
      lastmod: article.updatedAt,
    })),
  ];
}

export function sitemapXml(
  origin: string,
  entries: Pick<SitemapEntries, "cities"> & Partial<Pick<SitemapEntries, "articles">>,
  locales: readonly Locale[],
  defaultLocale: Locale = locales[0] ?? "en",
): string {
  const base = origin.replace(/\/$/, "");
  const pages: Page[] = [...blogPages(entries.articles ?? []), ...entries.cities.flatMap(cityPages)];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const alternates = locales.map(
      (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(base + page.path(lang))}"/>`,
    );
    const xDefault = xDefaultPath(page.path(defaultLocale), defaultLocale);
    alternates.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + xDefault)}"/>`);
    const lastmod =
      page.lastmod && !Number.isNaN(Date.parse(page.lastmod)) ? `<lastmod>${new Date(page.lastmod).toISOString()}</lastmod>` : "";
    for (const lang of locales) lines.push(`<url><loc>${escapeXml(base + page.path(lang))}</loc>${lastmod}${alternates.join("")}</url>`);
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${origin.replace(/\/$/, "")}/sitemap.xml`, ""].join("\n");
}
