import type { LoaderFunctionArgs } from "react-router";
import { cachedBrands, cachedCategoryTree } from "../../../lib/catalogue/cached.server";
import { popularCategories } from "../../../lib/catalogue/category-tree";
import { listingCategoryLinks, listingContext, listingCrumbs, listingSeo, loadListing } from "../../../lib/catalogue/listing.server";
import { activeFilterCount, parseListing } from "../../../lib/catalogue/listing-url";
import { MIN_QUERY_LENGTH } from "../../../lib/catalogue/search-query";
import { cityCrumb } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";

const FIXED = {} as const;

/**
 * /{lang}/{city}/products/search?q=…: the listing of what matches, with the same filters. Without
 * a query (and no filter) it offers popular categories and brands; a one-letter query asks for more.
 */
export async function loadSearchPage(args: LoaderFunctionArgs) {
  const { lang, city, cityName, caller, tt } = await listingContext(args);
  const filters = parseListing(args.url.searchParams, FIXED);
  const title = tt("pages.search.title");
  const base = { heading: title, crumbs: listingCrumbs(lang, city, title), q: filters.q };
  const description = tt("pages.search.description", { city: cityName });
  const tooShort = filters.q.length > 0 && filters.q.length < MIN_QUERY_LENGTH;
  if (tooShort || (!filters.q && activeFilterCount(filters, FIXED) === 0)) {
    const [tree, brands] = await Promise.all([cachedCategoryTree(caller, city.slug, lang), cachedBrands(caller, city.slug, lang)]);
    return {
      ...base,
      seo: { ...listingSeo(args, { filters, fixed: FIXED }, `${title} – ${cityName}`, description), robots: "noindex, follow" },
      start: {
        tooShort,
        categories: popularCategories(tree, 8).map(({ slug, name, image, productCount }) => ({ slug, name, image, productCount })),
        brands: [...brands].sort((a, b) => b.productCount - a.productCount).slice(0, 12),
      },
      state: null,
      suggestions: [],
      categories: [],
    };
  }
  const state = await loadListing(args, FIXED, filters);
  // Nothing found for a query: the popular categories to look in instead.
  const suggestions =
    filters.q && state.listing.total === 0
      ? popularCategories(await cachedCategoryTree(caller, city.slug, lang), 6).map(({ slug, name }) => ({
          slug,
          name,
          href: cityPath(lang, city.slug, "category", { slug }),
        }))
      : [];
  // A brand's products (the brands screen links here): the brand is the page's name.
  const [onlyBrand] = filters.brands.length === 1 ? filters.brands : [];
  const brandName = onlyBrand && !filters.q ? (state.listing.facets.brands.find((b) => b.slug === onlyBrand)?.name ?? null) : null;
  const heading = filters.q ? tt("catalogue.search.resultsFor", { q: filters.q }) : (brandName ?? title);
  return {
    ...base,
    heading,
    crumbs: brandName
      ? [cityCrumb(lang, city), { label: tt("catalogue.brands.title"), href: cityPath(lang, city.slug, "brands") }, { label: brandName }]
      : base.crumbs,
    seo: listingSeo(args, state, `${heading} – ${cityName}`, description),
    start: null,
    suggestions,
    state,
    categories: listingCategoryLinks(args, state),
  };
}
