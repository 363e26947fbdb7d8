// The links of the reports beyond sales (issue 36), each carrying the filters of the address: every report as a tab
// (the two sales reports too), and the downloads (CSV and XLSX: plain links that the page's middleware answers with
// the API's file, no JavaScript needed).
import { Link } from "react-router";
import { type AdminPage, useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import type { ReportFilters } from "../reports/query";
import { type MoreParams, type MoreReportPage, moreQuery } from "./more-query";

const tabClasses = "inline-flex min-h-11 items-center rounded px-4 py-2 font-semibold";

export function AllReportTabs({ page, filters, params }: { page: MoreReportPage; filters: ReportFilters; params: MoreParams }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const tabs: Array<[AdminPage, string]> = [
    ["reports", t("reports.tabs.sales")],
    ["reportsBreakdown", t("reports.tabs.breakdown")],
    ["reportsProducts", t("reportPages.tabs.products")],
    ["reportsIdleProducts", t("reportPages.tabs.idleProducts")],
    ["reportsCoupons", t("reportPages.tabs.coupons")],
    ["reportsStock", t("reportPages.tabs.stock")],
    ["reportsFunnel", t("reportPages.tabs.funnel")],
  ];
  return (
    <nav aria-label={t("reports.tabs.label")} className="flex flex-wrap gap-2" data-report-tabs>
      {tabs.map(([target, label]) => (
        <Link
          key={target}
          to={paths.admin(target, undefined, moreQuery(filters, params))}
          aria-current={target === page ? "page" : undefined}
          className={`${tabClasses} ${target === page ? "bg-neutral-900 text-white" : "border border-neutral-900 bg-white hover:bg-neutral-100"}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export function MoreDownloads({ page, filters, params }: { page: MoreReportPage; filters: ReportFilters; params: MoreParams }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <p className="flex flex-wrap items-center gap-4" data-report-downloads>
      <span className="text-sm text-neutral-700">{t("reports.download.lead")}</span>
      {(["csv", "xlsx"] as const).map((format) => (
        <a
          key={format}
          href={paths.admin(page, undefined, moreQuery(filters, params, {}, { format }))}
          className="font-semibold underline underline-offset-4"
          {...{ [`data-report-${format}`]: true }}
        >
          {t(`reports.download.${format}`)}
        </a>
      ))}
    </p>
  );
}
