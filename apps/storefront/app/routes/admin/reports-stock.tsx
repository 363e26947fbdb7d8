import { MoreReportView } from "../../components/admin/report-pages/more-report-view";
import { StockTables } from "../../components/admin/report-pages/stock-tables";
import { adminMeta } from "../../lib/admin/meta";
import type { Route } from "./+types/reports-stock";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsStock")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsStock");

/** Stock now (issue 36): each store's units, their value, units in transit and what is below its reorder point. */
export default function StockReportPage({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <MoreReportView page="reportsStock" data={loaderData} period={null}>
      {report && <StockTables report={report} />}
    </MoreReportView>
  );
}
