// What the product page shows, built from the product-slug middleware's lookup.

import type { ProductLookup } from "@shop/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { brand, cityCrumb, cityOf, pageSeo, publicOrigin, t } from "../page.server";
import { cityPath } from "../paths";
import { getRuntime } from "../runtime.server";
import { absoluteMediaUrl } from "./media";
import { breadcrumbJsonLd, productJsonLd } from "./structured-data";

/** What a product slug means in a city once redirects are done (middleware/product-slug.server.ts). */
export type ProductFound = Exclude<ProductLookup, { status: "moved" }>;

export function productPageData(args: LoaderFunctionArgs, lookup: Extract<ProductFound, { status: "ok" }>) {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const { product } = lookup;
  const cityName = city.names[lang];
  const origin = publicOrigin();
  const apiBase = getRuntime().publicEnv.PUBLIC_API_BASE;
  const crumbs = [
    cityCrumb(lang, city),
    ...product.breadcrumbs.map((crumb) => ({ label: crumb.name, href: cityPath(lang, city.slug, "category", { slug: crumb.slug }) })),
    { label: product.name },
  ];
  const seo = pageSeo(
    args,
    `${product.seoTitle || product.name} – ${cityName}`,
    product.seoDescription || product.shortDescription || tt("catalogue.category.description", { name: product.name, city: cityName }),
  );
  const images = (product.images.length > 0 ? product.images : [product.image]).map((src) => absoluteMediaUrl(src, apiBase, origin));
  seo.jsonLd = [
    productJsonLd({ product, url: seo.canonical, images, seller: brand().name }),
    breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.label, url: crumb.href ? `${origin}${crumb.href}` : seo.canonical }))),
  ];
  return { kind: "ok" as const, seo, crumbs, product, cityName, localPickup: brand().localPickupAvailable };
}

export function elsewherePageData(args: LoaderFunctionArgs, lookup: Extract<ProductFound, { status: "elsewhere" }>) {
  const { lang, city } = cityOf(args);
  const tt = t(args);
  const cityName = city.names[lang];
  const title = tt("catalogue.product.elsewhereTitle", { name: lookup.product.name, city: cityName });
  const seo = { ...pageSeo(args, title, tt("catalogue.product.elsewhereText")), robots: "noindex, follow" };
  return {
    kind: "elsewhere" as const,
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
