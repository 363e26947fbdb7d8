// Idle stock (issue 36): per city, the products with units in its stores now and no sale in the city in the last 30,
// 60 or 90 shop days up to the period's last day (`to`; `from` is only checked), with the units and the last day they
// sold on, if ever. A sale is a line of an order placed that day and not canceled (the daily aggregates, brought up
// to date first); counter sales in a store are not orders and do not count.
import type { IdleProductsReport, IdleProductsReportQuery } from "@shop/contracts";
import { type Db, idleProducts, refreshReportDays, type UserRow } from "@shop/db";
import { addDays, daysBetween, type Locale } from "@shop/domain";
import { cityView, resolveScopedReport } from "./report-scope";

export async function idleProductsReport(
  db: Db,
  staff: UserRow,
  query: IdleProductsReportQuery,
  locale: Locale,
): Promise<IdleProductsReport> {
  const asOf = new Date();
  await refreshReportDays(db);
  const { filters, cities } = await resolveScopedReport(db, staff, query, locale, asOf);
  const days = Number(query.idle);
  const idle = await idleProducts(db, filters, days, query.limit, locale);
  return {
    idle: days,
    window: { from: addDays(filters.to, 1 - days), to: filters.to },
    limit: query.limit,
    cities: cities.map((city) => ({
      ...cityView(city),
      total: idle.total.get(city.id) ?? 0,
      products: idle.rows
        .filter((row) => row.cityId === city.id)
        .map(({ productId, sku, name, units, lastSale }) => ({
          productId,
          sku,
          name,
          units,
          lastSale,
          daysWithoutSale: lastSale === null ? null : daysBetween(lastSale, filters.to),
        })),
    })),
    asOf: asOf.toISOString(),
  };
}
