import type { Facets } from "@shop/contracts";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import {
  activeFilterCount,
  type FixedFilters,
  formatZloty,
  type ListingFilters,
  listingSearch,
  withoutFilters,
} from "../../lib/catalogue/listing-url";
import { useTranslation } from "../../lib/texts";
import { buttonClasses } from "../ui/button";
import { attributeGroups, brandOptions, CheckboxFacet, FlagFields, PriceRange } from "./filter-fields";
import { useListingHref, useListingSubmit } from "./use-listing";

interface FilterPanelProps {
  facets: Facets;
  filters: ListingFilters;
  fixed: FixedFilters;
  /** Category links shown above the form (subcategories, or the category filter). */
  categories?: ReactNode;
}

/** After a navigation the boxes show what the URL says (the inputs stay mounted, so focus stays where it was). */
function useSyncedForm(filters: ListingFilters) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    for (const input of form.querySelectorAll<HTMLInputElement>("input")) {
      const { name, value } = input;
      if (input.type === "checkbox") {
        const [code = "", slug = ""] = value.split(":");
        if (name === "brand") input.checked = filters.brands.includes(value);
        if (name === "attr") input.checked = (filters.attrs[code] ?? []).includes(slug);
        if (name === "inStock" || name === "sale") input.checked = filters[name];
      }
      if (name === "priceMin" || name === "priceMax") input.value = filters[name] === null ? "" : formatZloty(filters[name]);
    }
  }, [filters]);
  return ref;
}

/**
 * The listing's filters: a GET form (works without JavaScript) beside the results from 1024 px,
 * behind a "Filters" button below that (open without JavaScript).
 */
export function FilterPanel({ facets, filters, fixed, categories }: FilterPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const formRef = useSyncedForm(filters);
  const href = useListingHref(fixed);
  const onSubmit = useListingSubmit(fixed);
  const count = activeFilterCount(filters, fixed);
  const clearHref = href(withoutFilters(filters, fixed));
  const hidden = new URLSearchParams(listingSearch({ ...withoutFilters(filters, fixed), category: filters.category }, fixed));
  return (
    <aside aria-labelledby={`${id}-title`} className="lg:w-64 lg:shrink-0" data-filters>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses({ variant: "outline", size: "small", className: "js-only w-full justify-between lg:hidden" })}
        data-filters-toggle
      >
        <span className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {t("catalogue.listing.filters.toggle")}
          {count > 0 && <span className="rounded-full bg-accent px-2 text-xs text-primary-dark">{count}</span>}
        </span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className={`size-4 fill-none stroke-current stroke-2 ${open ? "rotate-180" : ""}`}>
          <path d="m6 9 6 6 6-6" />
        </svg>
      </button>
      <div
        id={`${id}-panel`}
        className={`${open ? "mt-3 block" : "nojs-show hidden"} rounded-2xl bg-white p-4 ring-1 ring-black/5 lg:mt-0 lg:block`}
      >
        <h2 id={`${id}-title`} className="sr-only lg:not-sr-only lg:mb-3 lg:text-lg lg:font-bold">
          {t("catalogue.listing.filters.title")}
        </h2>
        {categories}
        <form ref={formRef} method="get" onSubmit={onSubmit} className="flex flex-col gap-4" data-filter-form>
          {[...hidden].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <CheckboxFacet
            id="brand"
            legend={t("catalogue.listing.filters.brands")}
            name="brand"
            options={brandOptions(facets, filters)}
            moreLabel={t("catalogue.listing.filters.moreBrands")}
          />
          {attributeGroups(facets, filters).map((group) => (
            <CheckboxFacet
              key={group.code}
              id={`attr-${group.code}`}
              legend={group.name}
              name="attr"
              options={group.options}
              moreLabel={t("catalogue.listing.filters.more")}
            />
          ))}
          <PriceRange facets={facets} filters={filters} />
          <FlagFields facets={facets} filters={filters} fixed={fixed} />
          <div className="flex flex-col gap-2 border-t border-neutral-200 pt-4">
            <button type="submit" className={buttonClasses({ variant: "fill-black", size: "full" })}>
              {t("catalogue.listing.filters.apply")}
            </button>
            {count > 0 && (
              <Link to={clearHref} className="text-center text-sm font-semibold underline underline-offset-4" preventScrollReset>
                {t("catalogue.listing.filters.clear")}
              </Link>
            )}
          </div>
        </form>
      </div>
    </aside>
  );
}
