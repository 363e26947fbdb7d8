// What a store has below its minimum (issue 33): each product with its units, minimum, target and how many to order
// to reach the target; the list as CSV.
import type { ToReorder } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { AdminTable } from "../page";

export function ReorderDue({ due, csvHref }: { due: ToReorder; csvHref: string }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="reorder-due-title" className="space-y-3" data-reorder-due>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="reorder-due-title" className="text-xl font-semibold">
          {t("reorder.due.title")}
          {due.items.length > 0 && (
            <span className="ml-2 text-base font-normal text-neutral-700">{t("reorder.due.count", { count: due.items.length })}</span>
          )}
        </h2>
        {/* A plain link: the page's middleware answers it with the file. */}
        <a href={csvHref} className="font-semibold underline underline-offset-4" data-reorder-csv>
          {t("reorder.due.csv")}
        </a>
      </div>
      <p className="text-sm text-neutral-700">{t("reorder.due.transit")}</p>
      {due.items.length === 0 ? (
        <p className="rounded border border-dashed border-neutral-400 bg-white p-4">{t("reorder.due.empty")}</p>
      ) : (
        <AdminTable label={t("reorder.due.title")}>
          <thead>
            <tr>
              <th scope="col">{t("reorder.due.product")}</th>
              <th scope="col" className="text-right">
                {t("reorder.due.units")}
              </th>
              <th scope="col" className="text-right">
                {t("reorder.due.min")}
              </th>
              <th scope="col" className="text-right">
                {t("reorder.due.target")}
              </th>
              <th scope="col" className="text-right">
                {t("reorder.due.toOrder")}
              </th>
            </tr>
          </thead>
          <tbody>
            {due.items.map((line) => (
              <tr key={line.product.id} data-reorder-line={line.product.id}>
                <td>
                  {line.product.name}
                  <span className="block text-xs text-neutral-600">
                    SKU {line.product.sku}
                    {line.product.ean ? ` · EAN ${line.product.ean}` : ""}
                  </span>
                </td>
                <td className="text-right tabular-nums">{line.units}</td>
                <td className="text-right tabular-nums">{line.min}</td>
                <td className="text-right tabular-nums">{line.target}</td>
                <td className="text-right text-lg font-semibold tabular-nums">{line.toOrder}</td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
    </section>
  );
}
