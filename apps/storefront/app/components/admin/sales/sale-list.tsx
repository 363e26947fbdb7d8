// A store's counter sales, newest first (issue 33): the register's number, the day of the sales, when and by whom they
// were recorded, how many products and units; the number opens the sale.

import type { StoreSaleSummary } from "@shop/contracts";
import { Link } from "react-router";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";
import { saleDayText } from "./sale-day";

export function SaleList({ items }: { items: readonly StoreSaleSummary[] }) {
  const { t } = useTranslation("admin");
  const paths = useAdminPaths();
  if (items.length === 0) return <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("sales.list.empty")}</p>;
  return (
    <AdminTable label={t("sales.list.title")}>
      <thead>
        <tr>
          <th scope="col">{t("sales.table.number")}</th>
          <th scope="col">{t("sales.table.reference")}</th>
          <th scope="col">{t("sales.day")}</th>
          <th scope="col">{t("sales.table.recorded")}</th>
          <th scope="col" className="text-right">
            {t("sales.table.products")}
          </th>
          <th scope="col" className="text-right">
            {t("sales.table.units")}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-sale-row={item.id}>
            <td>
              <Link to={paths.admin("stockSale", { saleId: String(item.id) })} className="font-semibold underline underline-offset-4">
                {t("sales.number", { id: item.id })}
              </Link>
            </td>
            <td>
              {item.reference}
              <div className="text-xs text-neutral-600">{t(`sales.source.${item.source}`)}</div>
            </td>
            <td>{saleDayText(item.soldOn, paths.lang)}</td>
            <td>
              <time dateTime={item.created.at}>{formatShopDate(item.created.at, paths.lang, true)}</time>
              <div className="text-xs text-neutral-600">{item.created.by ?? t("stock.document.unknownStaff")}</div>
            </td>
            <td className="text-right tabular-nums">{item.lines}</td>
            <td className="text-right tabular-nums">−{item.units}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
