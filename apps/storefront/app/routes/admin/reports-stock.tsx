import { AdminAlert, AdminPage } from "../../components/admin/page";
import { MoreReportFilters } from "../../components/admin/report-pages/more-filters";
import { AllReportTabs, MoreDownloads } from "../../components/admin/report-pages/report-nav";
import { StockScope, StockTables } from "../../components/admin/report-pages/stock-tables";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/reports-stock";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsStock")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsStock");

/** Stock now (issue 36): each store's units, their value, units in transit and what is below its reorder point. */
export default function StockReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { report, filters, params, choices, messages } = loaderData;
  return (
    <AdminPage title={t("reportPages.stock.title")}>
      <AllReportTabs page="reportsStock" filters={filters} params={params} />
      <p className="max-w-3xl text-neutral-700">{t("reportPages.stock.lead")}</p>
      <MoreReportFilters
        key={JSON.stringify([filters, params])}
        page="reportsStock"
        filters={filters}
        params={params}
        period={null}
        choices={choices}
      />
      <AdminAlert messages={messages} />
      {report && (
        <>
          <StockScope cities={report.cities} asOf={report.asOf} />
          <MoreDownloads page="reportsStock" filters={filters} params={params} />
          <StockTables report={report} />
        </>
      )}
    </AdminPage>
  );
}
