import { LOCALES, type Locale } from "@shop/domain";
import type { MetaDescriptor } from "react-router";
import { classifyPath } from "./guards/classify";
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
 * The x-default alternate of a page (decisions.md): a page of a city in the default language (the unprefixed
 * `/{city}/…` redirects to the city chooser, spec section 2); a page without a city at its unprefixed path,
 * which negotiates the language and answers it.
 */
export function xDefaultPath(pathname: string, defaultLocale: Locale): string {
  const shape = classifyPath(pathname);
  if (shape.kind === "city") return switchLocale(pathname, "", defaultLocale, LOCALES);
  return switchLocale(pathname, "", "en", LOCALES).replace(/^\/en(?=\/|$)/, "") || "/";
}

/**
 * Canonical URL and alternates: one per locale plus x-default (`xDefaultPath`).
 * `search` is a listing's normalised query ("" or "?…", see lib/catalogue/listing-url.ts): the
 * same view in every language keeps it.
 */
export function buildSeo(
  origin: string,
  pathname: string,
  title: string,
  description: string,
  search = "",
  defaultLocale: Locale = "en",
): Seo {
  const base = origin.replace(/\/$/, "");
  return {
    title,
    description,
    canonical: `${base}${pathname}${search}`,
    alternates: [
      ...LOCALES.map((lng: Locale) => ({ hrefLang: lng, href: `${base}${switchLocale(pathname, search, lng, LOCALES)}` })),
      { hrefLang: "x-default", href: `${base}${xDefaultPath(pathname, defaultLocale)}${search}` },
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
