// The products' reports as tables (issue 36), one per city the report covers: the best or weakest sellers with their
// units, orders and revenue with and without VAT; the idle products with their units, last sale and days without one.
import type { IdleProductsReport, ProductsReport } from "@shop/contracts";
import { useTranslation } from "../../../lib/texts";
import { useShopPaths } from "../../../lib/use-shop";
import { AdminTable } from "../page";
import { reportFormat } from "../reports/format";

const NUMBER = "text-right tabular-nums";

function CityHeading({ id, name, note }: { id: string; name: string; note: string }) {
  return (
    <div>
      <h2 id={id} className="text-xl font-semibold">
        {name}
      </h2>
      <p className="text-sm text-neutral-700">{note}</p>
    </div>
  );
}

export function ProductsTables({ report }: { report: ProductsReport }) {
  const { t } = useTranslation("admin");
  const { lang } = useShopPaths();
  const format = reportFormat(lang);
  return (
    <>
      {report.cities.map((city) => (
        <section key={city.slug} aria-labelledby={`report-city-${city.slug}`} className="space-y-3" data-report-city={city.slug}>
          <CityHeading id={`report-city-${city.slug}`} name={city.name} note={t("reportPages.products.sold", { count: city.sold })} />
          {city.products.length === 0 ? (
            <p>{t("reportPages.products.none")}</p>
          ) : (
            <AdminTable label={t(`reportPages.products.table.${report.order}`, { city: city.name })}>
              <thead>
                <tr>
                  <th scope="col" className={NUMBER}>
                    {t("reportPages.products.rank")}
                  </th>
                  <th scope="col">{t("reportPages.product")}</th>
                  <th scope="col" className={NUMBER}>
                    {t("reports.figures.units")}
                  </th>
                  <th scope="col" className={NUMBER}>
                    {t("reports.figures.orders")}
                  </th>
                  <th scope="col" className={NUMBER}>
                    {t("reports.figures.gross")}
                  </th>
                  <th scope="col" className={NUMBER}>
                    {t("reports.figures.net")}
                  </th>
                </tr>
              </thead>
              <tbody data-report-table="products">
                {city.products.map((product) => (
                  <tr key={product.productId} data-report-row={product.productId}>
                    <td className={NUMBER}>{product.rank}</td>
                    <th scope="row" className="font-normal">
                      {product.name} <span className="text-neutral-600">({product.sku})</span>
                    </th>
                    <td className={NUMBER}>{format.count(product.units)}</td>
                    <td className={NUMBER}>{format.count(product.orders)}</td>
                    <td className={NUMBER}>{format.money(product.gross)}</td>
                    <td className={NUMBER}>{format.money(product.net)}</td>
                  </tr>
                ))}
              </tbody>
            </AdminTable>
          )}
        </section>
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
        <section key={city.slug} aria-labelledby={`report-city-${city.slug}`} className="space-y-3" data-report-city={city.slug}>
          <CityHeading id={`report-city-${city.slug}`} name={city.name} note={t("reportPages.idle.total", { count: city.total })} />
          {city.products.length === 0 ? (
            <p>{t("reportPages.idle.none")}</p>
          ) : (
            <>
              <AdminTable label={t("reportPages.idle.table", { city: city.name })}>
                <thead>
                  <tr>
                    <th scope="col">{t("reportPages.product")}</th>
                    <th scope="col" className={NUMBER}>
                      {t("reportPages.idle.units")}
                    </th>
                    <th scope="col">{t("reportPages.idle.lastSale")}</th>
                    <th scope="col" className={NUMBER}>
                      {t("reportPages.idle.daysWithoutSale")}
                    </th>
                  </tr>
                </thead>
                <tbody data-report-table="idle-products">
                  {city.products.map((product) => (
                    <tr key={product.productId} data-report-row={product.productId}>
                      <th scope="row" className="font-normal">
                        {product.name} <span className="text-neutral-600">({product.sku})</span>
                      </th>
                      <td className={NUMBER}>{format.count(product.units)}</td>
                      <td>{product.lastSale ? format.day(product.lastSale) : t("reportPages.idle.never")}</td>
                      <td className={NUMBER}>{product.daysWithoutSale === null ? "—" : format.count(product.daysWithoutSale)}</td>
                    </tr>
                  ))}
                </tbody>
              </AdminTable>
              {city.total > city.products.length && (
                <p className="text-sm text-neutral-700">{t("reportPages.idle.more", { count: city.total, shown: city.products.length })}</p>
              )}
            </>
          )}
        </section>
      ))}
    </>
  );
}
