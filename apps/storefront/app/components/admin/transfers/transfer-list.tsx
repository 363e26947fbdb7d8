// A store's transfers (issue 33): each with the other store, its status, its units and a marker while a discrepancy
// is open; the number links to the transfer.

import type { StockTransfer } from "@shop/contracts";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";
import { useStoreName } from "../stock/store-picker";
import { TransferStatusBadge } from "./transfer-status";

export function TransferList({ items, store }: { items: readonly StockTransfer[]; store: number }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  const storeName = useStoreName();
  if (items.length === 0) return <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("transfers.empty")}</p>;
  return (
    <AdminTable label={t("transfers.title")}>
      <thead>
        <tr>
          <th scope="col">{t("transfers.columns.number")}</th>
          <th scope="col">{t("transfers.columns.route")}</th>
          <th scope="col">{t("transfers.columns.status")}</th>
          <th scope="col" className="text-right">
            {t("transfers.columns.units")}
          </th>
          <th scope="col">{t("transfers.columns.created")}</th>
          <th scope="col">{t("transfers.columns.discrepancy")}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-transfer={item.id}>
            <td>
              <Link
                to={paths.admin("stockTransfer", { transferId: String(item.id) })}
                className="font-semibold underline underline-offset-4"
              >
                {t("transfers.number", { id: item.id })}
              </Link>
            </td>
            <td>
              {item.from.id === store
                ? t("transfers.outgoing", { store: storeName(item.to) })
                : t("transfers.incoming", { store: storeName(item.from) })}
            </td>
            <td>
              <TransferStatusBadge status={item.status} />
            </td>
            <td className="text-right tabular-nums">{item.units}</td>
            <td>
              <time dateTime={item.created.at}>{formatShopDate(item.created.at, paths.lang, true)}</time>
            </td>
            <td>
              {item.openDiscrepancies > 0 && (
                <span className="rounded bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-900" data-open-discrepancy>
                  {t("transfers.openMarker")}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
