// A report's totals (issue 36): revenue with and without VAT, orders, units, the average order and the coupons'
// discounts; on the sales report each beside the previous period's and the change in percent ("—" when the previous
// period had none of it).
import type { SalesFiguresView } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { reportFormat } from "./format";
import { changeOf } from "./series";

const FIGURES = ["gross", "net", "orders", "units", "averageOrder", "discount"] as const;
const MONEY = new Set<string>(["gross", "net", "averageOrder", "discount"]);

export function ReportTotals({ totals, previous }: { totals: SalesFiguresView; previous?: SalesFiguresView | undefined }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  const value = (figure: (typeof FIGURES)[number], figures: SalesFiguresView) =>
    MONEY.has(figure) ? format.money(figures[figure]) : format.count(figures[figure]);
  return (
    <section aria-labelledby="report-totals" className="space-y-3">
      <h2 id="report-totals" className="text-xl font-semibold">
        {previous ? t("reports.totals.titleCompared") : t("reports.totals.title")}
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FIGURES.map((figure) => (
          <div key={figure} className="rounded border border-neutral-300 bg-white p-3" data-report-total={figure}>
            <dt className="text-sm font-semibold text-neutral-700">{t(`reports.figures.${figure}`)}</dt>
            <dd className="mt-1">
              <span className="block text-xl font-bold" data-value={totals[figure]}>
                {value(figure, totals)}
              </span>
              {previous && (
                <span className="block text-sm text-neutral-700" data-change={changeOf(totals[figure], previous[figure]) ?? ""}>
                  {t("reports.totals.compared", {
                    change: format.change(changeOf(totals[figure], previous[figure])),
                    previous: value(figure, previous),
                  })}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
