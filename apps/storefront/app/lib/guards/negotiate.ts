import { isLocale, type Locale } from "@shop/domain";

/** Locale negotiation for a path without a locale: locale cookie, then Accept-Language, then the default. */
export function negotiateLocale(
  cookieLocale: string | undefined | null,
  acceptLanguage: string | null | undefined,
  fallback: Locale,
): Locale {
  if (isLocale(cookieLocale)) return cookieLocale;
  for (const tag of preferredLanguages(acceptLanguage)) {
    const base = tag.split("-")[0];
    if (isLocale(base)) return base;
  }
  return fallback;
}

/** Accept-Language tags, best first (q=0 dropped, ties keep their order). */
export function preferredLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}
