// One goods receipt (issue 33): who received what from whom, each line's units, net unit cost and value, and the
// store's units right after it; the totals below.

import type { StockReceipt } from "@shop/contracts";
import { formatMoney } from "@shop/domain";
import { formatShopDate } from "../../../lib/account/format";
import { useAdminPaths } from "../../../lib/admin/paths";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";
import { useStoreName } from "../stock/store-picker";

export function ReceiptDetail({ receipt }: { receipt: StockReceipt }) {
  const { t } = useTranslation("admin");
  const { lang } = useAdminPaths();
  const storeName = useStoreName();
  const money = (grosze: number | null) => (grosze === null ? "—" : formatMoney(grosze, lang));
  const facts: Array<[string, string]> = [
    [t("receipts.supplierName"), receipt.supplierName],
    [t("receipts.supplierDocument"), receipt.supplierDocument],
    [t("stock.store.label"), storeName(receipt.store)],
    [
      t("receipts.table.received"),
      `${formatShopDate(receipt.created.at, lang, true)}, ${receipt.created.by ?? t("stock.document.unknownStaff")}`,
    ],
    [t("receipts.table.source"), t(`receipts.source.${receipt.source}`)],
  ];
  if (receipt.note) facts.push([t("receipts.note"), receipt.note]);
  return (
    <div className="space-y-4" data-receipt={receipt.id}>
      <dl className="grid gap-x-6 gap-y-2 rounded border border-neutral-300 bg-white p-4 sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <AdminTable label={t("receipts.number", { id: receipt.id })}>
        <thead>
          <tr>
            <th scope="col">{t("receipts.table.product")}</th>
            <th scope="col">SKU / EAN</th>
            <th scope="col" className="text-right">
              {t("receipts.table.units")}
            </th>
            <th scope="col" className="text-right">
              {t("receipts.table.unitCost")}
            </th>
            <th scope="col" className="text-right">
              {t("receipts.table.value")}
            </th>
            <th scope="col" className="text-right">
              {t("receipts.table.after")}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.lines.map((line) => (
            <tr key={line.product.id} data-receipt-line={line.product.id}>
              <td>{line.product.name}</td>
              <td className="text-xs">
                {line.product.sku}
                {line.product.ean && <div>{line.product.ean}</div>}
              </td>
              <td className="text-right tabular-nums">+{line.quantity}</td>
              <td className="text-right tabular-nums">{money(line.unitCost)}</td>
              <td className="text-right tabular-nums">{money(line.unitCost === null ? null : line.unitCost * line.quantity)}</td>
              <td className="text-right tabular-nums">{line.quantityAfter ?? "—"}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold [&_td]:border-t [&_td]:border-neutral-400 [&_td]:px-3 [&_td]:py-2">
            <td colSpan={2}>{t("receipts.table.total")}</td>
            <td className="text-right tabular-nums">+{receipt.units}</td>
            <td />
            <td className="text-right tabular-nums">{money(receipt.value)}</td>
            <td />
          </tr>
        </tfoot>
      </AdminTable>
      {receipt.uncosted > 0 && <p className="text-sm text-neutral-700">{t("receipts.totals.uncostedHint", { count: receipt.uncosted })}</p>}
    </div>
  );
}
