import { AdminAlert, AdminPage } from "../../components/admin/page";
import { MoreReportFilters } from "../../components/admin/report-pages/more-filters";
import { CouponsTable } from "../../components/admin/report-pages/order-tables";
import { AllReportTabs, MoreDownloads } from "../../components/admin/report-pages/report-nav";
import { ReportScope } from "../../components/admin/reports/report-scope";
import { adminMeta } from "../../lib/admin/meta";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/reports-coupons";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsCoupons")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsCoupons");

/** Coupons (issue 36): each coupon's uses, discount and those orders' revenue in the period. */
export default function CouponsReportPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { report, filters, params, choices, messages } = loaderData;
  return (
    <AdminPage title={t("reportPages.coupons.title")}>
      <AllReportTabs page="reportsCoupons" filters={filters} params={params} />
      <p className="max-w-3xl text-neutral-700">{t("reportPages.coupons.lead")}</p>
      <MoreReportFilters
        key={JSON.stringify([filters, params])}
        page="reportsCoupons"
        filters={filters}
        params={params}
        period={report?.period ?? null}
        choices={choices}
      />
      <AdminAlert messages={messages} />
      {report && (
        <>
          <ReportScope cities={report.cities} period={report.period} asOf={report.asOf} />
          <MoreDownloads page="reportsCoupons" filters={filters} params={params} />
          <CouponsTable report={report} />
        </>
      )}
    </AdminPage>
  );
}
