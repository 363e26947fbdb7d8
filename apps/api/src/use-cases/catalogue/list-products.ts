// A city's product listing: filters, sorting, paging and facets (contracts ListingQuery → ProductListing).
import { type Facets, type ListingQuery, PAGE_SIZE_DEFAULT, type ProductListing } from "@shop/contracts";
import { type Db, findListingFacets, findListingPage, type ListingFacetCounts, type ListingFilter, searchProductIds } from "@shop/db";
import type { BrandId, Locale, PricingCustomer } from "@shop/domain";
import { AppError } from "../../core/app-error";
import { requireCatalogueCity } from "./catalogue-city";
import { type CategoryIndex, loadCategoryIndex } from "./category-index";
import { canOrderTpd } from "./orderable";
import { loadVisibleCards } from "./product-cards";

/** A search narrows the listing to at most this many of its best matches. */
const SEARCH_MATCH_LIMIT = 1_000;

export interface ListProductsRequest {
  citySlug: string;
  query: ListingQuery;
  locale: Locale;
  customer: PricingCustomer;
  /** The shop's brand variant: where the customer cannot order TPD products, those come last. */
  brand: BrandId;
}

/** "flavour:mint,flavour:apple,strength:medium" → flavour [mint, apple], strength [medium]. */
function parseAttributeFilter(value: string | undefined): { code: string; values: string[] }[] {
  const byCode = new Map<string, string[]>();
  for (const pair of value?.split(",") ?? []) {
    const [code, slug] = pair.split(":");
    if (!code || !slug) continue;
    const values = byCode.get(code) ?? [];
    if (!values.includes(slug)) values.push(slug);
    byCode.set(code, values);
  }
  return [...byCode].map(([code, values]) => ({ code, values }));
}

export async function listProducts(db: Db, request: ListProductsRequest): Promise<ProductListing> {
  const { query, locale } = request;
  const [city, categories] = await Promise.all([requireCatalogueCity(db, request.citySlug), loadCategoryIndex(db)]);
  const category = query.category === undefined ? undefined : categories.bySlug(query.category);
  if (query.category !== undefined && !category) throw new AppError("NOT_FOUND");
  const matches = query.q
    ? await searchProductIds(db, { cityId: city.id, query: query.q, limit: SEARCH_MATCH_LIMIT, offset: 0 })
    : undefined;

  const filter: ListingFilter = {
    cityId: city.id,
    productIds: matches?.ids,
    categoryIds: category ? categories.subtreeIds(category.id) : undefined,
    brandSlugs: query.brand?.split(","),
    attributes: parseAttributeFilter(query.attr),
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    inStock: query.inStock,
    onSale: query.sale,
    tpdLast: !canOrderTpd(request.customer, request.brand),
  };
  const sort = query.sort ?? "popularity";
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? PAGE_SIZE_DEFAULT;
  const offset = (page - 1) * pageSize;

  const noMatches = matches !== undefined && matches.ids.length === 0;
  const [ids, counts] = noMatches
    ? [[], emptyCounts()]
    : await Promise.all([
        findListingPage(db, { filter, sort: query.sort ?? (matches ? "relevance" : "popularity"), locale, limit: pageSize, offset }),
        findListingFacets(db, filter, locale),
      ]);
  const items = await loadVisibleCards(db, ids, { cityId: city.id, locale, customer: request.customer, categories });
  return {
    items,
    total: counts.total,
    page,
    pageSize,
    pages: Math.ceil(counts.total / pageSize),
    sort,
    facets: toFacets(counts, categories, category?.id ?? null, locale),
  };
}

function emptyCounts(): ListingFacetCounts {
  return { total: 0, categories: [], brands: [], attributes: [], price: { min: null, max: null }, inStock: 0, onSale: 0 };
}

/** The categories facet: the direct children of the selected category (or the top level), each with its subtree's count. */
function toFacets(counts: ListingFacetCounts, categories: CategoryIndex, parentId: number | null, locale: Locale): Facets {
  const own = new Map(counts.categories.map((c) => [c.categoryId, c.count]));
  const totals = categories.rollUp(own);
  const children = categories
    .children(parentId)
    .map((child) => ({ slug: child.slug, name: child.names[locale], count: totals.get(child.id) ?? 0 }))
    .filter((child) => child.count > 0);
  return {
    categories: children,
    brands: counts.brands,
    attributes: counts.attributes,
    price: counts.price,
    inStock: counts.inStock,
    onSale: counts.onSale,
  };
}
