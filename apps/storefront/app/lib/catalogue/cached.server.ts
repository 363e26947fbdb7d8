// Catalogue data that every visitor of a city with the same price kind sees the same way, kept
// briefly per process (several processes each keep their own copy, so the TTL bounds staleness).
// Stock and prices are checked live again on the product page and at checkout. Keys carry the
// caller's price kind (retail, wholesale, franchise): a business's prices never reach retail shoppers.
import type { BrandSummary, CategoryNode, ProductListing } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { getBrands, getCategoryTree, listProducts } from "../api/catalogue";
import type { ApiClient } from "../api/client";
import type { PriceKind } from "../caller.server";
import { ttlCache } from "../ttl-cache.server";

/** Who asks: the API client (with the live token, if any) and the price kind it is served at. */
export interface CatalogueCaller {
  api: ApiClient;
  priceKind: PriceKind;
}

const trees = ttlCache<CategoryNode[]>(30_000);
const brandLists = ttlCache<BrandSummary[]>(30_000);
const listings = ttlCache<ProductListing>(10_000, 1000);

export const cachedCategoryTree = (caller: CatalogueCaller, city: string, lang: Locale) =>
  trees(`${city}:${lang}:${caller.priceKind}`, () => getCategoryTree(caller.api, city));

export const cachedBrands = (caller: CatalogueCaller, city: string, lang: Locale) =>
  brandLists(`${city}:${lang}:${caller.priceKind}`, () => getBrands(caller.api, city));

/** The cache key of a listing: city, language, price kind and the query in a stable order. */
export function listingKey(city: string, lang: Locale, priceKind: PriceKind, query: Record<string, string | number | undefined>) {
  const key = Object.entries(query)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  return `${city}:${lang}:${priceKind}:${key}`;
}

export function cachedListing(caller: CatalogueCaller, city: string, lang: Locale, query: Record<string, string | number | undefined>) {
  return listings(listingKey(city, lang, caller.priceKind, query), () => listProducts(caller.api, city, query));
}
