import { Link } from "react-router";
import { AdminNotice, AdminPage } from "../../components/admin/page";
import { StockTabs } from "../../components/admin/stock/stock-tabs";
import { useStoreName } from "../../components/admin/stock/store-picker";
import { TransferDraft } from "../../components/admin/transfers/transfer-draft";
import { TransferReceive } from "../../components/admin/transfers/transfer-receive";
import { TransferResolve } from "../../components/admin/transfers/transfer-resolve";
import { TransferStatusBadge } from "../../components/admin/transfers/transfer-status";
import { TransferSummary } from "../../components/admin/transfers/transfer-summary";
import { adminMeta } from "../../lib/admin/meta";
import { useAdminPaths } from "../../lib/admin/paths";
import { useTranslation } from "../../lib/texts";
import type { Route } from "./+types/stock-transfer";
import { transferAction, transferLoader } from "./stock-transfer.server";

export const meta = ({ loaderData }: Route.MetaArgs) => adminMeta(loaderData);

export const loader = (args: Route.LoaderArgs) => transferLoader(args);

export const action = (args: Route.ActionArgs) => transferAction(args);

/** One transfer (issue 33): its facts and lines, and the steps the staff member may take now. */
export default function StockTransferPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const storeName = useStoreName();
  const { transfer, notice, home } = loaderData;
  const answer = actionData ?? null;
  return (
    <AdminPage title={t("transfers.detailTitle", { id: transfer.id })} actions={<TransferStatusBadge status={transfer.status} />}>
      <StockTabs store={home.id} />
      <p>
        <Link to={paths.admin("stockTransfers", undefined, { store: home.id })} className="underline underline-offset-4">
          {t("transfers.all", { store: storeName(home) })}
        </Link>
      </p>
      {notice && <AdminNotice>{notice}</AdminNotice>}
      <TransferSummary transfer={transfer} />
      {transfer.may.ship && <TransferDraft transfer={transfer} answer={answer} />}
      {transfer.may.receive && <TransferReceive transfer={transfer} answer={answer} />}
      {transfer.status === "shipped" && !transfer.may.receive && (
        <p className="rounded bg-neutral-100 p-3">{t("transfers.receive.notYours")}</p>
      )}
      {transfer.may.resolve && <TransferResolve transfer={transfer} answer={answer} />}
    </AdminPage>
  );
}
