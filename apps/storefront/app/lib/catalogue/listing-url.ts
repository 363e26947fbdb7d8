// module is the one translation between the URL and the filters: it parses leniently (anything
// malformed is dropped, never an error page) and writes one normalised form, so each view has
// exactly one canonical URL.
import type { ProductListing, Sort } from "@shop/contracts";
import { normaliseQuery } from "./search-query";

/** The API's sort orders (contracts' SORTS, restated: the contracts module brings zod to the browser). */
export const SORTS = ["popularity", "price_asc", "price_desc", "newest", "name"] as const satisfies readonly Sort[];
const DEFAULT_SORT: Sort = "popularity";
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 120;
const MAX_VALUES = 20;
const MAX_PAGE = 10_000;

export interface ListingFilters {
  /** Search text, trimmed with single spaces ("" = none). */
  q: string;
  category: string | null;
  /** Brand slugs, sorted, no duplicates. */
  brands: string[];
  /** Attribute code → value slugs; both sorted. */
  attrs: Record<string, string[]>;
  /** Grosze. */
  priceMin: number | null;
  priceMax: number | null;
  inStock: boolean;
  sale: boolean;
  sort: Sort;
  page: number;
}

/** Filters a page fixes by its address (the category page's category, the sale page's sale): never in its query. */
export type FixedFilters = Partial<Pick<ListingFilters, "category" | "sale">>;

export const EMPTY_FILTERS: ListingFilters = {
  q: "",
  category: null,
  brands: [],
  attrs: {},
  priceMin: null,
  priceMax: null,
  inStock: false,
  sale: false,
  sort: DEFAULT_SORT,
  page: 1,
};

const isSlug = (value: string) => value.length <= MAX_SLUG && SLUG.test(value);
const uniqueSorted = (values: string[]) => [...new Set(values)].sort().slice(0, MAX_VALUES);
const TRUE = new Set(["1", "true", "on", "yes"]);

/** Every value of a parameter, repeated (`brand=a&brand=b`, as a GET form sends) or comma-separated (`brand=a,b`). */
function listOf(params: URLSearchParams, name: string): string[] {
  return params
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
}

/** "49,99", "49.99" or "50" złoty → grosze; null when empty or not a price. */
export function parseZloty(text: string | null): number | null {
  const value = (text ?? "").trim().replace(/\s/g, "").replace(",", ".");
  if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** Grosze → the złoty text the URL and the price inputs use: 5000 → "50", 4999 → "49.99". */
export function formatZloty(grosze: number): string {
  return grosze % 100 === 0 ? String(grosze / 100) : (grosze / 100).toFixed(2);
}

export function parseListing(params: URLSearchParams, fixed: FixedFilters = {}): ListingFilters {
  const attrs: Record<string, string[]> = {};
  for (const pair of listOf(params, "attr")) {
    const [code = "", value = "", extra] = pair.split(":");
    if (extra !== undefined || !isSlug(code) || !isSlug(value)) continue;
    attrs[code] = [...(attrs[code] ?? []), value];
  }
  const sortedAttrs: Record<string, string[]> = {};
  for (const code of Object.keys(attrs).sort().slice(0, MAX_VALUES)) sortedAttrs[code] = uniqueSorted(attrs[code] ?? []);
  let priceMin = parseZloty(params.get("priceMin"));
  let priceMax = parseZloty(params.get("priceMax"));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  const category = (params.get("category") ?? "").trim().toLowerCase();
  return {
    q: normaliseQuery(params.get("q")),
    category: fixed.category !== undefined ? fixed.category : isSlug(category) ? category : null,
    brands: uniqueSorted(listOf(params, "brand").filter(isSlug)),
    attrs: sortedAttrs,
    priceMin,
    priceMax,
    inStock: TRUE.has((params.get("inStock") ?? "").toLowerCase()),
    sale: fixed.sale ?? TRUE.has((params.get("sale") ?? "").toLowerCase()),
    sort: (SORTS as readonly string[]).includes(sort ?? "") ? (sort as Sort) : DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

const attrText = (attrs: Record<string, string[]>) =>
  Object.entries(attrs)
    .flatMap(([code, values]) => values.map((value) => `${code}:${value}`))
    .join(",");

// ":" and "," are allowed in a query (RFC 3986) and keep shared URLs readable.
const encode = (value: string) => encodeURIComponent(value).replace(/%3A/gi, ":").replace(/%2C/gi, ",").replace(/%20/g, "+");

/**
 * The normalised query string ("" or "?…"): a fixed parameter order, lists sorted and
 * comma-joined, defaults (sort=popularity, page=1, false flags) and fixed filters left out.
 */
export function listingSearch(filters: ListingFilters, fixed: FixedFilters = {}): string {
  const pairs: [string, string][] = [];
  const add = (name: string, value: string | null | false) => value && pairs.push([name, value]);
  add("q", filters.q);
  if (fixed.category === undefined) add("category", filters.category);
  add("brand", filters.brands.join(","));
  add("attr", attrText(filters.attrs));
  add("priceMin", filters.priceMin !== null && formatZloty(filters.priceMin));
  add("priceMax", filters.priceMax !== null && formatZloty(filters.priceMax));
  add("inStock", filters.inStock && "1");
  if (fixed.sale === undefined) add("sale", filters.sale && "1");
  add("sort", filters.sort !== DEFAULT_SORT && filters.sort);
  add("page", filters.page > 1 && String(filters.page));
  return pairs.length ? `?${pairs.map(([name, value]) => `${name}=${encode(value)}`).join("&")}` : "";
}

/** What the catalogue API's listing endpoint takes (money in grosze, lists comma-joined). */
export function listingApiQuery(filters: ListingFilters, pageSize: number): Record<string, string | number | undefined> {
  return {
    q: filters.q || undefined,
    category: filters.category ?? undefined,
    brand: filters.brands.join(",") || undefined,
    attr: attrText(filters.attrs) || undefined,
    priceMin: filters.priceMin ?? undefined,
    priceMax: filters.priceMax ?? undefined,
    inStock: filters.inStock ? "true" : undefined,
    sale: filters.sale ? "true" : undefined,
    // The default is the API's: popularity, or relevance first when searching.
    sort: filters.sort === DEFAULT_SORT ? undefined : filters.sort,
    page: filters.page,
    pageSize,
  };
}

/** How many filters the shopper set (the query and the sorting are not filters). */
export function activeFilterCount(filters: ListingFilters, fixed: FixedFilters = {}): number {
  return (
    (fixed.category === undefined && filters.category ? 1 : 0) +
    filters.brands.length +
    Object.values(filters.attrs).reduce((sum, values) => sum + values.length, 0) +
    (filters.priceMin !== null || filters.priceMax !== null ? 1 : 0) +
    (filters.inStock ? 1 : 0) +
    (fixed.sale === undefined && filters.sale ? 1 : 0)
  );
}

// Changes that return new filters; any change of what is shown starts again at page 1.
const fresh = (filters: ListingFilters, change: Partial<ListingFilters>): ListingFilters => ({ ...filters, page: 1, ...change });

export const withPage = (filters: ListingFilters, page: number): ListingFilters => ({ ...filters, page });
export const withSort = (filters: ListingFilters, sort: Sort) => fresh(filters, { sort });
export const withCategory = (filters: ListingFilters, category: string | null) => fresh(filters, { category });

export function toggleBrand(filters: ListingFilters, slug: string): ListingFilters {
  const brands = filters.brands.includes(slug) ? filters.brands.filter((b) => b !== slug) : uniqueSorted([...filters.brands, slug]);
  return fresh(filters, { brands });
}

export function toggleAttr(filters: ListingFilters, code: string, value: string): ListingFilters {
  const current = filters.attrs[code] ?? [];
  const values = current.includes(value) ? current.filter((v) => v !== value) : uniqueSorted([...current, value]);
  const attrs: Record<string, string[]> = {};
  for (const key of Object.keys({ ...filters.attrs, [code]: values }).sort()) {
    const list = key === code ? values : (filters.attrs[key] ?? []);
    if (list.length) attrs[key] = list;
  }
  return fresh(filters, { attrs });
}

export const withoutPrice = (filters: ListingFilters) => fresh(filters, { priceMin: null, priceMax: null });
export const withFlag = (filters: ListingFilters, flag: "inStock" | "sale", on: boolean) => fresh(filters, { [flag]: on });

/** The filters cleared; the search text and the sorting stay. */
export const withoutFilters = (filters: ListingFilters, fixed: FixedFilters = {}): ListingFilters => ({
  ...EMPTY_FILTERS,
  q: filters.q,
  sort: filters.sort,
  category: fixed.category ?? null,
  sale: fixed.sale ?? false,
});

/** What a listing page's loader hands its view (see lib/catalogue/listing.server.ts). */
export interface ListingState {
  listing: ProductListing;
  filters: ListingFilters;
  fixed: FixedFilters;
}
