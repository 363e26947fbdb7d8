import { Link } from "react-router";
import { PageFrame } from "../components/layout/page-frame";
import { COOKIE, parseCookies } from "../lib/cookies";
import { pageSeo, shopOf, t } from "../lib/page.server";
import { cityPath } from "../lib/paths";
import { seoMeta } from "../lib/seo";
import { useTranslation } from "../lib/texts";
import type { Route } from "./+types/select-city";

/** The spec: the city chooser ignores the city rule, and search and navigation are disabled on it. */
export const handle = { search: false, navigation: false };

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export function loader(args: Route.LoaderArgs) {
  const { lang, cities } = shopOf(args.context);
  const tt = t(args);
  const active = parseCookies(args.request.headers.get("cookie"))[COOKIE.citySlug] ?? "";
  return {
    seo: pageSeo(args, tt("cities.title"), tt("cities.metaDescription")),
    cities: cities.map((city) => ({ id: city.id, slug: city.slug, name: city.names[lang], href: cityPath(lang, city.slug, "home") })),
    active,
  };
}

export default function SelectCity({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cities, active } = loaderData;
  return (
    <PageFrame heading={t("cities.title")} crumbs={[]}>
      <p className="mt-3 max-w-2xl text-base text-neutral-700 sm:text-lg">{t("cities.lead")}</p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-neutral-600">{t("cities.count", { count: cities.length })}</p>
      {cities.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-6">{t("cities.empty")}</p>
      ) : (
        <ul aria-label={t("cities.listLabel")} className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {cities.map((city) => (
            <li key={city.id} data-city={city.slug}>
              <Link
                to={city.href}
                className="flex min-h-24 flex-col justify-between rounded-2xl border-2 border-canvas-dark bg-white p-5 shadow-sm transition hover:border-primary-dark"
              >
                <span className="text-xl font-semibold">{city.name}</span>
                {city.slug === active && <span className="mt-2 text-sm font-medium text-neutral-700">{t("cities.current")}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
