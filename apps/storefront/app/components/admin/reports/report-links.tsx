// The reports' links (issue 36), each carrying the filters of the address: every report as a tab, the measure the
// sales chart draws, and the downloads (CSV and XLSX: plain links that the page's middleware answers with the API's
// file, no JavaScript needed). A page gives its own query (reportQuery or moreQuery), so that going from one report to
// another keeps what each reads.
import { Link } from "react-router";
import { type AdminPage, useAdminPaths } from "../../../lib/admin/paths";
import { type AdminKey, useTranslation } from "../../../lib/texts";
import { REPORT_MEASURES, type ReportFilters, reportQuery } from "./query";

type Query = Record<string, string | undefined>;

const tabClasses = "inline-flex min-h-11 items-center rounded px-4 py-2 font-semibold";

/** Every report, in the order of the tabs, with its label's text. */
const TABS: ReadonlyArray<[AdminPage, AdminKey]> = [
  ["reports", "reports.tabs.sales"],
  ["reportsBreakdown", "reports.tabs.breakdown"],
  ["reportsProducts", "reportPages.tabs.products"],
  ["reportsIdleProducts", "reportPages.tabs.idleProducts"],
  ["reportsCoupons", "reportPages.tabs.coupons"],
  ["reportsStock", "reportPages.tabs.stock"],
  ["reportsFunnel", "reportPages.tabs.funnel"],
];

export function ReportTabs({ page, query }: { page: AdminPage; query: Query }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <nav aria-label={t("reports.tabs.label")} className="flex flex-wrap gap-2" data-report-tabs>
      {TABS.map(([target, label]) => (
        <Link
          key={target}
          to={paths.admin(target, undefined, query)}
          aria-current={target === page ? "page" : undefined}
          className={`${tabClasses} ${target === page ? "bg-neutral-900 text-white" : "border border-neutral-900 bg-white hover:bg-neutral-100"}`}
        >
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}

export function MeasureSwitch({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <nav aria-label={t("reports.measures.label")} className="flex flex-wrap items-center gap-2" data-report-measures>
      <span className="text-sm font-semibold">{t("reports.measures.label")}:</span>
      {REPORT_MEASURES.map((measure) => (
        <Link
          key={measure}
          to={paths.admin("reports", undefined, reportQuery(filters, { measure }))}
          aria-current={measure === filters.measure ? "true" : undefined}
          className={`${tabClasses} text-sm ${measure === filters.measure ? "bg-neutral-200 underline underline-offset-4" : "hover:bg-neutral-100"}`}
          data-report-measure={measure}
        >
          {t(`reports.measures.${measure}`)}
        </Link>
      ))}
    </nav>
  );
}

export function ReportDownloads({ page, query }: { page: AdminPage; query: Query }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  return (
    <p className="flex flex-wrap items-center gap-4" data-report-downloads>
      <span className="text-sm text-neutral-700">{t("reports.download.lead")}</span>
      {(["csv", "xlsx"] as const).map((format) => (
        // A plain link: the page's middleware answers it with the file (or, when the API refuses the filters, with the
        // page again, which says why).
        <a
          key={format}
          href={paths.admin(page, undefined, { ...query, format })}
          className="font-semibold underline underline-offset-4"
          {...{ [`data-report-${format}`]: true }}
        >
          {t(`reports.download.${format}`)}
        </a>
      ))}
    </p>
  );
}
