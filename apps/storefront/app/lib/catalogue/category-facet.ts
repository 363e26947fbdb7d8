import type { Facets } from "@shop/contracts";
import { type FixedFilters, type ListingFilters, listingSearch, withCategory } from "./listing-url";

/** A category as a link with its product count (components/catalogue/category-links.tsx draws them). */
export interface CategoryLink {
  slug: string;
  name: string;
  count: number;
  href: string;
  current?: boolean;
}

/**
 * The category filter of a listing without a fixed category: one link per category with products
 * (the chosen one unchosen by its link). Once a category is chosen the API offers its subcategories,
 * so "All categories" leads back up.
 */
export function categoryFacetLinks(
  pathname: string,
  facets: Facets,
  filters: ListingFilters,
  fixed: FixedFilters,
  allLabel: string,
): CategoryLink[] {
  const links = facets.categories
    .filter((facet) => facet.count > 0 || facet.slug === filters.category)
    .map((facet) => {
      const current = facet.slug === filters.category;
      return {
        slug: facet.slug,
        name: facet.name,
        count: facet.count,
        current,
        href: `${pathname}${listingSearch(withCategory(filters, current ? null : facet.slug), fixed)}`,
      };
    });
  if (!filters.category) return links;
  const all = { slug: "", name: allLabel, count: 0, href: `${pathname}${listingSearch(withCategory(filters, null), fixed)}` };
  return [all, ...links];
}
