// A stock count's totals, the filters and search of its lines, and the forms that apply or cancel it (issue 33). Plain
// links and forms: they work without JavaScript. Applying is a manager's act; uncounted products are left as they
// are unless the manager ticks "count them as 0".

import type { StockCount, StockCountFilter } from "@shop/contracts";
import { STOCK_COUNT_FILTERS } from "@shop/contracts";
import { Form, Link } from "react-router";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { buttonClasses, dangerButtonClasses, inputClasses, secondaryButtonClasses } from "../page";

export function CountTotals({ totals }: { totals: StockCount["totals"] }) {
  const { t } = useTranslation("admin");
  const cells = [
    ["lines", totals.lines],
    ["counted", totals.counted],
    ["uncounted", totals.uncounted],
    ["differences", totals.differences],
    ["over", totals.over],
    ["short", totals.short],
  ] as const;
  return (
    <dl aria-label={t("counts.totals.label")} className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6" data-count-totals>
      {cells.map(([key, value]) => (
        <div key={key} className="rounded border border-neutral-300 bg-white p-2" data-count-total={key}>
          <dt className="text-xs text-neutral-600">{t(`counts.totals.${key}`)}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CountFilters({ countId, filter, q }: { countId: number; filter: StockCountFilter; q: string }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const link = (next: StockCountFilter) =>
    paths.admin("stockCount", { countId: String(countId) }, { filter: next === "all" ? undefined : next, q: q || undefined });
  return (
    <div className="space-y-2">
      <nav aria-label={t("counts.lines.filter")} className="flex flex-wrap gap-2">
        {STOCK_COUNT_FILTERS.map((one) => (
          <Link
            key={one}
            to={link(one)}
            aria-current={one === filter ? "page" : undefined}
            className={`min-h-11 rounded-full border px-3 py-2 text-sm font-medium ${one === filter ? "border-neutral-900 bg-neutral-900 text-white" : "border-neutral-400 bg-white"}`}
          >
            {t(`counts.lines.filters.${one}`)}
          </Link>
        ))}
      </nav>
      <Form method="get" className="flex gap-2" role="search">
        {filter !== "all" && <input type="hidden" name="filter" value={filter} />}
        <label htmlFor="count-search" className="sr-only">
          {t("counts.lines.search")}
        </label>
        <input
          id="count-search"
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder={t("counts.lines.searchHint")}
          className={inputClasses}
        />
        <button type="submit" className={secondaryButtonClasses}>
          {t("counts.lines.searchButton")}
        </button>
      </Form>
      {q && (
        <Link to={link(filter)} className="inline-block text-sm underline underline-offset-4">
          {t("counts.lines.reset")}
        </Link>
      )}
    </div>
  );
}

export function CountApply({ uncounted }: { uncounted: number }) {
  const { t } = useTranslation("admin");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="count-apply-title" className="space-y-3 rounded border border-neutral-300 bg-white p-4">
        <h2 id="count-apply-title" className="text-xl font-semibold">
          {t("counts.apply.title")}
        </h2>
        <p className="text-neutral-700">{t("counts.apply.lead")}</p>
        <Form method="post" className="space-y-3" data-count-apply-form>
          {uncounted > 0 && (
            <>
              <label className="flex min-h-11 items-start gap-3">
                <input type="checkbox" name="uncountedAsZero" value="1" className="mt-1 size-5" />
                <span>{t("counts.apply.zero", { count: uncounted })}</span>
              </label>
              <p className="text-sm text-neutral-700">{t("counts.apply.untouched")}</p>
            </>
          )}
          <button type="submit" name="intent" value="apply" className={`${buttonClasses} w-full sm:w-auto`}>
            {t("counts.apply.submit")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="count-cancel-title" className="space-y-3 rounded border border-neutral-300 bg-white p-4">
        <h2 id="count-cancel-title" className="text-xl font-semibold">
          {t("counts.apply.cancelTitle")}
        </h2>
        <p className="text-neutral-700">{t("counts.apply.cancelLead")}</p>
        <Form method="post">
          <button type="submit" name="intent" value="cancel" className={`${dangerButtonClasses} w-full sm:w-auto`}>
            {t("counts.apply.cancel")}
          </button>
        </Form>
      </section>
    </div>
  );
}
