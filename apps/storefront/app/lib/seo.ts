import { LOCALES, type Locale } from "@shop/domain";
import type { MetaDescriptor } from "react-router";
import { switchLocale } from "./paths";

export interface Seo {
  title: string;
  description: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  /** One object, or several (one script each). */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** e.g. "noindex, follow" for a page that only points elsewhere. */
  robots?: string;
}

/**
 * Canonical URL and alternates: one per locale plus x-default, the unprefixed path that negotiates.
 * `search` is a listing's normalised query ("" or "?…", see lib/catalogue/listing-url.ts): the
 * same view in every language keeps it.
 */
export function buildSeo(origin: string, pathname: string, title: string, description: string, search = ""): Seo {
  const base = origin.replace(/\/$/, "");
  const unprefixed = switchLocale(pathname, "", "en", LOCALES).replace(/^\/en(?=\/|$)/, "") || "/";
  return {
    title,
    description,
    canonical: `${base}${pathname}${search}`,
    alternates: [
      ...LOCALES.map((lng: Locale) => ({ hrefLang: lng, href: `${base}${switchLocale(pathname, search, lng, LOCALES)}` })),
      { hrefLang: "x-default", href: `${base}${unprefixed}${search}` },
    ],
  };
}

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    ...(seo.robots ? [{ name: "robots", content: seo.robots }] : []),
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href })),
    ...[seo.jsonLd ?? []].flat().map((jsonLd) => ({ "script:ld+json": jsonLd })),
  ];
}
