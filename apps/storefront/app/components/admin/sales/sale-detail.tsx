// One counter sale (issue 33): the register's number and day, who recorded it, each product's units and the store's
// units right after it.

import type { StoreSale } from "@shop/contracts";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";
import { useStoreName } from "../stock/store-picker";
import { saleDayText } from "./sale-day";

export function SaleDetail({ sale }: { sale: StoreSale }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const storeName = useStoreName();
  const facts: Array<[string, string]> = [
    [t("sales.table.reference"), sale.reference],
    [t("sales.day"), saleDayText(sale.soldOn, lang)],
    [t("stock.store.label"), storeName(sale.store)],
    [t("sales.table.recorded"), `${formatShopDate(sale.created.at, lang, true)}, ${sale.created.by ?? t("stock.document.unknownStaff")}`],
    [t("sales.table.source"), t(`sales.source.${sale.source}`)],
  ];
  return (
    <div className="space-y-4" data-sale={sale.id}>
      <dl className="grid gap-x-6 gap-y-2 rounded border border-neutral-300 bg-white p-4 sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <AdminTable label={t("sales.number", { id: sale.id })}>
        <thead>
          <tr>
            <th scope="col">{t("sales.table.product")}</th>
            <th scope="col">SKU / EAN</th>
            <th scope="col" className="text-right">
              {t("sales.table.units")}
            </th>
            <th scope="col" className="text-right">
              {t("sales.table.after")}
            </th>
          </tr>
        </thead>
        <tbody>
          {sale.lines.map((line) => (
            <tr key={line.product.id} data-sale-line={line.product.id}>
              <td>{line.product.name}</td>
              <td className="text-xs">
                {line.product.sku}
                {line.product.ean && <div>{line.product.ean}</div>}
              </td>
              <td className="text-right tabular-nums">−{line.quantity}</td>
              <td className="text-right tabular-nums">{line.quantityAfter ?? "—"}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold [&_td]:border-t [&_td]:border-neutral-400 [&_td]:px-3 [&_td]:py-2">
            <td colSpan={2}>{t("sales.table.total")}</td>
            <td className="text-right tabular-nums">−{sale.units}</td>
            <td />
          </tr>
        </tfoot>
      </AdminTable>
    </div>
  );
}
