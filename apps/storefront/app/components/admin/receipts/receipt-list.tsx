// A store's goods receipts, newest first (issue 33): each with its supplier, their document, when and by whom, its
// units and value; the number opens the receipt.

import type { StockReceiptSummary } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

export function ReceiptList({ items }: { items: readonly StockReceiptSummary[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  if (items.length === 0) return <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("receipts.list.empty")}</p>;
  return (
    <AdminTable label={t("receipts.list.title")}>
      <thead>
        <tr>
          <th scope="col">{t("receipts.table.number")}</th>
          <th scope="col">{t("receipts.supplierName")}</th>
          <th scope="col">{t("receipts.supplierDocument")}</th>
          <th scope="col">{t("receipts.table.received")}</th>
          <th scope="col" className="text-right">
            {t("receipts.table.units")}
          </th>
          <th scope="col" className="text-right">
            {t("receipts.table.value")}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-receipt-row={item.id}>
            <td>
              <Link to={paths.admin("stockReceipt", { receiptId: String(item.id) })} className="font-semibold underline underline-offset-4">
                {t("receipts.number", { id: item.id })}
              </Link>
              {item.source === "csv" && <div className="text-xs text-neutral-600">{t("receipts.source.csv")}</div>}
            </td>
            <td>{item.supplierName}</td>
            <td>{item.supplierDocument}</td>
            <td>
              <time dateTime={item.created.at}>{formatShopDate(item.created.at, paths.lang, true)}</time>
              <div className="text-xs text-neutral-600">{item.created.by ?? t("stock.document.unknownStaff")}</div>
            </td>
            <td className="text-right tabular-nums">{item.units}</td>
            <td className="text-right tabular-nums">
              {formatMoney(item.value, paths.lang)}
              {item.uncosted > 0 && (
                <div className="text-xs text-neutral-600">{t("receipts.totals.uncosted", { count: item.uncosted })}</div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
