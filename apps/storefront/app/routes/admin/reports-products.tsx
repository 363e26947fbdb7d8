import { MoreReportView } from "../../components/admin/report-pages/more-report-view";
import { ProductsTables } from "../../components/admin/report-pages/product-tables";
import { adminMeta } from "../../lib/admin/meta";
import type { Route } from "./+types/reports-products";
import { moreReportFileMiddleware, moreReportLoader } from "./reports-more.server";

/** `?format=csv` or `xlsx` is the report's download, answered by its middleware before any loader runs. */
export const middleware = [moreReportFileMiddleware("reportsProducts")];

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => moreReportLoader(args, "reportsProducts");

/** Best and weakest sellers per city (issue 36): one table per city of the products with the most or least revenue. */
export default function ProductsReportPage({ loaderData }: Route.ComponentProps) {
  const { report } = loaderData;
  return (
    <MoreReportView page="reportsProducts" data={loaderData} period={report?.period ?? null}>
      {report && <ProductsTables report={report} />}
    </MoreReportView>
  );
}
