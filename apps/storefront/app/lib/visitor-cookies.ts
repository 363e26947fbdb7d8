// The locale and city cookies written by the page's script (docs/adr/0030): a page shared by every visitor sets no
// cookie in its response, so that a first visit is answered from the page cache; right after it loads (and after
// every client navigation to another language or city) the page makes the cookies say its language and city, as
// the spec keeps them (locale 365 days; citySlug and cityId when a city becomes active). Crawlers keep none.
import { useEffect } from "react";
import { parseCookies, visitorCookieWrites } from "./cookies";

export function useVisitorCookies(lang: string, city: { id: number; slug: string } | null, crawler: boolean) {
  const cityId = city?.id;
  const citySlug = city?.slug;
  useEffect(() => {
    if (crawler) return;
    const active = cityId !== undefined && citySlug !== undefined ? { id: cityId, slug: citySlug } : null;
    const secure = window.location.protocol === "https:";
    for (const write of visitorCookieWrites(parseCookies(document.cookie), lang, active, secure)) {
      // biome-ignore lint/suspicious/noDocumentCookie: the same plain cookies the server writes, in every browser (the Cookie Store API is not in all of them)
      document.cookie = write;
    }
  }, [lang, cityId, citySlug, crawler]);
}
