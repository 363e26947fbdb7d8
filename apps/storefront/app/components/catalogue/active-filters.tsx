import type { Facets } from "@shop/contracts";
import { Link } from "react-router";
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
import { useListingHref } from "./use-listing";

interface Chip {
  key: string;
  label: string;
  href: string;
}

function useChips(facets: Facets, filters: ListingFilters, fixed: FixedFilters): Chip[] {
  const { t } = useTranslation();
  const money = useMoney();
  const href = useListingHref(fixed);
  const nameOf = (list: { slug: string; name: string }[], slug: string) => list.find((item) => item.slug === slug)?.name ?? slug;
  const chips: Chip[] = [];
  if (filters.category && fixed.category === undefined) {
    chips.push({ key: "category", label: nameOf(facets.categories, filters.category), href: href(withCategory(filters, null)) });
  }
  for (const slug of filters.brands)
    chips.push({ key: `brand-${slug}`, label: nameOf(facets.brands, slug), href: href(toggleBrand(filters, slug)) });
  for (const [code, values] of Object.entries(filters.attrs)) {
    const attribute = facets.attributes.find((a) => a.code === code);
    for (const value of values) {
      const label = `${attribute?.name ?? code}: ${nameOf(attribute?.values ?? [], value)}`;
      chips.push({ key: `attr-${code}-${value}`, label, href: href(toggleAttr(filters, code, value)) });
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
    chips.push({ key: "price", label, href: href(withoutPrice(filters)) });
  }
  if (filters.inStock)
    chips.push({ key: "inStock", label: t("catalogue.listing.filters.inStock"), href: href(withFlag(filters, "inStock", false)) });
  if (filters.sale && fixed.sale === undefined) {
    chips.push({ key: "sale", label: t("catalogue.listing.filters.onSale"), href: href(withFlag(filters, "sale", false)) });
  }
  return chips;
}

/** The filters in force, each a link that removes it, and one that clears them all. */
export function ActiveFilters({ facets, filters, fixed }: { facets: Facets; filters: ListingFilters; fixed: FixedFilters }) {
  const { t } = useTranslation();
  const href = useListingHref(fixed);
  const chips = useChips(facets, filters, fixed);
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-active-filters>
      <ul aria-label={t("catalogue.listing.filters.active")} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={t("catalogue.listing.filters.remove", { name: chip.label })}
              className="inline-flex items-center gap-1.5 rounded-full bg-primary-dark py-1 pr-2 pl-3 text-sm font-medium text-white hover:bg-neutral-700"
            >
              {chip.label}
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-none stroke-current stroke-2">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 && (
        <Link to={href(withoutFilters(filters, fixed))} preventScrollReset className="text-sm font-semibold underline underline-offset-4">
          {t("catalogue.listing.filters.clear")}
        </Link>
      )}
    </div>
  );
}
