import { Link } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/page";
import { ReceiptDetail } from "../../components/admin/receipts/receipt-detail";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-receipt";
import { receiptLoader } from "./stock-receipt.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => receiptLoader(args);

/** One goods receipt (issue 33): never edited; a mistake is put right by a count or a write-off. */
export default function StockReceiptPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const { receipt, notice } = loaderData;
  return (
    <AdminPage
      title={t("receipts.number", { id: receipt.id })}
      actions={
        <>
          <Link
            to={paths.admin("newStockReceipt", undefined, { store: receipt.store.id })}
            className="font-semibold underline underline-offset-4"
          >
            {t("receipts.new")}
          </Link>
          <Link
            to={paths.admin("stockReceipts", undefined, { store: receipt.store.id })}
            className="font-semibold underline underline-offset-4"
          >
            {t("receipts.back")}
          </Link>
        </>
      }
    >
      <StockTabs store={receipt.store.id} />
      {notice && <AdminNotice>{notice}</AdminNotice>}
      <ReceiptDetail receipt={receipt} />
      <p className="max-w-3xl text-sm text-neutral-700">{t("receipts.final")}</p>
    </AdminPage>
  );
}
