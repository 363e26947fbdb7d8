// A report beyond sales as a page (issue 36): the tabs, the lead, the filters, the API's refusal if any, and, with a
// report, what it covers, the downloads and the report's own tables (the route's children).
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/texts";
import { AdminAlert, AdminPage } from "../page";
import type { ReportFilters } from "../reports/query";
import type { ReportFilterChoices } from "../reports/report-filters";
import { ReportDownloads, ReportTabs } from "../reports/report-links";
import { ReportScope } from "../reports/report-scope";
import { MoreReportFilters } from "./more-filters";
import { MORE_REPORT_TEXTS, type MoreParams, type MoreReportPage, moreQuery } from "./more-query";
import { StockScope } from "./stock-tables";

export interface MoreReportData {
  report: { cities: ReadonlyArray<{ slug: string; name: string }>; asOf: string } | null;
  filters: ReportFilters;
  params: MoreParams;
  choices: ReportFilterChoices;
  messages: string[];
}

export function MoreReportView({
  page,
  data,
  period,
  children,
}: {
  page: MoreReportPage;
  data: MoreReportData;
  /** The period the report covers; none: the stock now. */
  period: { from: string; to: string } | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("admin");
  const { report, filters, params, choices, messages } = data;
  const query = moreQuery(filters, params);
  return (
    <AdminPage title={t(MORE_REPORT_TEXTS[page].title)}>
      <ReportTabs page={page} query={query} />
      <p className="max-w-3xl text-neutral-700">{t(MORE_REPORT_TEXTS[page].lead)}</p>
      <MoreReportFilters
        key={JSON.stringify([filters, params])}
        page={page}
        filters={filters}
        params={params}
        period={period}
        choices={choices}
      />
      <AdminAlert messages={messages} />
      {report && (
        <>
          {period ? (
            <ReportScope cities={report.cities} period={period} asOf={report.asOf} />
          ) : (
            <StockScope cities={report.cities} asOf={report.asOf} />
          )}
          <ReportDownloads page={page} query={query} />
          {children}
        </>
      )}
    </AdminPage>
  );
}
