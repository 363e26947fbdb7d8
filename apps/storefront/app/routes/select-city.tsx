import { Link } from "react-router";
import { PageFrame } from "../components/layout/page-frame";
import { seoMeta } from "../lib/seo";
import { useTranslation } from "../lib/texts";
import type { Route } from "./+types/select-city";
import { loadCityChooser } from "./select-city.server";

/** The spec: the city chooser ignores the city rule, and search and navigation are disabled on it. */
export const handle = { search: false, navigation: false };

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export const loader = (args: Route.LoaderArgs) => loadCityChooser(args);

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
