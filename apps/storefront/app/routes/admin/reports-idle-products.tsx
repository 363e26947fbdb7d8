import { AdminAlert, AdminPage } from "../../components/admin/page";
import { MoreReportFilters } from "../../components/admin/report-pages/more-filters";
import { IdleTables } from "../../components/admin/report-pages/product-tables";
import { AllReportTabs, MoreDownloads } from "../../components/admin/report-pages/report-nav";
import { ReportScope } from "../../components/admin/reports/report-scope";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/reports-idle-products";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsIdleProducts")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsIdleProducts");

/** Idle stock (issue 36): per city, the products in stock with no sale for 30, 60 or 90 days. */
export default function IdleProductsReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { report, filters, params, choices, messages } = loaderData;
  return (
    <AdminPage title={t("reportPages.idle.title")}>
      <AllReportTabs page="reportsIdleProducts" filters={filters} params={params} />
      <p className="max-w-3xl text-neutral-700">{t("reportPages.idle.lead")}</p>
      <MoreReportFilters
        key={JSON.stringify([filters, params])}
        page="reportsIdleProducts"
        filters={filters}
        params={params}
        period={report?.window ?? null}
        choices={choices}
      />
      <AdminAlert messages={messages} />
      {report && (
        <>
          <ReportScope cities={report.cities} period={report.window} asOf={report.asOf} />
          <MoreDownloads page="reportsIdleProducts" filters={filters} params={params} />
          <IdleTables report={report} />
        </>
      )}
    </AdminPage>
  );
}
