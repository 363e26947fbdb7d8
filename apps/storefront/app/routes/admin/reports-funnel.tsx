import { AdminAlert, AdminPage } from "../../components/admin/page";
import { MoreReportFilters } from "../../components/admin/report-pages/more-filters";
import { FunnelTable } from "../../components/admin/report-pages/order-tables";
import { AllReportTabs, MoreDownloads } from "../../components/admin/report-pages/report-nav";
import { ReportScope } from "../../components/admin/reports/report-scope";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/reports-funnel";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsFunnel")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsFunnel");

/** The order funnel (issue 36): what became of the period's orders, and the refunds asked for. */
export default function FunnelReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { report, filters, params, choices, messages } = loaderData;
  return (
    <AdminPage title={t("reportPages.funnel.title")}>
      <AllReportTabs page="reportsFunnel" filters={filters} params={params} />
      <p className="max-w-3xl text-neutral-700">{t("reportPages.funnel.lead")}</p>
      <MoreReportFilters
        key={JSON.stringify([filters, params])}
        page="reportsFunnel"
        filters={filters}
        params={params}
        period={report?.period ?? null}
        choices={choices}
      />
      <AdminAlert messages={messages} />
      {report && (
        <>
          <ReportScope cities={report.cities} period={report.period} asOf={report.asOf} />
          <MoreDownloads page="reportsFunnel" filters={filters} params={params} />
          <FunnelTable report={report} />
        </>
      )}
    </AdminPage>
  );
}
