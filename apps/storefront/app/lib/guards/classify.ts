import { isLocale, type Locale } from "@shop/domain";

/** First segments after the locale that are pages without a city (they skip the city check). */
const CITYLESS_SECTIONS = ["select-city", "blog", "ui-kit", "admin", "passkey-options"] as const;

/** First segments of the pages under a city: a path that starts with one of them has no city. */
const CITY_SECTIONS = [
  "cart",
  "checkout",
  "cabinet",
  "auth",
  "products",
  "categories",
  "brands",
  "contacts",
  "info",
  "order-tracking",
] as const;

/** Files for crawlers at the site root: no locale, no city, no guard applies (they are the same in every language). */
const SITE_RESOURCES = ["/sitemap.xml", "/robots.txt"] as const;

/** The browser's texts (/texts/{lang}.{hash}.json, docs/adr/0004): a file like the ones above. */
const TEXTS_PREFIX = "/texts/";

export type PathShape =
  | { kind: "site-resource" }
  | { kind: "no-locale"; segments: string[] }
  | { kind: "locale-root"; lang: Locale }
  | { kind: "cityless"; lang: Locale }
  | { kind: "missing-city"; lang: Locale; rest: string[] }
  | { kind: "city"; lang: Locale; city: string; rest: string[] };

/** Splits a path into what the guards care about. Trailing slashes do not count as a segment. */
export function classifyPath(pathname: string): PathShape {
  if ((SITE_RESOURCES as readonly string[]).includes(pathname) || pathname.startsWith(TEXTS_PREFIX)) return { kind: "site-resource" };
  const segments = pathname.split("/").slice(1);
  if (segments.length > 1 && segments.at(-1) === "") segments.pop();
  const [first = "", second = "", ...rest] = segments;
  if (!isLocale(first)) return { kind: "no-locale", segments: segments.filter((s) => s !== "") };
  if (second === "") return { kind: "locale-root", lang: first };
  if ((CITYLESS_SECTIONS as readonly string[]).includes(second)) return { kind: "cityless", lang: first };
  if ((CITY_SECTIONS as readonly string[]).includes(second)) return { kind: "missing-city", lang: first, rest: [second, ...rest] };
  return { kind: "city", lang: first, city: safeDecode(second), rest };
}

/** Pages under a city that need a signed-in customer. */
export function needsAuthentication(shape: PathShape): boolean {
  return shape.kind === "city" && shape.rest[0] === "cabinet";
}

/** A first segment that looks like a language tag (de, en-GB) rather than a page or a city. */
export function looksLikeLanguageTag(segment: string): boolean {
  return /^[a-z]{2}(?:[-_][a-z0-9]{2,8})?$/i.test(segment);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
