import { AdminAlert, AdminPage } from "../../components/admin/page";
import { MoreReportFilters } from "../../components/admin/report-pages/more-filters";
import { ProductsTables } from "../../components/admin/report-pages/product-tables";
import { AllReportTabs, MoreDownloads } from "../../components/admin/report-pages/report-nav";
import { ReportScope } from "../../components/admin/reports/report-scope";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/reports-products";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsProducts")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsProducts");

/** Best and weakest sellers per city (issue 36): one table per city of the products with the most or least revenue. */
export default function ProductsReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { report, filters, params, choices, messages } = loaderData;
  return (
    <AdminPage title={t("reportPages.products.title")}>
      <AllReportTabs page="reportsProducts" filters={filters} params={params} />
      <p className="max-w-3xl text-neutral-700">{t("reportPages.products.lead")}</p>
      <MoreReportFilters
        key={JSON.stringify([filters, params])}
        page="reportsProducts"
        filters={filters}
        params={params}
        period={report?.period ?? null}
        choices={choices}
      />
      <AdminAlert messages={messages} />
      {report && (
        <>
          <ReportScope cities={report.cities} period={report.period} asOf={report.asOf} />
          <MoreDownloads page="reportsProducts" filters={filters} params={params} />
          <ProductsTables report={report} />
        </>
      )}
    </AdminPage>
  );
}
