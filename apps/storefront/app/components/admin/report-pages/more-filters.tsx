// The filters of a report beyond sales (issue 36): a plain GET form to the report's own page (works without
// JavaScript; the address is the report's state, so it can be bookmarked), as the sales reports' form has them: the
// period (not for stock, which is now), the report's own choice (the products' order and how many, the idle products'
// days), the cities the staff member runs, the customer kinds, and, folded away, stores and categories, each where the
// report applies it. What the other reports read rides along hidden.
import { REPORT_IDLE_DAYS, REPORT_KINDS } from "@shop/contracts";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, inputClasses, labelClasses, secondaryButtonClasses } from "../page";
import type { ReportFilters } from "../reports/query";
import type { ReportFilterChoices } from "../reports/report-filters";
import { type MoreParams, type MoreReportPage, moreQuery, PRODUCT_LIMITS } from "./more-query";

const boxClasses = "size-5 shrink-0 accent-neutral-900";
const INDENT = ["", "ps-6", "ps-12", "ps-16"];

/** Which filters a report applies (the API ignores the others: docs in its OpenAPI descriptions). */
const APPLIES: Record<MoreReportPage, { period: boolean; kinds: boolean; categories: boolean }> = {
  reportsProducts: { period: true, kinds: true, categories: true },
  reportsIdleProducts: { period: true, kinds: true, categories: true },
  reportsCoupons: { period: true, kinds: true, categories: false },
  reportsStock: { period: false, kinds: false, categories: true },
  reportsFunnel: { period: true, kinds: true, categories: false },
};

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

function Choice({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: Array<[string, string]>;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={inputClasses}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function MoreReportFilters({
  page,
  filters,
  params,
  period,
  choices,
}: {
  page: MoreReportPage;
  filters: ReportFilters;
  params: MoreParams;
  /** The period the report covers (the API's defaults when the address has none). */
  period: { from: string; to: string } | null;
  choices: ReportFilterChoices;
}) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const applies = APPLIES[page];
  const kept = Object.entries(moreQuery(filters, params)).filter(
    ([name, value]) => value !== undefined && ["bucket", "by", "measure", "order", "limit", "idle"].includes(name),
  );
  const own = new Set(page === "reportsProducts" ? ["order", "limit"] : page === "reportsIdleProducts" ? ["idle"] : []);
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
      {kept
        .filter(([name]) => !own.has(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
      {/* Stock is now: the period rides along for the other reports. */}
      {!applies.period &&
        (["from", "to"] as const).map((name) => filters[name] && <input key={name} type="hidden" name={name} value={filters[name]} />)}
      <div className="grid gap-4 sm:grid-cols-3">
        {applies.period && date("from")}
        {applies.period && date("to")}
        {page === "reportsProducts" && (
          <>
            <Choice
              id="report-order"
              name="order"
              label={t("reportPages.products.order")}
              value={params.order}
              options={(["top", "bottom"] as const).map((order) => [order, t(`reportPages.products.orders.${order}`)])}
            />
            <Choice
              id="report-limit"
              name="limit"
              label={t("reportPages.products.limit")}
              value={String(params.limit)}
              options={PRODUCT_LIMITS.map((limit) => [String(limit), String(limit)])}
            />
          </>
        )}
        {page === "reportsIdleProducts" && (
          <Choice
            id="report-idle"
            name="idle"
            label={t("reportPages.idle.days")}
            value={params.idle}
            options={REPORT_IDLE_DAYS.map((days) => [days, t("reportPages.idle.daysOption", { days })])}
          />
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
        {applies.kinds ? (
          <Group legend={t("reports.filters.kinds")} hint={t("reports.filters.kindsHint")}>
            {REPORT_KINDS.map((kind) => (
              <Box key={kind} name="kinds" value={kind} checked={filters.kinds.includes(kind)}>
                {t(`orders.detail.kinds.${kind}`)}
              </Box>
            ))}
          </Group>
        ) : (
          filters.kinds.map((kind) => <input key={kind} type="hidden" name="kinds" value={kind} />)
        )}
      </div>
      {choices.stores.length > 0 && (
        <details open={filters.stores.length > 0} className="rounded border border-neutral-200 p-3" data-report-stores>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {filters.stores.length ? t("reports.filters.storesChosen", { count: filters.stores.length }) : t("reports.filters.storesAll")}
          </summary>
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
      {applies.categories && choices.categories.length > 0 ? (
        <details open={filters.categories.length > 0} className="rounded border border-neutral-200 p-3" data-report-categories>
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">
            {filters.categories.length
              ? t("reports.filters.categoriesChosen", { count: filters.categories.length })
              : t("reports.filters.categoriesAll")}
          </summary>
          <p className="mb-2 text-sm text-neutral-600">{t("reportPages.categoriesHint")}</p>
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
      ) : (
        filters.categories.map((id) => <input key={id} type="hidden" name="categories" value={id} />)
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
