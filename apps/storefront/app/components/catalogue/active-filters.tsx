import type { Facets } from "@shop/contracts";
import {
  type FixedFilters,
  type ListingFilters,
  toggleAttr,
  toggleBrand,
  withCategory,
  withFlag,
  withoutFilters,
  withoutPrice,
} from "../../lib/catalogue/listing-url";
import { useTranslation } from "../../lib/texts";
import { useMoney } from "./use-catalogue";
import { useListingLink } from "./use-listing";

interface Chip {
  key: string;
  label: string;
  /** The view without this filter (of the latest view, as the chip is clicked: use-listing.ts `useListingLink`). */
  without: (filters: ListingFilters) => ListingFilters;
}

function useChips(facets: Facets, filters: ListingFilters, fixed: FixedFilters): Chip[] {
  const { t } = useTranslation();
  const money = useMoney();
  const nameOf = (list: { slug: string; name: string }[], slug: string) => list.find((item) => item.slug === slug)?.name ?? slug;
  const chips: Chip[] = [];
  if (filters.category && fixed.category === undefined) {
    chips.push({ key: "category", label: nameOf(facets.categories, filters.category), without: (f) => withCategory(f, null) });
  }
  for (const slug of filters.brands)
    chips.push({ key: `brand-${slug}`, label: nameOf(facets.brands, slug), without: (f) => toggleBrand(f, slug) });
  for (const [code, values] of Object.entries(filters.attrs)) {
    const attribute = facets.attributes.find((a) => a.code === code);
    for (const value of values) {
      const label = `${attribute?.name ?? code}: ${nameOf(attribute?.values ?? [], value)}`;
      chips.push({ key: `attr-${code}-${value}`, label, without: (f) => toggleAttr(f, code, value) });
    }
  }
  const { priceMin, priceMax } = filters;
  if (priceMin !== null || priceMax !== null) {
    const label =
      priceMin !== null && priceMax !== null
        ? `${money(priceMin)} – ${money(priceMax)}`
        : priceMin !== null
          ? t("catalogue.listing.filters.priceFromOnly", { price: money(priceMin) })
          : t("catalogue.listing.filters.priceToOnly", { price: money(priceMax ?? 0) });
    chips.push({ key: "price", label, without: withoutPrice });
  }
  if (filters.inStock)
    chips.push({ key: "inStock", label: t("catalogue.listing.filters.inStock"), without: (f) => withFlag(f, "inStock", false) });
  if (filters.sale && fixed.sale === undefined) {
    chips.push({ key: "sale", label: t("catalogue.listing.filters.onSale"), without: (f) => withFlag(f, "sale", false) });
  }
  return chips;
}

/**
 * The filters in force, each a link that removes it, and one that clears them all: plain links the router follows,
 * keeping the scroll position (`data-keep-scroll`), made again from the latest view as they are clicked.
 */
export function ActiveFilters({ facets, filters, fixed }: { facets: Facets; filters: ListingFilters; fixed: FixedFilters }) {
  const { t } = useTranslation();
  const { to, follow } = useListingLink(fixed, filters);
  const chips = useChips(facets, filters, fixed);
  const clear = (latest: ListingFilters) => withoutFilters(latest, fixed);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-active-filters>
      <ul aria-label={t("catalogue.listing.filters.active")} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              href={to(chip.without)}
              {...follow(chip.without)}
              data-keep-scroll
              aria-label={t("catalogue.listing.filters.remove", { name: chip.label })}
              className="inline-flex items-center gap-1.5 rounded-full bg-primary-dark py-1 pr-2 pl-3 text-sm font-medium text-white hover:bg-neutral-700"
            >
              {chip.label}
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </a>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <a href={to(clear)} {...follow(clear)} data-keep-scroll className="text-sm font-semibold underline underline-offset-4">
          {t("catalogue.listing.filters.clear")}
        </a>
      )}
    </div>
  );
}
