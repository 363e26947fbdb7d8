import { AdminAlert, AdminPage } from "../../components/admin/page";
import { reportQuery } from "../../components/admin/reports/query";
import { MeasureSwitch, ReportDownloads, ReportTabs } from "../../components/admin/reports/report-links";
import { ReportScope } from "../../components/admin/reports/report-scope";
import { SalesTable } from "../../components/admin/reports/report-tables";
import { ReportTotals } from "../../components/admin/reports/report-totals";
import { SalesChart } from "../../components/admin/reports/sales-chart";
import { SalesFilters } from "../../components/admin/reports/sales-filters";
import { seriesRows } from "../../components/admin/reports/series";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/reports";
import { reportFileMiddleware, salesReportLoader } from "./reports.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [reportFileMiddleware("sales")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => salesReportLoader(args);

/** Sales over time (issue 36): totals against the previous period, the chart of one measure, the table of every bucket. */
export default function SalesReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { report, filters, choices, messages } = loaderData;
  const rows = report ? seriesRows(report) : [];
  return (
    <AdminPage title={t("reports.sales.title")}>
      <ReportTabs page="reports" query={reportQuery(filters)} />
      <p className="max-w-3xl text-neutral-700">{t("reports.sales.lead")}</p>
      <SalesFilters key={JSON.stringify(filters)} page="reports" filters={filters} period={report?.period ?? null} choices={choices} />
      <AdminAlert messages={messages} />
      {report && (
        <>
          <ReportScope cities={report.cities} period={report.period} asOf={report.asOf} />
          <ReportDownloads page="reports" query={reportQuery(filters)} />
          <ReportTotals totals={report.totals} previous={report.previousTotals} />
          <section aria-labelledby="report-chart" className="space-y-3">
            <h2 id="report-chart" className="text-xl font-semibold">
              {t("reports.sales.chart")}
            </h2>
            <MeasureSwitch filters={filters} />
            <SalesChart
              rows={rows}
              measure={filters.measure}
              bucket={report.bucket}
              period={report.period}
              previous={report.previous}
              totals={report.totals}
              previousTotals={report.previousTotals}
            />
            {report.totals.orders > 0 && <SalesTable rows={rows} bucket={report.bucket} measure={filters.measure} />}
          </section>
        </>
      )}
    </AdminPage>
  );
}
