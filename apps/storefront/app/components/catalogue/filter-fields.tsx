import type { Facets } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import type { ReactNode } from "react";
import { type FixedFilters, formatZloty, type ListingFilters } from "../../lib/catalogue/listing-url";
import { useTranslation } from "../../lib/texts";
import { useShopPaths } from "../../lib/use-shop";

const VISIBLE_OPTIONS = 8;
const legendClass = "mb-2 text-sm font-bold uppercase tracking-wide text-neutral-700";
/** Each group under a divider (on a wrapper: a fieldset's own border would run through its legend). */
function Group({ id, legend, children }: { id: string; legend: string; children: ReactNode }) {
  return (
    <div className="border-t border-neutral-200 pt-4">
      <fieldset data-facet={id}>
        <legend className={legendClass}>{legend}</legend>
        {children}
      </fieldset>
    </div>
  );
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

/** A box; one that would find nothing (and is not ticked) is disabled, in its place (the order never changes). */
function Checkbox({ name, option }: { name: string; option: FacetOption }) {
  return (
    <label className="facet-option">
      <input
        type="checkbox"
        name={name}
        value={option.value}
        defaultChecked={option.checked}
        disabled={option.count === 0 && !option.checked}
        className="facet-box"
      />
      <span className="facet-label">{option.label}</span>
      <span className="facet-count">{option.count}</span>
    </label>
  );
}

/**
 * A group of checkboxes in the API's stable order; options past the first few sit in a disclosure, open when one
 * of them is ticked (a ticked option stays where it was rather than jumping up).
 */
export function CheckboxFacet(props: { id: string; legend: string; name: string; options: FacetOption[]; moreLabel: string }) {
  const { id, legend, name, options, moreLabel } = props;
  if (options.length === 0) return null;
  const first = options.slice(0, VISIBLE_OPTIONS);
  const rest = options.slice(VISIBLE_OPTIONS);
  return (
    <Group id={id} legend={legend}>
      {first.map((option) => (
        <Checkbox key={option.value} name={name} option={option} />
      ))}
      {rest.length > 0 && (
        <details className="mt-1" open={rest.some((option) => option.checked) || undefined}>
          <summary className="cursor-pointer py-1 text-sm font-semibold underline-offset-4 hover:underline">
            {moreLabel} ({rest.length})
          </summary>
          {rest.map((option) => (
            <Checkbox key={option.value} name={name} option={option} />
          ))}
        </details>
      )}
    </Group>
  );
}

export function brandOptions(facets: Facets, filters: ListingFilters): FacetOption[] {
  const options = facets.brands.map((b) => ({ value: b.slug, label: b.name, count: b.count, checked: filters.brands.includes(b.slug) }));
  // A chosen brand that no longer has products here still shows, so it can be unticked.
  for (const slug of filters.brands)
    if (!options.some((o) => o.value === slug)) options.push({ value: slug, label: slug, count: 0, checked: true });
  return options;
}

export function attributeGroups(facets: Facets, filters: ListingFilters) {
  return facets.attributes.map((attribute) => ({
    code: attribute.code,
    name: attribute.name,
    options: attribute.values.map((v) => ({
      value: `${attribute.code}:${v.slug}`,
      label: v.name,
      count: v.count,
      checked: (filters.attrs[attribute.code] ?? []).includes(v.slug),
    })),
  }));
}

/** The currency as the page's prices write it ("PLN 83.99" → "PLN", "83,99 zł" → "zł"). */
const currencyOf = (lang: Parameters<typeof formatMoney>[1]) => formatMoney(0, lang).replace(/[\d\s.,]/g, "");

export function PriceRange({ facets, filters }: { facets: Facets; filters: ListingFilters }) {
  const { t } = useTranslation();
  const { lang } = useShopPaths();
  const input = "w-full min-w-0 rounded-lg border border-neutral-400 bg-white px-3 py-2 text-sm tabular-nums placeholder:text-neutral-500";
  const hint = (grosze: number | null, round: (n: number) => number) => (grosze === null ? undefined : String(round(grosze / 100)));
  return (
    <Group id="price" legend={t("catalogue.listing.filters.price", { currency: currencyOf(lang) })}>
      <div className="flex items-center gap-2">
        <label className="flex-1 text-xs text-neutral-700">
          {t("catalogue.listing.filters.priceFrom")}
          <input
            type="number"
            name="priceMin"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={filters.priceMin === null ? "" : formatZloty(filters.priceMin)}
            placeholder={hint(facets.price.min, Math.floor)}
            className={`${input} mt-1`}
          />
        </label>
        <span aria-hidden="true" className="mt-5">
          –
        </span>
        <label className="flex-1 text-xs text-neutral-700">
          {t("catalogue.listing.filters.priceTo")}
          <input
            type="number"
            name="priceMax"
            min={0}
            step="0.01"
            inputMode="decimal"
            defaultValue={filters.priceMax === null ? "" : formatZloty(filters.priceMax)}
            placeholder={hint(facets.price.max, Math.ceil)}
            className={`${input} mt-1`}
          />
        </label>
      </div>
    </Group>
  );
}

export function FlagFields({ facets, filters, fixed }: { facets: Facets; filters: ListingFilters; fixed: FixedFilters }) {
  const { t } = useTranslation();
  const options: [string, FacetOption][] = [
    ["inStock", { value: "1", label: t("catalogue.listing.filters.inStock"), count: facets.inStock, checked: filters.inStock }],
  ];
  if (fixed.sale === undefined) {
    options.push(["sale", { value: "1", label: t("catalogue.listing.filters.onSale"), count: facets.onSale, checked: filters.sale }]);
  }
  return (
    <Group id="flags" legend={t("catalogue.listing.filters.availability")}>
      {options.map(([name, option]) => (
        <Checkbox key={name} name={name} option={option} />
      ))}
    </Group>
  );
}
