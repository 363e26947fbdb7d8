// Catalogue data that every retail visitor of a city sees the same way, kept briefly per process
// (several processes each keep their own copy, so the TTL bounds staleness). Stock and prices are
// checked live again on the product page and at checkout. The accounts capability adds the
// caller's price kind to the keys (business customers see other prices).
import type { BrandSummary, CategoryNode, ProductListing } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { getBrands, getCategoryTree, listProducts } from "../api/catalogue";
import type { ApiClient } from "../api/client";
import { ttlCache } from "../ttl-cache.server";

const trees = ttlCache<CategoryNode[]>(30_000);
const brandLists = ttlCache<BrandSummary[]>(30_000);
const listings = ttlCache<ProductListing>(10_000, 1000);

export const cachedCategoryTree = (api: ApiClient, city: string, lang: Locale) =>
  trees(`${city}:${lang}:retail`, () => getCategoryTree(api, city));

export const cachedBrands = (api: ApiClient, city: string, lang: Locale) =>
  brandLists(`${city}:${lang}:retail`, () => getBrands(api, city));

export function cachedListing(api: ApiClient, city: string, lang: Locale, query: Record<string, string | number | undefined>) {
  const key = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  return listings(`${city}:${lang}:retail:${key}`, () => listProducts(api, city, query));
}
