// The stock report (issue 36): each store's stock now (not over a period: `from` and `to` are only checked), in the
// stores of the cities the caller runs (or those asked for), of the categories asked for:
// - units, and their value at the last known net unit cost: the unit cost of the product's most recent goods
//   receipt line that has one, in any store (a later receipt without a cost keeps the known one); units of products
//   never received with a cost are counted apart, their value unknown;
// - units in transit: transfers shipped and not yet received, to the store (incoming) and from it (outgoing);
// - the products below their reorder point, as the reorder page lists them (units in transit not counted).
// It reads the stock tables, not the orders' aggregates, so nothing is refreshed first.
import type { ReportQuery, StockReport } from "@shop/contracts";
import { belowReorderPoint, type Db, stockByStore, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { cityView, resolveScopedReport } from "./report-scope";

export async function stockReport(db: Db, staff: UserRow, query: ReportQuery, locale: Locale): Promise<StockReport> {
  const asOf = new Date();
  const { filters, cities } = await resolveScopedReport(db, staff, query, locale, asOf);
  const [stores, below] = await Promise.all([stockByStore(db, filters), belowReorderPoint(db, filters, locale)]);
  const cityOf = new Map(cities.map((city) => [city.id, cityView(city)]));
  const totals = { units: 0, valuedUnits: 0, value: 0, unknownUnits: 0, inTransit: { incoming: 0, outgoing: 0 }, belowReorderPoint: 0 };
  const views = stores.flatMap((store) => {
    const city = cityOf.get(store.cityId);
    if (!city) return [];
    const due = below
      .filter((row) => row.storeId === store.storeId)
      .map(({ productId, sku, name, units, min, target }) => ({ productId, sku, name, units, min, target, toOrder: target - units }));
    totals.units += store.units;
    totals.valuedUnits += store.valuedUnits;
    totals.value += store.value;
    totals.unknownUnits += store.unknownUnits;
    totals.inTransit.incoming += store.incomingUnits;
    totals.inTransit.outgoing += store.outgoingUnits;
    totals.belowReorderPoint += due.length;
    return [
      {
        id: store.storeId,
        address: store.address,
        active: store.active,
        city,
        products: store.products,
        units: store.units,
        valuedUnits: store.valuedUnits,
        value: store.value,
        unknownUnits: store.unknownUnits,
        unknownProducts: store.unknownProducts,
        inTransit: { incoming: store.incomingUnits, outgoing: store.outgoingUnits },
        belowReorderPoint: due,
      },
    ];
  });
  return { currency: "PLN", cities: cities.map(cityView), stores: views, totals, asOf: asOf.toISOString() };
}
