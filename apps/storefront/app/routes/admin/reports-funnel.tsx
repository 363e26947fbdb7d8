import { MoreReportView } from "../../components/admin/report-pages/more-report-view";
import { FunnelTable } from "../../components/admin/report-pages/order-tables";
import { adminMeta } from "../../lib/admin/meta";
import type { Route } from "./+types/reports-funnel";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsFunnel")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsFunnel");

/** The order funnel (issue 36): what became of the period's orders, and the refunds asked for. */
export default function FunnelReportPage({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <MoreReportView page="reportsFunnel" data={loaderData} period={report?.period ?? null}>
      {report && <FunnelTable report={report} />}
    </MoreReportView>
  );
}
