import { Link } from "react-router";
import { AdminPage } from "../../components/admin/page";
import { SaleDetail } from "../../components/admin/sales/sale-detail";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-sale";
import { saleLoader } from "./stock-sale.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => saleLoader(args);

/** One counter sale (issue 33): never edited; a shelf that disagrees is put right by a count. */
export default function StockSalePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { sale } = loaderData;
  return (
    <AdminPage
      title={t("sales.number", { id: sale.id })}
      actions={
        <Link to={paths.admin("stockSales", undefined, { store: sale.store.id })} className="font-semibold underline underline-offset-4">
          {t("sales.back")}
        </Link>
      }
    >
      <StockTabs store={sale.store.id} />
      <SaleDetail sale={sale} />
      <p className="max-w-3xl text-sm text-neutral-700">{t("sales.final")}</p>
    </AdminPage>
  );
}
