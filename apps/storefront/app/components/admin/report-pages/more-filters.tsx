// The filters of a report beyond sales (issue 36): the common form (reports/report-filters.tsx) with the report's own
// choice (the products' order and how many, the idle products' days), each filter where the report applies it (stock
// is now: no period). What the other reports read rides along hidden.
import { REPORT_IDLE_DAYS } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import type { ReportFilters } from "../reports/query";
import { FilterChoice, type FiltersApplied, type ReportFilterChoices, ReportFiltersForm } from "../reports/report-filters";
import { type MoreParams, type MoreReportPage, moreQuery, PRODUCT_LIMITS } from "./more-query";

/** Which filters a report applies (the API ignores the others: docs in its OpenAPI descriptions). */
const APPLIES: Record<MoreReportPage, FiltersApplied> = {
  reportsProducts: { period: true, kinds: true, categories: true },
  reportsIdleProducts: { period: true, kinds: true, categories: true },
  reportsCoupons: { period: true, kinds: true, categories: false },
  reportsStock: { period: false, kinds: false, categories: true },
  reportsFunnel: { period: true, kinds: true, categories: false },
};

/** The address's parameters each report sets itself; those of the other reports ride along. */
const OWN: Record<MoreReportPage, readonly string[]> = {
  reportsProducts: ["order", "limit"],
  reportsIdleProducts: ["idle"],
  reportsCoupons: [],
  reportsStock: [],
  reportsFunnel: [],
};
const KEPT = ["bucket", "by", "measure", "order", "limit", "idle"];

function OwnControls({ page, params }: { page: MoreReportPage; params: MoreParams }) {
  const { t } = useTranslation("admin");
  if (page === "reportsProducts")
    return (
      <>
        <FilterChoice
          name="order"
          label={t("reportPages.products.order")}
          value={params.order}
          options={(["top", "bottom"] as const).map((order) => [order, t(`reportPages.products.orders.${order}`)])}
        />
        <FilterChoice
          name="limit"
          label={t("reportPages.products.limit")}
          value={String(params.limit)}
          options={PRODUCT_LIMITS.map((limit) => [String(limit), String(limit)])}
        />
      </>
    );
  if (page === "reportsIdleProducts")
    return (
      <FilterChoice
        name="idle"
        label={t("reportPages.idle.days")}
        value={params.idle}
        options={REPORT_IDLE_DAYS.map((days) => [days, t("reportPages.idle.daysOption", { days })])}
      />
    );
  return null;
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
  period: { from: string; to: string } | null;
  choices: ReportFilterChoices;
}) {
  const hidden = Object.entries(moreQuery(filters, params)).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && KEPT.includes(entry[0]) && !OWN[page].includes(entry[0]),
  );
  return (
    <ReportFiltersForm
      page={page}
      filters={filters}
      period={period}
      choices={choices}
      hidden={hidden}
      controls={<OwnControls page={page} params={params} />}
      applies={APPLIES[page]}
      categoriesHint="reportPages.categoriesHint"
    />
  );
}
