// The sales reports' filters (issue 36): the common form (report-filters.tsx) with the bucket (sales over time) or the
// dimension (sales by dimension); the measure and the other report's choice ride along.
import { REPORT_BREAKDOWNS, REPORT_BUCKETS } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import type { ReportFilters, ReportPageName } from "./query";
import { FilterChoice, type ReportFilterChoices, ReportFiltersForm } from "./report-filters";

export function SalesFilters({
  page,
  filters,
  period,
  choices,
}: {
  page: ReportPageName;
  filters: ReportFilters;
  period: { from: string; to: string } | null;
  choices: ReportFilterChoices;
}) {
  const { t } = useTranslation("admin");
  const hidden: Array<[string, string]> = [];
  if (filters.measure !== "gross") hidden.push(["measure", filters.measure]);
  if (page === "reports" && filters.by !== "city") hidden.push(["by", filters.by]);
  if (page === "reportsBreakdown" && filters.bucket !== "day") hidden.push(["bucket", filters.bucket]);
  const controls =
    page === "reports" ? (
      <FilterChoice
        name="bucket"
        label={t("reports.filters.bucket")}
        value={filters.bucket}
        options={REPORT_BUCKETS.map((bucket) => [bucket, t(`reports.filters.buckets.${bucket}`)])}
      />
    ) : (
      <FilterChoice
        name="by"
        label={t("reports.filters.by")}
        value={filters.by}
        options={REPORT_BREAKDOWNS.map((by) => [by, t(`reports.dimensions.${by}`)])}
      />
    );
  return (
    <ReportFiltersForm
      page={page}
      filters={filters}
      period={period}
      choices={choices}
      hidden={hidden}
      controls={controls}
      storesHint="reports.filters.storesHint"
      categoriesHint="reports.filters.categoriesHint"
    />
  );
}
