// A store's write-offs and manual corrections (issue 33), newest first: each document with its lines as the ledger
// holds them (the units and what the store had left after it).

import type { StockAdjustment } from "@shop/contracts";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

export function AdjustmentList({ items }: { items: readonly StockAdjustment[] }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  if (items.length === 0)
    return <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("stock.adjustments.empty")}</p>;
  return (
    <ol className="space-y-4" data-stock-adjustments>
      {items.map((item) => (
        <li key={item.id} id={`adjustment-${item.id}`} className="space-y-2" data-stock-adjustment={item.id}>
          <h3 className="font-semibold">
            {t("stock.adjustments.number", { id: item.id })} ·{" "}
            {item.kind === "write-off" && item.reason
              ? `${t("stock.kinds.write-off")}: ${t(`stock.reasons.${item.reason}`)}`
              : `${t("stock.adjustments.correction")} (${t("stock.adjustments.correctionHint")})`}{" "}
            · <time dateTime={item.created.at}>{formatShopDate(item.created.at, lang, true)}</time> ·{" "}
            {item.created.by ?? t("stock.document.unknownStaff")}
          </h3>
          {item.note && <p className="text-neutral-700">{item.note}</p>}
          <AdminTable label={t("stock.adjustments.number", { id: item.id })}>
            <thead>
              <tr>
                <th scope="col">{t("stock.adjustments.product")}</th>
                <th scope="col">SKU</th>
                <th scope="col" className="text-right">
                  {t("stock.adjustments.units")}
                </th>
                <th scope="col" className="text-right">
                  {t("stock.adjustments.left")}
                </th>
              </tr>
            </thead>
            <tbody>
              {item.lines.map((line) => (
                <tr key={line.product.id}>
                  <td>{line.product.name}</td>
                  <td>{line.product.sku}</td>
                  <td className="text-right tabular-nums">{line.quantity > 0 ? `+${line.quantity}` : line.quantity}</td>
                  <td className="text-right tabular-nums">{line.quantityAfter}</td>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        </li>
      ))}
    </ol>
  );
}
