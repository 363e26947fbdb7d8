import { AdminAlert, AdminPage } from "../../components/admin/page";
import { BreakdownBars } from "../../components/admin/reports/breakdown-bars";
import { reportQuery } from "../../components/admin/reports/query";
import { ReportDownloads, ReportTabs } from "../../components/admin/reports/report-links";
import { ReportScope } from "../../components/admin/reports/report-scope";
import { BreakdownTable } from "../../components/admin/reports/report-tables";
import { ReportTotals } from "../../components/admin/reports/report-totals";
import { SalesFilters } from "../../components/admin/reports/sales-filters";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/reports-breakdown";
import { breakdownReportLoader, reportFileMiddleware } from "./reports.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [reportFileMiddleware("breakdown")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => breakdownReportLoader(args);

/** Sales by one dimension (issue 36): the period's totals, bars of the largest rows with their shares, the table of all. */
export default function BreakdownReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { report, filters, choices, messages } = loaderData;
  return (
    <AdminPage title={t("reports.breakdown.title")}>
      <ReportTabs page="reportsBreakdown" query={reportQuery(filters)} />
      <p className="max-w-3xl text-neutral-700">{t("reports.breakdown.lead")}</p>
      <SalesFilters
        key={JSON.stringify(filters)}
        page="reportsBreakdown"
        filters={filters}
        period={report?.period ?? null}
        choices={choices}
      />
      <AdminAlert messages={messages} />
      {report && (
        <>
          <ReportScope cities={report.cities} period={report.period} asOf={report.asOf} />
          <ReportDownloads page="reportsBreakdown" query={reportQuery(filters)} />
          <ReportTotals totals={report.totals} />
          <section aria-labelledby="report-bars" className="space-y-3">
            <h2 id="report-bars" className="text-xl font-semibold">
              {t("reports.breakdown.chart", { dimension: t(`reports.dimensions.${report.by}`) })}
            </h2>
            <BreakdownBars report={report} />
            {report.rows.length > 0 && <BreakdownTable report={report} />}
          </section>
        </>
      )}
    </AdminPage>
  );
}
