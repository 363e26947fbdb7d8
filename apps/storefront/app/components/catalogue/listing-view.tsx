import { type ReactNode, useId } from "react";
import type { CategoryLink } from "../../lib/catalogue/category-facet";
import { activeFilterCount, type ListingFilters, type ListingState, withoutFilters } from "../../lib/catalogue/listing-url";
import { useTranslation } from "../../lib/texts";
import { buttonClasses } from "../ui/button";
import { ActiveFilters } from "./active-filters";
import { CategoryLinks } from "./category-links";
import { FilterPanel } from "./filter-panel";
import { Pagination } from "./pagination";
import { ProductGrid } from "./product-card";
import { SortSelect } from "./sort-select";
import { useListingBusy, useListingLink } from "./use-listing";

interface ListingViewProps {
  state: ListingState;
  /** Subcategories, or the category filter of a listing without one. */
  categories?: { title: string; links: CategoryLink[] };
  /** Shown under the empty state (e.g. where to look instead). */
  emptyHint?: ReactNode;
}

/** Nothing to show: what the shopper can change (the filters they set, or the search text), or that there is nothing yet. */
function EmptyListing({ state, hint }: { state: ListingState; hint?: ReactNode }) {
  const { t } = useTranslation();
  // "Clear all" of the latest view as it is clicked (a sorting chosen a moment before is kept), as the chips do.
  const { to, follow } = useListingLink(state.fixed, state.filters);
  const clear = (latest: ListingFilters) => withoutFilters(latest, state.fixed);
  const filtered = activeFilterCount(state.filters, state.fixed) > 0;
  const { q } = state.filters;
  const title = filtered
    ? t("catalogue.listing.empty.title")
    : q
      ? t("catalogue.search.noResults", { q })
      : t("catalogue.listing.empty.titleNone");
  const text = filtered
    ? t("catalogue.listing.empty.text")
    : q
      ? t("catalogue.search.noResultsText")
      : t("catalogue.listing.empty.textNone");
  return (
    <div className="rounded-2xl border border-dashed border-neutral-400 bg-white px-6 py-12 text-center" data-empty-listing>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto size-10 fill-none stroke-neutral-400 stroke-[1.5]">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8 11h6" />
      </svg>
      <p className="mt-3 text-lg font-bold">{title}</p>
      <p className="mt-1 text-neutral-700">{text}</p>
      {hint}
      {filtered && (
        <a href={to(clear)} {...follow(clear)} className={buttonClasses({ variant: "outline", size: "small", className: "mt-5" })}>
          {t("catalogue.listing.filters.clear")}
        </a>
      )}
    </div>
  );
}

/** The one listing layout of category, sale and search: filters, count and sorting, active filters, products, pages. */
export function ListingView({ state, categories, emptyHint }: ListingViewProps) {
  const { t } = useTranslation();
  const id = useId();
  const busy = useListingBusy();
  const { listing, filters, fixed } = state;
  return (
    <div className="mt-6 flex flex-col gap-4 lg:flex-row lg:items-start lg:gap-8" data-listing>
      {categories && (
        <div className="lg:hidden">
          <CategoryLinks title={categories.title} links={categories.links} variant="chips" />
        </div>
      )}
      <FilterPanel
        total={listing.total}
        facets={listing.facets}
        filters={filters}
        fixed={fixed}
        categories={
          categories && (
            <div className="hidden lg:block">
              <CategoryLinks title={categories.title} links={categories.links} variant="list" />
            </div>
          )
        }
      />
      <section id="results" aria-labelledby={`${id}-results`} aria-busy={busy} className="min-w-0 flex-1 scroll-mt-4" data-results>
        <h2 id={`${id}-results`} className="sr-only">
          {t("catalogue.listing.results")}
        </h2>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm font-semibold text-neutral-700" aria-live="polite" data-result-count={listing.total}>
            {busy ? t("catalogue.listing.loading") : t("catalogue.listing.products", { count: listing.total })}
          </p>
          <SortSelect filters={filters} fixed={fixed} />
        </div>
        <div className="mt-3">
          <ActiveFilters facets={listing.facets} filters={filters} fixed={fixed} />
        </div>
        <div className={`mt-4 transition-opacity ${busy ? "pointer-events-none opacity-40" : ""}`} data-results-pending={busy || undefined}>
          {listing.items.length > 0 ? <ProductGrid products={listing.items} firstRow /> : <EmptyListing state={state} hint={emptyHint} />}
        </div>
        <Pagination filters={filters} fixed={fixed} pages={listing.pages} />
      </section>
    </div>
  );
}
