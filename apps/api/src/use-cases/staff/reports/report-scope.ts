// The scope of the reports beyond sales (issue 36): resolveReport's period, filters and cities, the cities narrowed
// to those of the stores asked for (a report filtered to one store lists that store's city only).
import type { ReportQuery } from "@shop/contracts";
import { type DbOrTx, reportStores, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { type ResolvedReport, resolveReport } from "./report-filters";

export async function resolveScopedReport(
  db: DbOrTx,
  staff: UserRow,
  query: ReportQuery,
  locale: Locale,
  now: Date,
): Promise<ResolvedReport> {
  const resolved = await resolveReport(db, staff, query, locale, now);
  if (!resolved.filters.stores.length) return resolved;
  const stores = await reportStores(db);
  const cityIds = new Set(stores.filter((store) => resolved.filters.stores.includes(store.id)).map((store) => store.cityId));
  return { ...resolved, cities: resolved.cities.filter((city) => cityIds.has(city.id)) };
}

/** A city as the reports name it. */
export const cityView = (city: { slug: string; name: string }) => ({ slug: city.slug, name: city.name });
