// The storefront's cookies (spec section 3): plain readable values, not base64 JSON.
import { LOCALE_COOKIE_MAX_AGE_SECONDS } from "@shop/domain";

export const COOKIE = {
  locale: "locale",
  citySlug: "citySlug",
  cityId: "cityId",
  ageConfirmed: "age_confirmed",
} as const;

/** citySlug '' and cityId 1 when the cookies are missing (spec sections 3 and 9). */
const CITY_COOKIE_DEFAULTS = { citySlug: "", cityId: 1 } as const;
const COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE_MAX_AGE_SECONDS;

export function parseCookies(header: string | null | undefined): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in jar) continue;
    try {
      jar[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      jar[name] = part.slice(eq + 1).trim();
    }
  }
  return jar;
}

/** A Set-Cookie value readable by the page's scripts (the spec keeps these in plain cookies). */
export function serializeCookie(name: string, value: string, options: { maxAge?: number; secure?: boolean } = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${options.maxAge ?? COOKIE_MAX_AGE_SECONDS}`, "SameSite=Lax"];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export function readCityCookies(jar: Record<string, string>): { citySlug: string; cityId: number } {
  const id = Number(jar[COOKIE.cityId]);
  return {
    citySlug: jar[COOKIE.citySlug] ?? CITY_COOKIE_DEFAULTS.citySlug,
    cityId: Number.isInteger(id) && id > 0 ? id : CITY_COOKIE_DEFAULTS.cityId,
  };
}

/**
 * The Set-Cookie values that make the visitor's cookies say the page's language and city (none when they already
 * do): the locale cookie, and the city cookies when a city page makes its city the active one (spec section 2). A
 * shared page sets none itself (docs/adr/0030): its script writes these after it loads (useVisitorCookies).
 */
export function visitorCookieWrites(
  jar: Record<string, string>,
  lang: string,
  city: { id: number; slug: string } | null,
  secure: boolean,
): string[] {
  const writes: string[] = [];
  if (city && readCityCookies(jar).citySlug !== city.slug) {
    writes.push(serializeCookie(COOKIE.citySlug, city.slug, { secure }), serializeCookie(COOKIE.cityId, String(city.id), { secure }));
  }
  if (jar[COOKIE.locale] !== lang) writes.push(serializeCookie(COOKIE.locale, lang, { secure }));
  return writes;
}
