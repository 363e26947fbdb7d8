import type { Facets } from "@shop/contracts";
import { type FormEvent, type MouseEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
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
import { useFilterCount } from "./use-filter-count";
import { useListingApply, useListingLink } from "./use-listing";

/** The drawer's id: `#filters` opens it without JavaScript (CSS :target), and before the scripts run. */
const DRAWER_ID = "filters";
/** From here (Tailwind's `lg`, app.css) the filters are a panel beside the results, applied as they change. */
const WIDE = "(width >= 64rem)";
const isWide = () => window.matchMedia(WIDE).matches;

interface FilterPanelProps {
  facets: Facets;
  filters: ListingFilters;
  fixed: FixedFilters;
  /** The listing's total: the "Show N products" button's N until a box changes. */
  total: number;
  /** Category links shown above the form (subcategories, or the category filter). */
  categories?: ReactNode;
}

/**
 * After a navigation the boxes show what the URL says (the inputs stay mounted, so focus stays where it was); a
 * price the shopper is typing keeps what they typed.
 */
function useSyncedForm(filters: ListingFilters) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    for (const input of form.querySelectorAll<HTMLInputElement>("input")) {
      if (input.type === "number" && input === document.activeElement) continue;
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

/** The open drawer: the page behind does not scroll, Escape closes it, focus moves in and back to the toggle. */
function useDrawer(open: boolean, close: () => void) {
  const panel = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    root.classList.add("overflow-hidden");
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    return () => {
      root.classList.remove("overflow-hidden");
      document.removeEventListener("keydown", onKey);
      toggle.current?.focus({ preventScroll: true });
    };
  }, [open, close]);
  return { panel, toggle };
}

/**
 * From 1024 px a change applies at once: a box as it is ticked, a price once it is entered (the input's `change`:
 * on leaving it or pressing Enter, never on every keystroke). Narrower, the drawer's "Show N products" applies.
 */
function useApplyAtOnce(form: RefObject<HTMLFormElement | null>, apply: (form: HTMLFormElement, atOnce: boolean) => void) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onChange = () => isWide() && apply(element, true);
    element.addEventListener("change", onChange);
    return () => element.removeEventListener("change", onChange);
  }, [form, apply]);
}

/**
 * The listing's filters, one GET form (works without JavaScript): below 1024 px in a drawer over the page, applied
 * with its "Show N products" button (which sticks to the drawer's bottom; ticking counts what the form holds on the
 * server, N, and changes nothing else until applied); from 1024 px in a panel beside the results, applied as they
 * change (the button stays for a page without JavaScript, and until the page is hydrated: app.css).
 */
export function FilterPanel({ facets, filters, fixed, total, categories }: FilterPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [close] = useState(() => () => setOpen(false));
  const id = useId();
  const { pathname } = useLocation();
  const formRef = useSyncedForm(filters);
  const { panel, toggle } = useDrawer(open, close);
  // "Clear all" of the latest view as it is clicked (a sorting chosen a moment before is kept), as the chips do.
  const { to, follow } = useListingLink(fixed, filters);
  const clear = (latest: ListingFilters) => withoutFilters(latest, fixed);
  const clearLink = follow(clear);
  const { apply, submit } = useListingApply(fixed);
  useApplyAtOnce(formRef, apply);
  const counted = useFilterCount(fixed, filters, total);
  const active = activeFilterCount(filters, fixed);
  // Open over the page it is a dialog; beside the results (and closed) a plain part of the page.
  const dialog = open ? { role: "dialog", "aria-modal": true, "aria-labelledby": `${id}-title` } : {};
  const hidden = new URLSearchParams(listingSearch({ ...withoutFilters(filters, fixed), category: filters.category }, fixed));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    submit(event);
    setOpen(false);
  };
  // Opened through #filters (before the scripts ran), the drawer closes by leaving the fragment.
  const onClose = (event: MouseEvent) => {
    if (window.location.hash !== `#${DRAWER_ID}`) event.preventDefault();
    setOpen(false);
  };
  return (
    <aside aria-labelledby={`${id}-title`} className="lg:w-64 lg:shrink-0" data-filters>
      <a
        ref={toggle}
        href={`#${DRAWER_ID}`}
        aria-expanded={open}
        aria-controls={DRAWER_ID}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className={buttonClasses({ variant: "outline", size: "small", className: "w-full justify-between lg:hidden" })}
        data-filters-toggle
      >
        <span className="flex items-center gap-2">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
            <path d="M4 6h16M7 12h10M10 18h4" />
          </svg>
          {t("catalogue.listing.filters.toggle")}
          {active > 0 && <span className="rounded-full bg-accent px-2 text-xs text-primary-dark">{active}</span>}
        </span>
      </a>
      <div ref={panel} id={DRAWER_ID} tabIndex={-1} {...dialog} className={`filter-drawer ${open ? "is-open" : ""}`} data-filter-drawer>
        <div className="filter-drawer-head">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {t("catalogue.listing.filters.title")}
          </h2>
          {/* biome-ignore lint/a11y/useValidAnchor: a real link without JavaScript (it leaves #filters, closing the drawer) */}
          <a href="#results" onClick={onClose} className="filter-drawer-close">
            <span className="sr-only">{t("catalogue.listing.filters.close")}</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2">
              <path d="M6 6l12 12M18 6 6 18" />
            </svg>
          </a>
        </div>
        <div className="filter-drawer-body">
          {categories}
          {/* No restored state (a browser restores a form on Back, Firefox on a reload too): the boxes are the URL's. */}
          <form
            ref={formRef}
            method="get"
            action={pathname}
            autoComplete="off"
            onSubmit={onSubmit}
            onChange={(event) => isWide() || counted.onChange(event.currentTarget)}
            className="flex flex-col gap-4"
            data-filter-form
          >
            {[...hidden].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <p className="filter-at-once-hint sr-only">{t("catalogue.listing.filters.atOnce")}</p>
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
            <div className="filter-drawer-foot">
              <button
                type="submit"
                aria-busy={counted.pending}
                className={buttonClasses({
                  variant: "fill-black",
                  size: "full",
                  className: `filter-apply ${counted.pending ? "opacity-70" : ""}`,
                })}
                data-filter-apply={counted.count}
              >
                <span className="nojs-only">{t("catalogue.listing.filters.apply")}</span>
                <span className="js-only">{t("catalogue.listing.filters.show", { count: counted.count })}</span>
              </button>
              {active > 0 && (
                <a
                  href={to(clear)}
                  {...clearLink}
                  onClick={(event) => {
                    clearLink.onClick(event);
                    setOpen(false);
                  }}
                  className="text-center text-sm font-semibold underline underline-offset-4"
                  data-keep-scroll
                >
                  {t("catalogue.listing.filters.clear")}
                </a>
              )}
            </div>
          </form>
        </div>
      </div>
    </aside>
  );
}
