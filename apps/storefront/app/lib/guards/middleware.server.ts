import { isLocale } from "@shop/domain";
import { type MiddlewareFunction, redirect } from "react-router";
import { lookupRedirect } from "../api/endpoints";
import { callerOf } from "../caller.server";
import { getCities } from "../cities.server";
import { COOKIE, parseCookies, readCityCookies, visitorCookieWrites } from "../cookies";
import { isCrawler } from "../crawler";
import { isSharedRequest } from "../page-cache";
import { getRuntime, serverApi } from "../runtime.server";
import { shopContext } from "../shop-context";
import { ttlCache } from "../ttl-cache.server";
import { classifyPath } from "./classify";
import { runGuards } from "./run-guards";

/**
 * The redirect table's answers per path (guard 4), kept 30 s in the process: asked on every render and data request,
 * and nearly always "none". A staff edit of the redirects renews them at once (the content version moves on).
 */
const redirects = ttlCache<Awaited<ReturnType<typeof lookupRedirect>>>(30_000, 2_000);

/**
 * The spec's route guards on the server (root.tsx's middleware): the first request and every data request
 * of a browser navigation pass here. Sets the city cookies when a city becomes active and the locale cookie
 * when the visitor switches language. What they settle (language, city, cities, crawler, age gate) goes into
 * the request's `shopContext`: everything after reads it there (lib/page.server.ts `shopOf`, `cityOf`) and
 * never parses the path again.
 */
export const guardsMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const cookies = parseCookies(request.headers.get("cookie"));
  const crawler = isCrawler(request.headers.get("user-agent"));
  const cities = await getCities(request);
  const { citySlug } = readCityCookies(cookies);
  const defaultLocale = getRuntime().publicEnv.DEFAULT_LOCALE;
  const outcome = await runGuards(
    {
      pathname: url.pathname,
      search: url.search,
      localeCookie: cookies[COOKIE.locale],
      acceptLanguage: request.headers.get("accept-language"),
      defaultLocale: isLocale(defaultLocale) ? defaultLocale : "en",
      cities,
      activeCitySlug: citySlug,
    },
    {
      // Spec section 4: authenticated = the current user was fetched (with the session cookie's token).
      isAuthenticated: async () => (await callerOf({ context })).user !== null,
      lookupRedirect: (path) => redirects(path, () => lookupRedirect(serverApi(request, "en"), path)),
    },
  );
  if (outcome.type === "redirect") throw redirect(outcome.location, { status: outcome.status, headers: { "Cache-Control": "no-store" } });

  context.set(shopContext, {
    lang: outcome.lang,
    city: cities.find((city) => city.id === outcome.city?.id) ?? null,
    cities,
    crawler,
    ageConfirmed: cookies[COOKIE.ageConfirmed] === "1",
  });
  const response = await next();
  // Crawlers keep no cookies. A page every visitor shares sets none either (its script writes them: docs/adr/0030),
  // so that a first visit is a cache hit; a page that is the visitor's own (or a data request of one) sets them here.
  if (crawler || classifyPath(url.pathname).kind === "site-resource") return response;
  if (isSharedRequest(request)) return response;
  const active = outcome.activateCity ?? null;
  for (const write of visitorCookieWrites(cookies, outcome.lang, active, url.protocol === "https:")) {
    response.headers.append("Set-Cookie", write);
  }
  return response;
};
