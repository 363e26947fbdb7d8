import { LOCALES, type Locale } from "@shop/domain";
import type { MetaDescriptor } from "react-router";
import { switchLocale } from "./paths";

export interface Seo {
  title: string;
  description: string;
  canonical: string;
  alternates: { hrefLang: string; href: string }[];
  jsonLd?: Record<string, unknown>;
}

/** Canonical URL and alternates: one per locale plus x-default, the unprefixed path that negotiates. */
export function buildSeo(origin: string, pathname: string, title: string, description: string): Seo {
  const base = origin.replace(/\/$/, "");
  const unprefixed = switchLocale(pathname, "", "en", LOCALES).replace(/^\/en(?=\/|$)/, "") || "/";
  return {
    title,
    description,
    canonical: `${base}${pathname}`,
    alternates: [
      ...LOCALES.map((lng: Locale) => ({ hrefLang: lng, href: `${base}${switchLocale(pathname, "", lng, LOCALES)}` })),
      { hrefLang: "x-default", href: `${base}${unprefixed}` },
    ],
  };
}

export function seoMeta(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alternate) => ({ tagName: "link", rel: "alternate", hrefLang: alternate.hrefLang, href: alternate.href })),
    ...(seo.jsonLd ? [{ "script:ld+json": seo.jsonLd }] : []),
  ];
}
