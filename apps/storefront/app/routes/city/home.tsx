import type { BrandSummary, CategoryNode, ProductCard, ProductListing } from "@shop/contracts";
import { Link } from "react-router";
import { BrandTiles } from "../../components/catalogue/brand-tiles";
import { CategoryTiles } from "../../components/catalogue/category-tiles";
import { ProductGrid } from "../../components/catalogue/product-card";
import { BlogAndContacts } from "../../components/home/blog-and-contacts";
import { HomeSection } from "../../components/home/home-section";
import { PageFrame } from "../../components/layout/page-frame";
import { buttonClasses } from "../../components/ui/button";
import { getBestSellers, getBrands, getBundles, getCategoryTree, listProducts } from "../../lib/api/catalogue";
import { callerOf } from "../../lib/auth.server";
import { latestArticles } from "../../lib/blog/blog.server";
import { featuredCategories } from "../../lib/catalogue/category-tree";
import { brand, cityOf, pageSeo, publicOrigin, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { serverApi } from "../../lib/runtime.server";
import { seoMeta } from "../../lib/seo";
import { useTranslation } from "../../lib/texts";
import { ttlCache } from "../../lib/ttl-cache.server";
import type { Route } from "./+types/home";

/** The home page's teasers change slowly: each process keeps them 30 s per city and language. */
const homeTeasers = ttlCache<[ProductCard[], CategoryNode[], BrandSummary[], ProductCard[], ProductListing]>(30_000);

export const meta = ({ loaderData }: Route.MetaArgs) => seoMeta(loaderData?.seo);

export async function loader(args: Route.LoaderArgs) {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const shop = brand();
  const cityName = city.names[lang];
  const seo = pageSeo(args, tt("home.title", { city: cityName }), tt("home.description", { city: cityName }));
  const origin = publicOrigin();
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
  const { token, priceKind } = await callerOf(args.context);
  const api = serverApi(args.request, lang, token);
  // The blog's latest articles, read beside the catalogue's teasers; none when the blog cannot be read.
  const articles = latestArticles(api, lang);
  // The same teasers for every visitor of this city and language who pays the same price kind.
  const [bestSellers, tree, brands, bundles, sale] = await homeTeasers(`${city.slug}:${lang}:${priceKind}`, () =>
    Promise.all([
      getBestSellers(api, city.slug, 8),
      getCategoryTree(api, city.slug),
      getBrands(api, city.slug),
      getBundles(api, city.slug, 4),
      listProducts(api, city.slug, { sale: "true", pageSize: 8 }),
    ]),
  );
  return {
    seo,
    cityName,
    showHero: shop.showHero,
    saleHref: cityPath(lang, city.slug, "sale"),
    brandsHref: cityPath(lang, city.slug, "brands"),
    bestSellers,
    categories: featuredCategories(tree, 16).map(({ slug, name, image, productCount }) => ({ slug, name, image, productCount })),
    brands: [...brands].sort((a, b) => b.productCount - a.productCount).slice(0, 12),
    bundles,
    sale: sale.items,
    articles: await articles,
  };
}

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
