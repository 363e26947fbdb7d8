import { isLocale, LOCALES, resolveBrand } from "@shop/domain";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { getPublicCities } from "../lib/api/endpoints";
import { getRuntime, serverApi } from "../lib/runtime.server";
import { getInstance } from "../middleware/i18next";
import type { Route } from "./+types/city-list";

export function meta({ loaderData, location }: Route.MetaArgs) {
  if (!loaderData) return [];
  const rest = location.pathname.split("/").slice(2).join("/");
  return [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    ...LOCALES.map((lng) => ({ tagName: "link", rel: "alternate", hrefLang: lng, href: `/${lng}${rest ? `/${rest}` : ""}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: "/" },
  ];
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLocale(params.lang)) throw data(null, { status: 404 });
  const lang = params.lang;
  const cities = await getPublicCities(serverApi(request, lang));
  const t = getInstance(context).t;
  return {
    title: `${t("cities.title")} | ${resolveBrand(getRuntime().publicEnv.PUBLIC_BRAND).name}`,
    description: t("cities.metaDescription"),
    cities: cities.map((city) => ({ id: city.id, slug: city.slug, name: city.names[lang] })),
  };
}

export default function CityList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cities } = loaderData;
  return (
    <section aria-labelledby="cities-title" className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-8 sm:py-16">
      <h1 id="cities-title" className="text-3xl font-bold tracking-tight sm:text-5xl">
        {t("cities.title")}
      </h1>
      <p className="mt-3 max-w-2xl text-base text-neutral-700 sm:text-lg">{t("cities.lead")}</p>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-neutral-600">{t("cities.count", { count: cities.length })}</p>
      {cities.length === 0 ? (
        <p className="mt-4 rounded-xl bg-primary p-6">{t("cities.empty")}</p>
      ) : (
        <ul aria-label={t("cities.listLabel")} className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {cities.map((city) => (
            <li key={city.id} data-city={city.slug} className="rounded-2xl border border-canvas-dark bg-primary p-5 shadow-sm">
              <span className="block text-xl font-semibold">{city.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
