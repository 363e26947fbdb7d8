// A report's filters as the API takes them (issue 36): the period (shop days), and the cities, stores, categories and
// customer kinds. A city manager's report covers only their cities: a city or store of another city asked for is 404,
// as another city's order is; nobody's figures ever include a city they do not run.
import { REPORT_MAX_DAYS, REPORT_MESSAGES, type ReportQuery, unknownReportCities } from "@shop/contracts";
import { type DbOrTx, findStaffCities, type ReportCity, type ReportFilters, reportCities, reportStores, type UserRow } from "@shop/db";
import { type Locale, reportPeriod, shopDay } from "@shop/domain";
import { AppError } from "../../../core/app-error";

export interface ResolvedReport {
  filters: ReportFilters;
  previous: ReportFilters;
  /** The cities the figures cover. */
  cities: ReportCity[];
}

export async function resolveReport(
  db: DbOrTx,
  staff: UserRow,
  query: ReportQuery,
  locale: Locale,
  now = new Date(),
): Promise<ResolvedReport> {
  const period = reportPeriod(query, shopDay(now), REPORT_MAX_DAYS);
  if (typeof period === "string") {
    throw new AppError("VALIDATION_FAILED", { messages: REPORT_MESSAGES[period], issues: [{ path: "from", message: period }] });
  }
  const scope = await findStaffCities(db, staff);
  const all = await reportCities(db, locale);
  const mine = scope === "all" ? all : all.filter((city) => scope.includes(city.id));
  const unknown = query.cities.filter((slug) => !all.some((city) => city.slug === slug));
  if (unknown.length)
    throw new AppError("VALIDATION_FAILED", { messages: unknownReportCities(unknown), issues: [{ path: "cities", message: "unknown" }] });
  if (query.cities.some((slug) => !mine.some((city) => city.slug === slug))) throw new AppError("NOT_FOUND");
  const cities = query.cities.length ? mine.filter((city) => query.cities.includes(city.slug)) : mine;
  if (query.stores.length) {
    const stores = await reportStores(db);
    const inCities = (id: number) => cities.some((city) => city.id === stores.find((store) => store.id === id)?.cityId);
    if (!query.stores.every(inCities)) throw new AppError("NOT_FOUND");
  }
  const base = {
    cities: scope === "all" && !query.cities.length ? ("all" as const) : cities.map((city) => city.id),
    stores: query.stores,
    categories: query.categories,
    kinds: query.kinds,
  };
  return {
    filters: { ...base, from: period.from, to: period.to },
    previous: { ...base, from: period.previousFrom, to: period.previousTo },
    cities,
  };
}
