// The catalogue API (packages/contracts/src/catalogue.ts). Names and texts follow the client's Locale;
// priced calls send the bearer token when there is one (an approved business sees its own prices).
import type { BrandSummary, CategoryNode, ProductCard, ProductListing, ProductLookup, SitemapEntries, Suggestions } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

type Query = Record<string, string | number | undefined>;

const base = (city: string) => `/api/v1/catalogue/${encodeURIComponent(city)}`;

/** A page of products with its facets; `query` in the API's terms (see listingApiQuery). */
export const listProducts = (api: ApiClient, city: string, query: Query, signal?: AbortSignal) =>
  api.call<ProductListing>(`${base(city)}/products`, { query, signal, auth: true });

/** A product by slug in a city; null when no product has the slug. */
export async function lookupProduct(api: ApiClient, city: string, slug: string): Promise<ProductLookup | null> {
  try {
    return await api.call<ProductLookup>(`${base(city)}/products/${encodeURIComponent(slug)}`, { auth: true });
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) return null;
    throw error;
  }
}

export const getCategoryTree = (api: ApiClient, city: string) => api.call<CategoryNode[]>(`${base(city)}/categories`);

export const getBrands = (api: ApiClient, city: string) => api.call<BrandSummary[]>(`${base(city)}/brands`);

export const getBestSellers = (api: ApiClient, city: string, limit: number) =>
  api.call<ProductCard[]>(`${base(city)}/best-sellers`, { query: { limit }, auth: true });

export const getBundles = (api: ApiClient, city: string, limit: number) =>
  api.call<ProductCard[]>(`${base(city)}/bundles`, { query: { limit }, auth: true });

export const getSuggestions = (api: ApiClient, city: string, q: string, signal?: AbortSignal) =>
  api.call<Suggestions>(`${base(city)}/suggestions`, { query: { q }, signal, auth: true });

/** Every catalogue page of every city (no Locale: slugs only). */
export const getSitemapEntries = (api: ApiClient) => api.call<SitemapEntries>("/api/v1/catalogue/sitemap", { sendLocale: false });
