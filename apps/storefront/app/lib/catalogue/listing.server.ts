// The listing pages' shared loading: filters from the URL, one API call, the normalised query for
// the canonical URL, and a 404 for a page number past the end.
import type { Locale } from "@shop/domain";
import type { LoaderFunctionArgs } from "react-router";
import { callerOf } from "../caller.server";
import { cityCrumb, cityOf, pageNotFound, pageSeo, t } from "../page.server";
import { serverApi } from "../runtime.server";
import type { Seo } from "../seo";
import { cachedListing } from "./cached.server";
import { type CategoryLink, categoryFacetLinks } from "./category-facet";
import type { ListingState } from "./listing-url";
import { type FixedFilters, type ListingFilters, listingApiQuery, listingSearch, parseListing } from "./listing-url";

const PAGE_SIZE = 24;

/** The page's language and city, and the caller: its live token (business prices) and price kind. */
export async function listingContext(args: LoaderFunctionArgs) {
  const { lang, city } = cityOf(args);
  const { token, priceKind } = await callerOf(args);
  const api = serverApi(args.request, lang, token);
  return { lang, city, cityName: city.names[lang], api, caller: { api, priceKind }, tt: t(args) };
}

export async function loadListing(args: LoaderFunctionArgs, fixed: FixedFilters, filters?: ListingFilters): Promise<ListingState> {
  const { lang, city, caller } = await listingContext(args);
  const parsed = filters ?? parseListing(args.url.searchParams, fixed);
  const listing = await cachedListing(caller, city.slug, lang, listingApiQuery(parsed, PAGE_SIZE));
  // A page past the last one does not exist (page 1 of an empty list does).
  if (parsed.page > Math.max(1, listing.pages)) pageNotFound(args.url);
  return { listing, filters: parsed, fixed };
}

/** The listing's SEO: its canonical URL keeps the normalised filters; later pages say their number in the title. */
export function listingSeo(
  args: LoaderFunctionArgs,
  state: Pick<ListingState, "filters" | "fixed">,
  title: string,
  description: string,
): Seo {
  const tt = t(args);
  const paged = state.filters.page > 1 ? tt("catalogue.category.paged", { title, page: state.filters.page }) : title;
  return pageSeo(args, paged, description, listingSearch(state.filters, state.fixed));
}

export function listingCrumbs(lang: Locale, city: Parameters<typeof cityCrumb>[1], label: string) {
  return [cityCrumb(lang, city), { label }];
}

/** The category filter of a listing without a fixed category (sale, search), labelled in the page's language. */
export function listingCategoryLinks(args: LoaderFunctionArgs, state: ListingState): CategoryLink[] {
  const allLabel = t(args)("catalogue.listing.filters.allCategories");
  return categoryFacetLinks(args.url.pathname, state.listing.facets, state.filters, state.fixed, allLabel);
}
