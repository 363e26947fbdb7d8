import type { Sort } from "@shop/contracts";
import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { type FixedFilters, type ListingFilters, listingSearch, SORTS, withSort } from "../../lib/catalogue/listing-url";
import { useTranslation } from "../../lib/texts";
import { buttonClasses } from "../ui/button";
import { useLatestListing, useListingHref } from "./use-listing";

/**
 * The sorting: a GET form of its own; with JavaScript it applies on change (to the latest view of the listing: a
 * filter applied a moment ago stays), without it its button does.
 */
export function SortSelect({ filters, fixed }: { filters: ListingFilters; fixed: FixedFilters }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const href = useListingHref(fixed);
  const latest = useLatestListing(fixed);
  const [sort, setSort] = useState<Sort>(filters.sort);
  useEffect(() => setSort(filters.sort), [filters.sort]);
  const kept = new URLSearchParams(listingSearch({ ...filters, page: 1 }, fixed));
  kept.delete("sort");
  return (
    // No restored state (a browser restores a form on Back, Firefox on a reload too): the sorting is the URL's.
    <form method="get" autoComplete="off" className="flex items-center gap-2" data-sort-form onSubmit={(event) => event.preventDefault()}>
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="whitespace-nowrap text-sm text-neutral-700">
        {t("catalogue.listing.sort.label")}
      </label>
      <select
        id={id}
        name="sort"
        value={sort}
        onChange={(event) => {
          const next = event.currentTarget.value as Sort;
          setSort(next);
          void navigate(href(withSort(latest(), next)), { preventScrollReset: true });
        }}
        className="min-w-0 rounded-lg border border-neutral-400 bg-white py-2 pr-8 pl-3 text-sm font-semibold"
      >
        {SORTS.map((value) => (
          <option key={value} value={value}>
            {/* When searching, the default order puts the best matches first. */}
            {value === "popularity" && filters.q ? t("catalogue.listing.sort.relevance") : t(`catalogue.listing.sort.${value}`)}
          </option>
        ))}
      </select>
      <button type="submit" formNoValidate className={buttonClasses({ variant: "outline", size: "small", className: "nojs-only" })}>
        {t("catalogue.listing.sort.apply")}
      </button>
    </form>
  );
}
