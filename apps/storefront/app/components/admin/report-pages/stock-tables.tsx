// The stock report as tables (issue 36): one row per store (units, their value at the last known receipt cost, the
// units whose value is unknown, in transit to and from the store, how many products are below their reorder point)
// with all stores together, then each store's products below their reorder point.
import type { StockReport } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { AdminTable } from "../page";
import { reportFormat } from "../reports/format";
import { HeadRow, Num, num } from "../reports/table-parts";

/** What the stock report covers: the cities, and the moment (it is the stock now, not a period's). */
export function StockScope({ cities, asOf }: { cities: ReadonlyArray<{ name: string }>; asOf: string }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  return (
    <div className="space-y-1" data-report-scope>
      <h2 className="text-xl font-semibold" data-report-as-of={asOf}>
        {t("reportPages.stock.asOf", { at: reportFormat(lang).instant(asOf) })}
      </h2>
      <p className="text-neutral-700">
        {cities.length ? t("reports.scope.cities", { cities: cities.map((city) => city.name).join(", ") }) : t("reports.scope.noCities")}
      </p>
    </div>
  );
}

export function StockTables({ report }: { report: StockReport }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  const storeName = (store: StockReport["stores"][number]) =>
    `${store.city.name}, ${store.active ? store.address : t("stock.store.closed", { store: store.address })}`;
  const due = report.stores.filter((store) => store.belowReorderPoint.length > 0);
  const heads = ["units", "value", "unknown", "incoming", "outgoing", "below"] as const;
  return (
    <>
      <AdminTable label={t("reportPages.stock.table")}>
        <thead>
          <HeadRow columns={[t("reportPages.stock.store"), ...heads.map((head) => num(t(`reportPages.stock.${head}`)))]} />
        </thead>
        <tbody data-report-table="stock">
          {report.stores.map((store) => (
            <tr key={store.id} data-report-row={store.id}>
              <th scope="row" className="font-normal">
                {storeName(store)}
              </th>
              <Num>{format.count(store.units)}</Num>
              <Num>{format.money(store.value)}</Num>
              <Num>
                {store.unknownUnits
                  ? t("reportPages.stock.unknownUnits", { count: store.unknownUnits, products: store.unknownProducts })
                  : "—"}
              </Num>
              <Num>{format.count(store.inTransit.incoming)}</Num>
              <Num>{format.count(store.inTransit.outgoing)}</Num>
              <Num>{format.count(store.belowReorderPoint.length)}</Num>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold" data-report-row="totals">
            <th scope="row">{t("reportPages.stock.totals")}</th>
            <Num>{format.count(report.totals.units)}</Num>
            <Num>{format.money(report.totals.value)}</Num>
            <Num>{format.count(report.totals.unknownUnits)}</Num>
            <Num>{format.count(report.totals.inTransit.incoming)}</Num>
            <Num>{format.count(report.totals.inTransit.outgoing)}</Num>
            <Num>{format.count(report.totals.belowReorderPoint)}</Num>
          </tr>
        </tfoot>
      </AdminTable>
      <p className="text-sm text-neutral-700">{t("reportPages.stock.note")}</p>
      <section aria-labelledby="report-reorder" className="space-y-3">
        <h2 id="report-reorder" className="text-xl font-semibold">
          {t("reportPages.stock.reorderTitle")}
        </h2>
        {due.length === 0 && <p>{t("reportPages.stock.reorderNone")}</p>}
        {due.map((store) => (
          <AdminTable key={store.id} label={t("reportPages.stock.reorderTable", { store: storeName(store) })}>
            <caption className="px-3 py-2 text-left font-semibold">{storeName(store)}</caption>
            <thead>
              <HeadRow
                columns={[
                  t("reportPages.product"),
                  ...(["units", "min", "target", "toOrder"] as const).map((head) => num(t(`reportPages.stock.${head}`))),
                ]}
              />
            </thead>
            <tbody data-report-table="reorder">
              {store.belowReorderPoint.map((row) => (
                <tr key={row.productId} data-report-row={row.productId}>
                  <th scope="row" className="font-normal">
                    {row.name} <span className="text-neutral-600">({row.sku})</span>
                  </th>
                  <Num>{format.count(row.units)}</Num>
                  <Num>{format.count(row.min)}</Num>
                  <Num>{format.count(row.target)}</Num>
                  <Num>{format.count(row.toOrder)}</Num>
                </tr>
              ))}
            </tbody>
          </AdminTable>
        ))}
      </section>
    </>
  );
}
