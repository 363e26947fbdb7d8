import type { BrandSummary, CategoryNode, ProductCard, ProductListing } from "@shop/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { getBestSellers, getBrands, getBundles, getCategoryTree, listProducts } from "../../lib/api/catalogue";
import { latestArticles } from "../../lib/blog/blog.server";
import { callerOf } from "../../lib/caller.server";
import { featuredCategories } from "../../lib/catalogue/category-tree";
import { brand, cityOf, pageSeo, publicOrigin, t } from "../../lib/page.server";
import { cityPath } from "../../lib/paths";
import { serverApi } from "../../lib/runtime.server";
import { ttlCache } from "../../lib/ttl-cache.server";

/** The home page's teasers change slowly: each process keeps them 30 s per city and language. */
const homeTeasers = ttlCache<[ProductCard[], CategoryNode[], BrandSummary[], ProductCard[], ProductListing]>(30_000);

/** The city's home page: the shop as an online store (JSON-LD), the catalogue's teasers and the blog's latest articles. */
export async function loadHomePage(args: LoaderFunctionArgs) {
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
  const { token, priceKind } = await callerOf(args);
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
