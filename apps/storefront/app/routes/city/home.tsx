import { BrandTiles } from "../../components/catalogue/brand-tiles";
import { CategoryTiles } from "../../components/catalogue/category-tiles";
import { ProductGrid } from "../../components/catalogue/product-card";
import { BlogAndContacts } from "../../components/home/blog-and-contacts";
import { HomeSection } from "../../components/home/home-section";
import { PageFrame } from "../../components/layout/page-frame";
import { buttonClasses } from "../../components/ui/button";
import { CLIENT_LINK } from "../../lib/client-links";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/home";
import { loadHomePage } from "./home.server";

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export const loader = (args: Route.LoaderArgs) => loadHomePage(args);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { cityName, showHero, saleHref, brandsHref, bestSellers, categories, brands, bundles, sale, articles } = loaderData;
  return (
    <>
      {showHero && (
        <section data-hero className="bg-primary-dark text-white">
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-12 sm:px-8 sm:py-20">
            <h2 className="max-w-3xl text-3xl font-extrabold tracking-tight text-accent sm:text-5xl">{t("hero.title")}</h2>
            <p className="max-w-2xl text-lg text-neutral-200">{t("hero.lead")}</p>
            <a
              href={saleHref}
              {...CLIENT_LINK}
              className={buttonClasses({ variant: "outline-white", size: "normal", className: "self-start rounded-full" })}
            >
              {t("hero.cta")}
            </a>
          </div>
        </section>
      )}
      <PageFrame heading={t("home.title", { city: cityName })} crumbs={[]}>
        {bestSellers.length > 0 && (
          <HomeSection id="best-sellers" title={t("home.sections.bestSellers", { city: cityName })}>
            <ProductGrid products={bestSellers} className="lg:grid-cols-4" />
          </HomeSection>
        )}
        {categories.length > 0 && (
          <HomeSection id="categories" title={t("home.sections.categories")}>
            <CategoryTiles categories={categories} />
          </HomeSection>
        )}
        {brands.length > 0 && (
          <HomeSection id="brands" title={t("home.sections.brands")} more={{ href: brandsHref, label: t("catalogue.home.allBrands") }}>
            <BrandTiles brands={brands} compact />
          </HomeSection>
        )}
        {bundles.length > 0 && (
          <HomeSection id="bundles" title={t("home.sections.bundles")}>
            <ProductGrid products={bundles} className="lg:grid-cols-4" />
          </HomeSection>
        )}
        {sale.length > 0 && (
          <HomeSection id="sale" title={t("home.sections.sale")} more={{ href: saleHref, label: t("catalogue.home.seeAll") }}>
            <ProductGrid products={sale} className="lg:grid-cols-4" />
          </HomeSection>
        )}
        <BlogAndContacts articles={articles} />
      </PageFrame>
    </>
  );
}
