import { MoreReportView } from "../../components/admin/report-pages/more-report-view";
import { CouponsTable } from "../../components/admin/report-pages/order-tables";
import { adminMeta } from "../../lib/admin/meta";
import type { Route } from "./+types/reports-coupons";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsCoupons")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsCoupons");

/** Coupons (issue 36): each coupon's uses, discount and those orders' revenue in the period. */
export default function CouponsReportPage({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <MoreReportView page="reportsCoupons" data={loaderData} period={report?.period ?? null}>
      {report && <CouponsTable report={report} />}
    </MoreReportView>
  );
}
