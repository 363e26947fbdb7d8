// The products' reports as tables (issue 36), one per city the report covers: the best or weakest sellers with their
// units, orders and revenue with and without VAT; the idle products with their units, last sale and days without one.
import type { IdleProductsReport, ProductsReport } from "@shop/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { AdminTable } from "../page";
import { reportFormat } from "../reports/format";
import { HeadRow, Num, num } from "../reports/table-parts";

/** One city's list: its name, a note on how many, and the table (or the message that there is none). */
function CitySection({ slug, name, note, children }: { slug: string; name: string; note: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`report-city-${slug}`} className="space-y-3" data-report-city={slug}>
      <div>
        <h2 id={`report-city-${slug}`} className="text-xl font-semibold">
          {name}
        </h2>
        <p className="text-sm text-neutral-700">{note}</p>
      </div>
      {children}
    </section>
  );
}

export function ProductsTables({ report }: { report: ProductsReport }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  return (
    <>
      {report.cities.map((city) => (
        <CitySection key={city.slug} slug={city.slug} name={city.name} note={t("reportPages.products.sold", { count: city.sold })}>
          {city.products.length === 0 ? (
            <p>{t("reportPages.products.none")}</p>
          ) : (
            <AdminTable label={t(`reportPages.products.table.${report.order}`, { city: city.name })}>
              <thead>
                <HeadRow
                  columns={[
                    num(t("reportPages.products.rank")),
                    t("reportPages.product"),
                    ...(["units", "orders", "gross", "net"] as const).map((figure) => num(t(`reports.figures.${figure}`))),
                  ]}
                />
              </thead>
              <tbody data-report-table="products">
                {city.products.map((product) => (
                  <tr key={product.productId} data-report-row={product.productId}>
                    <Num>{product.rank}</Num>
                    <th scope="row" className="font-normal">
                      {product.name} <span className="text-neutral-600">({product.sku})</span>
                    </th>
                    <Num>{format.count(product.units)}</Num>
                    <Num>{format.count(product.orders)}</Num>
                    <Num>{format.money(product.gross)}</Num>
                    <Num>{format.money(product.net)}</Num>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
        </CitySection>
      ))}
    </>
  );
}

export function IdleTables({ report }: { report: IdleProductsReport }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  return (
    <>
      {report.cities.map((city) => (
        <CitySection key={city.slug} slug={city.slug} name={city.name} note={t("reportPages.idle.total", { count: city.total })}>
          {city.products.length === 0 ? (
            <p>{t("reportPages.idle.none")}</p>
          ) : (
            <>
              <AdminTable label={t("reportPages.idle.table", { city: city.name })}>
                <thead>
                  <HeadRow
                    columns={[
                      t("reportPages.product"),
                      num(t("reportPages.idle.units")),
                      t("reportPages.idle.lastSale"),
                      num(t("reportPages.idle.daysWithoutSale")),
                    ]}
                  />
                </thead>
                <tbody data-report-table="idle-products">
                  {city.products.map((product) => (
                    <tr key={product.productId} data-report-row={product.productId}>
                      <th scope="row" className="font-normal">
                        {product.name} <span className="text-neutral-600">({product.sku})</span>
                      </th>
                      <Num>{format.count(product.units)}</Num>
                      <td>{product.lastSale ? format.day(product.lastSale) : t("reportPages.idle.never")}</td>
                      <Num>{product.daysWithoutSale === null ? "—" : format.count(product.daysWithoutSale)}</Num>
                    </tr>
                  ))}
                </tbody>
              </AdminTable>
              {city.total > city.products.length && (
                <p className="text-sm text-neutral-700">{t("reportPages.idle.more", { count: city.total, shown: city.products.length })}</p>
              )}
            </>
          )}
        </CitySection>
      ))}
    </>
  );
}
