// A report's filters (issue 36): a plain GET form to the report's own page (works without JavaScript; the address is
// the report's state, so a report can be bookmarked): the period, the report's own choices (a bucket, a dimension, the
// products' order…), the cities the staff member runs, the customer kinds, and, folded away, stores and categories. A
// group with nothing ticked means all of it. What a report does not apply, and what the other reports read, ride along
// hidden, so that going from one report to another keeps them.
import { REPORT_KINDS } from "@shop/contracts";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { type AdminPage, useAdminPaths } from "../../../lib/admin/paths";
import { type AdminKey, useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import type { ReportFilters } from "./query";

export interface ReportFilterChoices {
  cities: ReadonlyArray<{ slug: string; name: string }>;
  stores: ReadonlyArray<{ id: number; label: string; active: boolean; city: { slug: string; name: string } }>;
  categories: ReadonlyArray<{ id: number; name: string; depth: number }>;
}

/** Which of the common filters a report applies (the others ride along hidden). */
export interface FiltersApplied {
  period: boolean;
  kinds: boolean;
  categories: boolean;
}
const ALL: FiltersApplied = { period: true, kinds: true, categories: true };

const boxClasses = "size-5 shrink-0 accent-neutral-900";
/** A subcategory is indented under its parent. */
const INDENT = ["", "ps-6", "ps-12", "ps-16"];

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className={labelClasses}>{legend}</legend>
      {hint && <p className="mb-1 text-sm text-neutral-600">{hint}</p>}
      <div className="flex flex-wrap gap-x-5">{children}</div>
    </fieldset>
  );
}

function Box({ name, value, checked, children }: { name: string; value: string | number; checked: boolean; children: ReactNode }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className={boxClasses} />
      <span>{children}</span>
    </label>
  );
}

/** One of a report's own choices, as a list. */
export function FilterChoice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <div>
      <label htmlFor={`report-${name}`} className={labelClasses}>
        {label}
      </label>
      <select id={`report-${name}`} name={name} defaultValue={value} className={inputClasses}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

const hiddenFields = (fields: ReadonlyArray<readonly [string, string]>) =>
  fields.map(([name, value]) => <input key={`${name}=${value}`} type="hidden" name={name} value={value} />);

export function ReportFiltersForm({
  page,
  filters,
  period,
  choices,
  hidden,
  controls,
  applies = ALL,
  storesHint,
  categoriesHint,
}: {
  page: AdminPage;
  filters: ReportFilters;
  /** The period the report covers (the API's defaults when the address has none). */
  period: { from: string; to: string } | null;
  choices: ReportFilterChoices;
  /** What the other reports read, kept as it is. */
  hidden: ReadonlyArray<readonly [string, string]>;
  /** The report's own choices, beside the period. */
  controls: ReactNode;
  applies?: FiltersApplied;
  storesHint?: AdminKey;
  categoriesHint: AdminKey;
}) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const date = (name: "from" | "to") => (
    <div>
      <label htmlFor={`report-${name}`} className={labelClasses}>
        {t(`reports.filters.${name}`)}
      </label>
      <input id={`report-${name}`} name={name} type="date" defaultValue={filters[name] || period?.[name] || ""} className={inputClasses} />
    </div>
  );
  const cityNames = [...new Map(choices.stores.map((store) => [store.city.slug, store.city.name])).entries()];
  return (
    <Form
      method="get"
      action={paths.admin(page)}
      aria-label={t("reports.filters.label")}
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-report-filters={page}
    >
      {hiddenFields(hidden)}
      {!applies.period && hiddenFields((["from", "to"] as const).filter((name) => filters[name]).map((name) => [name, filters[name]]))}
      {!applies.kinds && hiddenFields(filters.kinds.map((kind) => ["kinds", kind]))}
      {!applies.categories && hiddenFields(filters.categories.map((id) => ["categories", String(id)]))}
      <div className="grid gap-4 sm:grid-cols-3">
        {applies.period && date("from")}
        {applies.period && date("to")}
        {controls}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {choices.cities.length > 1 && (
          <Group legend={t("reports.filters.cities")} hint={t("reports.filters.citiesHint")}>
            {choices.cities.map((city) => (
              <Box key={city.slug} name="cities" value={city.slug} checked={filters.cities.includes(city.slug)}>
                {city.name}
              </Box>
            ))}
          </Group>
        )}
        {applies.kinds && (
          <Group legend={t("reports.filters.kinds")} hint={t("reports.filters.kindsHint")}>
            {REPORT_KINDS.map((kind) => (
              <Box key={kind} name="kinds" value={kind} checked={filters.kinds.includes(kind)}>
                {t(`orders.detail.kinds.${kind}`)}
              </Box>
            ))}
          </Group>
        )}
      </div>
      {choices.stores.length > 0 && (
        <details open={filters.stores.length > 0} className="rounded border border-neutral-200 p-3" data-report-stores>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {filters.stores.length ? t("reports.filters.storesChosen", { count: filters.stores.length }) : t("reports.filters.storesAll")}
          </summary>
          {storesHint && <p className="mb-2 text-sm text-neutral-600">{t(storesHint)}</p>}
          <div className="grid gap-3 md:grid-cols-2">
            {cityNames.map(([slug, name]) => (
              <Group key={slug} legend={name}>
                {choices.stores
                  .filter((store) => store.city.slug === slug)
                  .map((store) => (
                    <Box key={store.id} name="stores" value={store.id} checked={filters.stores.includes(store.id)}>
                      {store.active ? store.label : t("stock.store.closed", { store: store.label })}
                    </Box>
                  ))}
              </Group>
            ))}
          </div>
        </details>
      )}
      {applies.categories && choices.categories.length > 0 && (
        <details open={filters.categories.length > 0} className="rounded border border-neutral-200 p-3" data-report-categories>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {filters.categories.length
              ? t("reports.filters.categoriesChosen", { count: filters.categories.length })
              : t("reports.filters.categoriesAll")}
          </summary>
          <p className="mb-2 text-sm text-neutral-600">{t(categoriesHint)}</p>
          <div className="grid sm:grid-cols-2 lg:grid-cols-3">
            {choices.categories.map((category) => (
              <div key={category.id} className={INDENT[Math.min(category.depth, INDENT.length - 1)]}>
                <Box name="categories" value={category.id} checked={filters.categories.includes(category.id)}>
                  {category.name}
                </Box>
              </div>
            ))}
          </div>
        </details>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonClasses}>
          {t("reports.filters.apply")}
        </button>
        <Link to={paths.admin(page)} className={`${secondaryButtonClasses} inline-flex items-center`}>
          {t("common.actions.reset")}
        </Link>
      </div>
    </Form>
  );
}
