import { MoreReportView } from "../../components/admin/report-pages/more-report-view";
import { IdleTables } from "../../components/admin/report-pages/product-tables";
import { adminMeta } from "../../lib/admin/meta";
import type { Route } from "./+types/reports-idle-products";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsIdleProducts")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsIdleProducts");

/** Idle stock (issue 36): per city, the products in stock with no sale for 30, 60 or 90 days. */
export default function IdleProductsReportPage({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <MoreReportView page="reportsIdleProducts" data={loaderData} period={report?.window ?? null}>
      {report && <IdleTables report={report} />}
    </MoreReportView>
  );
}
