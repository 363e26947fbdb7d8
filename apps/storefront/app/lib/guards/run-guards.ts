// The route guards of spec section 2, in its order: locale, authentication, city, server redirect
// lookup. One pure function, run by the server's root middleware (middleware.server.ts beside it) for
// the first request and for the data request of every browser navigation.
import type { Locale } from "@shop/domain";
import { cityPath, sitePath } from "../paths";
import { classifyPath, looksLikeLanguageTag, needsAuthentication } from "./classify";
import { negotiateLocale } from "./negotiate";

interface GuardCity {
  id: number;
  slug: string;
}

export interface GuardInput {
  pathname: string;
  search: string;
  /** The locale cookie. */
  localeCookie?: string | null;
  acceptLanguage?: string | null;
  defaultLocale: Locale;
  cities: readonly GuardCity[];
  /** The active city: the citySlug cookie ('' when none). */
  activeCitySlug?: string | null;
}

export interface GuardPorts {
  isAuthenticated(): Promise<boolean>;
  /** The server redirect table; null when the path has no redirect (or the lookup is skipped). */
  lookupRedirect?(path: string): Promise<{ target: string; status: 301 | 302 } | null>;
}

export type GuardOutcome =
  | { type: "redirect"; location: string; status: 301 | 302; reason: "locale" | "auth" | "city" | "lookup" }
  | { type: "pass"; lang: Locale; city: GuardCity | null; activateCity: GuardCity | null };

type Step = { type: "continue" } | { type: "move"; pathname: string; reason: "locale" | "auth" | "city" };

/** Only same-site targets: one leading slash, no scheme, no backslash tricks. */
export function isSameSitePath(target: string): boolean {
  return target.startsWith("/") && !target.startsWith("//") && !target.includes("\\") && !/\s/.test(target);
}

function localeStep(input: GuardInput, pathname: string): Step {
  const shape = classifyPath(pathname);
  if (shape.kind !== "no-locale") return { type: "continue" };
  const lang = negotiateLocale(input.localeCookie, input.acceptLanguage, input.defaultLocale);
  const [first = "", ...rest] = shape.segments;
  if (input.cities.some((city) => city.slug === first)) return { type: "move", pathname: sitePath(lang, "selectCity"), reason: "locale" };
  const kept = first && looksLikeLanguageTag(first) ? rest : shape.segments;
  return { type: "move", pathname: `/${[lang, ...kept].join("/")}`, reason: "locale" };
}

function cityStep(input: GuardInput, pathname: string): Step {
  const shape = classifyPath(pathname);
  const active = input.cities.find((city) => city.slug === input.activeCitySlug);
  const toActive = (lang: Locale, rest: string[]): Step => ({
    type: "move",
    // The page is kept: /en/cart or a link into a city that is gone lands on that page of the active city.
    pathname: active
      ? `${cityPath(lang, active.slug, "home")}${rest.map((s) => `/${encodeURIComponent(s)}`).join("")}`
      : sitePath(lang, "selectCity"),
    reason: "city",
  });
  if (shape.kind === "locale-root") return toActive(shape.lang, []);
  if (shape.kind === "missing-city") return toActive(shape.lang, shape.rest);
  if (shape.kind !== "city" || input.cities.some((city) => city.slug === shape.city)) return { type: "continue" };
  return toActive(shape.lang, shape.rest);
}

export async function runGuards(input: GuardInput, ports: GuardPorts): Promise<GuardOutcome> {
  // sitemap.xml and robots.txt: served as they are, in no language and no city.
  if (classifyPath(input.pathname).kind === "site-resource") {
    return {
      type: "pass",
      lang: negotiateLocale(input.localeCookie, input.acceptLanguage, input.defaultLocale),
      city: null,
      activateCity: null,
    };
  }
  let pathname = input.pathname;
  let reason: "locale" | "auth" | "city" | null = null;
  // Each step may move the path; the next steps judge the moved path, so one redirect lands where
  // the whole chain would have ended (at most one move per step).
  for (let round = 0; round < 4; round++) {
    const locale = localeStep(input, pathname);
    if (locale.type === "move") {
      pathname = locale.pathname;
      reason ??= locale.reason;
      continue;
    }
    const shape = classifyPath(pathname);
    if (needsAuthentication(shape) && shape.kind === "city" && !(await ports.isAuthenticated())) {
      pathname = `/${shape.lang}`;
      reason ??= "auth";
      continue;
    }
    const city = cityStep(input, pathname);
    if (city.type === "move") {
      pathname = city.pathname;
      reason ??= city.reason;
      continue;
    }
    break;
  }
  if (reason) {
    const search = reason !== "auth" && !pathname.endsWith("/select-city") ? input.search : "";
    return { type: "redirect", location: `${pathname}${search}`, status: 302, reason };
  }

  const redirect = await ports.lookupRedirect?.(pathname);
  if (redirect && isSameSitePath(redirect.target) && redirect.target !== pathname) {
    const location = redirect.target.includes("?") || !input.search ? redirect.target : `${redirect.target}${input.search}`;
    return { type: "redirect", location, status: redirect.status, reason: "lookup" };
  }

  const shape = classifyPath(pathname);
  if (shape.kind !== "city")
    return { type: "pass", lang: "lang" in shape ? shape.lang : input.defaultLocale, city: null, activateCity: null };
  const city = input.cities.find((c) => c.slug === shape.city) ?? null;
  const activateCity = city && city.slug !== input.activeCitySlug ? city : null;
  return { type: "pass", lang: shape.lang, city, activateCity };
}
