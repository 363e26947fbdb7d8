// What the product page shows, built from the product-slug middleware's lookup: the product offered in this
// city (with its schema.org data), or the cities that offer it instead (not indexed).
import type { LoaderFunctionArgs } from "react-router";
import type { ProductPageData } from "../../../components/product/product-detail";
import type { ElsewherePageData } from "../../../components/product/product-elsewhere";
import type { ReviewsSectionData } from "../../../components/product/reviews-section";
import { categoryCrumbs } from "../../../lib/catalogue/category-tree";
import { absoluteMediaUrl } from "../../../lib/catalogue/media";
import { reviewsJsonLd } from "../../../lib/catalogue/review-structured-data";
import { breadcrumbJsonLd, productJsonLd } from "../../../lib/catalogue/structured-data";
import { brand, cityCrumb, cityOf, pageSeo, publicOrigin, t } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";
import { getRuntime } from "../../../lib/runtime.server";
import type { Seo } from "../../../lib/seo";
import { type ProductFound, productLookupContext } from "../../../middleware/product-slug.server";
import { loadProductReviews } from "./reviews.server";

type Found<S extends ProductFound["status"]> = Extract<ProductFound, { status: S }>;

export async function loadProductPage(args: LoaderFunctionArgs) {
  const lookup = args.context.get(productLookupContext);
  return lookup.status === "ok" ? productPage(args, lookup) : elsewherePage(args, lookup);
}

async function productPage(
  args: LoaderFunctionArgs,
  lookup: Found<"ok">,
): Promise<ProductPageData & { seo: Seo; reviews: ReviewsSectionData | null }> {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const { product } = lookup;
  const cityName = city.names[lang];
  const origin = publicOrigin();
  const apiBase = getRuntime().publicEnv.PUBLIC_API_BASE;
  const crumbs = [
    cityCrumb(lang, city),
    ...categoryCrumbs(product.breadcrumbs, (slug) => cityPath(lang, city.slug, "category", { slug })),
    { label: product.name },
  ];
  const seo = pageSeo(
    args,
    `${product.seoTitle || product.name} – ${cityName}`,
    product.seoDescription || product.shortDescription || tt("catalogue.category.description", { name: product.name, city: cityName }),
  );
  const images = (product.images.length > 0 ? product.images : [product.image]).map((src) => absoluteMediaUrl(src, apiBase, origin));
  const reviews = await loadProductReviews(args, product.slug);
  seo.jsonLd = [
    {
      ...productJsonLd({ product, url: seo.canonical, images, seller: brand().name }),
      ...reviewsJsonLd(reviews?.list ?? null, reviews?.isDefault ?? false),
    },
    breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: crumb.href ? `${origin}${crumb.href}` : seo.canonical }))),
  ];
  return { kind: "ok", seo, crumbs, product, cityName, localPickup: brand().localPickupAvailable, reviews };
}

function elsewherePage(args: LoaderFunctionArgs, lookup: Found<"elsewhere">): ElsewherePageData & { seo: Seo } {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const cityName = city.names[lang];
  const title = tt("catalogue.product.elsewhereTitle", { name: lookup.product.name, city: cityName });
  const seo = { ...pageSeo(args, title, tt("catalogue.product.elsewhereText")), robots: "noindex, follow" };
  return {
    kind: "elsewhere",
    seo,
    crumbs: [cityCrumb(lang, city), { label: lookup.product.name }],
    title,
    product: lookup.product,
    cityName,
    cityHome: cityPath(lang, city.slug, "home"),
    cities: lookup.cities.map((other) => ({
      slug: other.slug,
      name: other.name,
      href: cityPath(lang, other.slug, "product", { productSlug: lookup.product.slug }),
    })),
  };
}
