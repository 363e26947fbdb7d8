import { useLocation } from "react-router";
import { CLIENT_LINK } from "../../lib/client-links";
import { switchCity } from "../../lib/paths";
import { useTranslation } from "../../lib/texts";
import type { RootData } from "../../lib/use-shop";

/** Lists the cities; choosing one opens the same page in that city, which makes it the active city. */
export function CitySwitcher({ root }: { root: RootData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const current = root.city;
  return (
    <details key={location.pathname} className="group relative" data-city-switcher>
      <summary className="flex cursor-pointer list-none items-center gap-2 whitespace-nowrap rounded-md px-3 py-2 text-sm font-semibold hover:bg-white/10 [&::-webkit-details-marker]:hidden">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
          <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
        </svg>
        {current ? t("nav.currentCity", { city: current.name }) : t("nav.chooseCity")}
      </summary>
      <ul
        aria-label={t("nav.city")}
        className="absolute left-0 z-30 mt-2 min-w-48 rounded-xl bg-white p-2 text-ink shadow-xl ring-1 ring-black/10"
      >
        {root.cities.map((city) => (
          <li key={city.id}>
            <a
              {...CLIENT_LINK}
              href={switchCity(location.pathname, location.search, root.locale, city.slug, current?.slug ?? null)}
              aria-current={city.slug === current?.slug ? "true" : undefined}
              data-city={city.slug}
              className="block rounded-lg px-3 py-2 hover:bg-canvas aria-[current=true]:font-bold"
            >
              {city.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
