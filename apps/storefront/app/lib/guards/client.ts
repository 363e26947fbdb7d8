import { isLocale } from "@shop/domain";
import { type MiddlewareFunction, redirect } from "react-router";
import { isSignedIn } from "../auth/session";
import { COOKIE, parseCookies, readCityCookies } from "../cookies";
import { type GuardCity, runGuards } from "./run-guards";

let knownCities: readonly GuardCity[] = [];
let defaultLocale = "en";

/** The root component hands over what the server rendered with, for the browser's guards. */
export function rememberGuardData(cities: readonly GuardCity[], fallbackLocale: string) {
  knownCities = cities;
  defaultLocale = fallbackLocale;
}

/**
 * The same guards in the browser, for navigations: a redirect is decided before any request.
 * The redirect lookup needs the server's table, so it runs with the navigation's data request.
 */
export const clientGuardsMiddleware: MiddlewareFunction<Record<string, unknown>> = async ({ request }, next) => {
  if (knownCities.length === 0 || request.method !== "GET") return next();
  const url = new URL(request.url);
  const jar = parseCookies(document.cookie);
  const outcome = await runGuards(
    {
      pathname: url.pathname,
      search: url.search,
      localeCookie: jar[COOKIE.locale],
      acceptLanguage: navigator.languages.join(","),
      defaultLocale: isLocale(defaultLocale) ? defaultLocale : "en",
      cities: knownCities,
      activeCitySlug: readCityCookies(jar).citySlug,
    },
    { isAuthenticated: async () => isSignedIn() },
  );
  if (outcome.type === "redirect") throw redirect(outcome.location, outcome.status);
  return next();
};
