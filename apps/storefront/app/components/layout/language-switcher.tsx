import { LOCALES } from "@shop/domain";
import { useLocation } from "react-router";
import { switchLocale } from "../../lib/paths";
import { useTranslation } from "../../lib/texts";

const NAMES: Record<string, string> = { en: "English", uk: "Українська", pl: "Polski", ru: "Русский" };

/** The same page in each language; the server saves the chosen locale in the locale cookie. */
export function LanguageSwitcher({ current }: { current: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <nav aria-label={t("nav.language")}>
      <ul className="flex gap-1">
        {LOCALES.map((lng) => (
          <li key={lng}>
            <a
              href={switchLocale(location.pathname, location.search, lng, LOCALES)}
              hrefLang={lng}
              lang={lng}
              title={NAMES[lng]}
              aria-label={NAMES[lng]}
              aria-current={lng === current ? "true" : undefined}
              data-locale={lng}
              className="block rounded-md px-2.5 py-2 text-sm font-semibold uppercase hover:bg-white/10 aria-[current=true]:bg-accent aria-[current=true]:text-primary-dark"
            >
              {lng}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
