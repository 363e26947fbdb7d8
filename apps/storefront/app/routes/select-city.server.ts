import type { LoaderFunctionArgs } from "react-router";
import { COOKIE, parseCookies } from "../lib/cookies";
import { pageSeo, shopOf, t } from "../lib/page.server";
import { cityPath } from "../lib/paths";

/** The shop's cities, each linking to its home page, and the active one (the citySlug cookie). */
export function loadCityChooser(args: LoaderFunctionArgs) {
  const { lang, cities } = shopOf(args.context);
  const tt = t(args);
  const active = parseCookies(args.request.headers.get("cookie"))[COOKIE.citySlug] ?? "";
  return {
    seo: pageSeo(args, tt("cities.title"), tt("cities.metaDescription")),
    cities: cities.map((city) => ({ id: city.id, slug: city.slug, name: city.names[lang], href: cityPath(lang, city.slug, "home") })),
    active,
  };
}
