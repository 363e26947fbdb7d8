// Products of a period (issue 36): each city's best (`top`) or weakest (`bottom`) sellers by revenue with VAT, with
// their units, orders and revenue with and without VAT, named in the request's language. Sales are the orders placed
// in the period and not canceled, on the Warsaw shop day they were placed; revenue gross = the lines' totals after
// their coupon shares, VAT included; net = without VAT. The aggregates are brought up to date first.
import type { ProductsReport, ProductsReportQuery } from "@shop/contracts";
import { type Db, productRanking, refreshReportDays, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { cityView, resolveScopedReport } from "./report-scope";

export async function productsReport(db: Db, staff: UserRow, query: ProductsReportQuery, locale: Locale): Promise<ProductsReport> {
  const asOf = new Date();
  await refreshReportDays(db);
  const { filters, cities } = await resolveScopedReport(db, staff, query, locale, asOf);
  const ranking = await productRanking(db, filters, query.order, query.limit, locale);
  return {
    period: { from: filters.from, to: filters.to },
    order: query.order,
    limit: query.limit,
    currency: "PLN",
    cities: cities.map((city) => ({
      ...cityView(city),
      sold: ranking.sold.get(city.id) ?? 0,
      products: ranking.rows
        .filter((row) => row.cityId === city.id)
        .map(({ rank, productId, sku, name, units, orders, gross, net }) => ({ rank, productId, sku, name, units, orders, gross, net })),
    })),
    asOf: asOf.toISOString(),
  };
}
