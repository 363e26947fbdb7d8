// A report's filters (issue 36): a plain GET form to the report's own page (works without JavaScript; the address is
// the report's state, so a report can be bookmarked): the period, the bucket (sales over time) or the dimension (sales
// by dimension), the cities the staff member runs, the customer kinds, and, folded away, stores and categories. A
// group with nothing ticked means all of it. What the other report reads (the measure, the bucket, the dimension) rides
// along hidden.
import { REPORT_BREAKDOWNS, REPORT_BUCKETS, REPORT_KINDS } from "@shop/contracts";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import type { ReportFilters, ReportPageName } from "./query";

export interface ReportFilterChoices {
  cities: ReadonlyArray<{ slug: string; name: string }>;
  stores: ReadonlyArray<{ id: number; label: string; active: boolean; city: { slug: string; name: string } }>;
  categories: ReadonlyArray<{ id: number; name: string; depth: number }>;
}

const boxClasses = "size-5 shrink-0 accent-neutral-900";
const choiceClasses = "flex min-h-11 items-center gap-2";
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
    <label className={choiceClasses}>
      <input type="checkbox" name={name} value={value} defaultChecked={checked} className={boxClasses} />
      <span>{children}</span>
    </label>
  );
}

export function ReportFiltersForm({
  page,
  filters,
  period,
  choices,
}: {
  page: ReportPageName;
  filters: ReportFilters;
  /** The period the report covers (the API's defaults when the address has none). */
  period: { from: string; to: string } | null;
  choices: ReportFilterChoices;
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
  // What the other report reads rides along, so that going back and forth keeps it.
  const kept: Array<[string, string]> = [];
  if (filters.measure !== "gross") kept.push(["measure", filters.measure]);
  if (page === "reports" && filters.by !== "city") kept.push(["by", filters.by]);
  if (page === "reportsBreakdown" && filters.bucket !== "day") kept.push(["bucket", filters.bucket]);
  const cityNames = [...new Map(choices.stores.map((store) => [store.city.slug, store.city.name])).entries()];
  return (
    <Form
      method="get"
      action={paths.admin(page)}
      aria-label={t("reports.filters.label")}
      className="space-y-4 rounded border border-neutral-300 bg-white p-4"
      data-report-filters={page}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="grid gap-4 sm:grid-cols-3">
        {date("from")}
        {date("to")}
        {page === "reports" ? (
          <div>
            <label htmlFor="report-bucket" className={labelClasses}>
              {t("reports.filters.bucket")}
            </label>
            <select id="report-bucket" name="bucket" defaultValue={filters.bucket} className={inputClasses}>
              {REPORT_BUCKETS.map((bucket) => (
                <option key={bucket} value={bucket}>
                  {t(`reports.filters.buckets.${bucket}`)}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div>
            <label htmlFor="report-by" className={labelClasses}>
              {t("reports.filters.by")}
            </label>
            <select id="report-by" name="by" defaultValue={filters.by} className={inputClasses}>
              {REPORT_BREAKDOWNS.map((by) => (
                <option key={by} value={by}>
                  {t(`reports.dimensions.${by}`)}
                </option>
              ))}
            </select>
          </div>
        )}
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
        <Group legend={t("reports.filters.kinds")} hint={t("reports.filters.kindsHint")}>
          {REPORT_KINDS.map((kind) => (
            <Box key={kind} name="kinds" value={kind} checked={filters.kinds.includes(kind)}>
              {t(`orders.detail.kinds.${kind}`)}
            </Box>
          ))}
        </Group>
      </div>
      {choices.stores.length > 0 && (
        <details open={filters.stores.length > 0} className="rounded border border-neutral-200 p-3" data-report-stores>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {filters.stores.length ? t("reports.filters.storesChosen", { count: filters.stores.length }) : t("reports.filters.storesAll")}
          </summary>
          <p className="mb-2 text-sm text-neutral-600">{t("reports.filters.storesHint")}</p>
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
      {choices.categories.length > 0 && (
        <details open={filters.categories.length > 0} className="rounded border border-neutral-200 p-3" data-report-categories>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {filters.categories.length
              ? t("reports.filters.categoriesChosen", { count: filters.categories.length })
              : t("reports.filters.categoriesAll")}
          </summary>
          <p className="mb-2 text-sm text-neutral-600">{t("reports.filters.categoriesHint")}</p>
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
