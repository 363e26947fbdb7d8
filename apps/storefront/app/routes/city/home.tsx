import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageFrame } from "../../components/layout/page-frame";
import { buttonClasses } from "../../components/ui/button";
import { brand, cityOf, pageSeo, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { getRuntime } from "../../lib/runtime.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/home";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

const SECTIONS = ["bestSellers", "categories", "brands", "bundles", "sale", "blog", "contacts"] as const;

export function loader(args: Route.LoaderArgs) {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const shop = brand();
  const cityName = city.names[lang];
  const seo = pageSeo(args, tt("home.title", { city: cityName }), tt("home.description", { city: cityName }));
  const origin = getRuntime().publicEnv.PUBLIC_ORIGIN.replace(/\/$/, "");
  // Spec section 1: the shop as an online store; the rating and interaction figures are placeholders from the brand config.
  seo.jsonLd = {
    "@context": "https://schema.org",
    "@type": "OnlineStore",
    name: shop.name,
    description: tt("brand.description"),
    url: seo.canonical,
    logo: `${origin}${shop.logos.light}`,
    image: `${origin}${shop.seo.image}`,
    aggregateRating: { "@type": "AggregateRating", ratingCount: shop.seo.ratingCount, ratingValue: shop.seo.ratingValue },
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/LikeAction",
      userInteractionCount: shop.seo.userInteractionCount,
    },
  };
  return { seo, cityName, showHero: shop.showHero, saleHref: cityPath(lang, city.slug, "sale") };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cityName, showHero, saleHref } = loaderData;
  return (
    <>
      {showHero && (
        <section data-hero className="bg-primary-dark text-white">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-12 sm:px-8 sm:py-20">
            <h2 className="max-w-3xl text-3xl font-extrabold tracking-tight text-accent sm:text-5xl">{t("hero.title")}</h2>
            <p className="max-w-2xl text-lg text-neutral-200">{t("hero.lead")}</p>
            <Link
              to={saleHref}
              className={buttonClasses({ variant: "outline-white", size: "normal", className: "self-start rounded-full" })}
            >
              {t("hero.cta")}
            </Link>
          </div>
        </section>
      )}
      <PageFrame heading={t("home.title", { city: cityName })} crumbs={[]}>
        <h2 className="mt-8 text-xl font-semibold">{t("home.comingTitle")}</h2>
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-frame="coming">
          {SECTIONS.map((section) => (
            <li key={section} className="rounded-2xl border border-dashed border-neutral-400 bg-white p-5 font-medium">
              {t(`home.sections.${section}`, { city: cityName })}
            </li>
          ))}
        </ul>
      </PageFrame>
    </>
  );
}
