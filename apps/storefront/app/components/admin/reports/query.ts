// The reports' address (issue 36): the period, the bucket or dimension, the measure the chart draws, and the cities,
// stores, categories and customer kinds. A GET form's ticked boxes come as repeated fields (`cities=a&cities=b`), a link
// or a bookmark may carry them comma-separated (`cities=a,b`): both are read. Anything unknown is left out, never an
// error: a city or store the staff member does not run is dropped (the API would answer 404), a date that is no date too.
import { REPORT_BREAKDOWNS, REPORT_BUCKETS, REPORT_KINDS, type ReportBreakdown } from "@shop/contracts";
import type { BreakdownApiQuery, ReportApiQuery, SalesApiQuery } from "../../../lib/api/staff-reports";

export const REPORT_MEASURES = ["gross", "orders", "units", "averageOrder"] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number];
export type ReportBucket = (typeof REPORT_BUCKETS)[number];
type ReportKind = (typeof REPORT_KINDS)[number];

export interface ReportFilters {
  /** YYYY-MM-DD, or "" for the API's default (the 30 days up to today). */
  from: string;
  to: string;
  bucket: ReportBucket;
  by: ReportBreakdown;
  measure: ReportMeasure;
  /** Slugs; none: every city of the staff member's. */
  cities: string[];
  stores: number[];
  categories: number[];
  kinds: ReportKind[];
}

/** What the staff member may choose from: their cities, their cities' stores and the catalogue's categories. */
export interface ReportChoices {
  cities: ReadonlyArray<{ slug: string }>;
  stores: ReadonlyArray<{ id: number; city: { slug: string } }>;
  categories: ReadonlyArray<{ id: number }>;
}

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** A real calendar day (not 2026-02-31), else "". */
function dayOf(value: string | null): string {
  if (!value || !DAY.test(value)) return "";
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value ? value : "";
}

const oneOf = <T extends string>(codes: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (codes as readonly string[]).includes(value) ? (value as T) : fallback;

/** Every value of a list parameter, repeated or comma-separated, once each, in the order given. */
function listOf(search: URLSearchParams, name: string): string[] {
  const values = search
    .getAll(name)
    .flatMap((value) => value.split(","))
    .map((value) => value.trim());
  return [...new Set(values.filter((value) => value !== ""))];
}

export function readReportFilters(search: URLSearchParams, choices: ReportChoices): ReportFilters {
  const cities = listOf(search, "cities").filter((slug) => choices.cities.some((city) => city.slug === slug));
  // A store of a city not chosen would make the API answer 404: such a store is dropped.
  const storeCities = cities.length ? cities : choices.cities.map((city) => city.slug);
  const stores = listOf(search, "stores")
    .map(Number)
    .filter((id) => choices.stores.some((store) => store.id === id && storeCities.includes(store.city.slug)));
  const categories = listOf(search, "categories")
    .map(Number)
    .filter((id) => choices.categories.some((category) => category.id === id));
  const kinds = listOf(search, "kinds").filter((kind): kind is ReportKind => (REPORT_KINDS as readonly string[]).includes(kind));
  return {
    from: dayOf(search.get("from")),
    to: dayOf(search.get("to")),
    bucket: oneOf(REPORT_BUCKETS, search.get("bucket"), "day"),
    by: oneOf(REPORT_BREAKDOWNS, search.get("by"), "city"),
    measure: oneOf(REPORT_MEASURES, search.get("measure"), "gross"),
    cities,
    stores,
    categories,
    kinds,
  };
}

const joined = (values: ReadonlyArray<string | number>) => (values.length ? values.join(",") : undefined);

function apiFilters(filters: ReportFilters): ReportApiQuery {
  return {
    from: filters.from || undefined,
    to: filters.to || undefined,
    cities: joined(filters.cities),
    stores: joined(filters.stores),
    categories: joined(filters.categories),
    kinds: joined(filters.kinds),
  };
}

export const salesApiQuery = (filters: ReportFilters): SalesApiQuery => ({ ...apiFilters(filters), bucket: filters.bucket });
export const breakdownApiQuery = (filters: ReportFilters): BreakdownApiQuery => ({ ...apiFilters(filters), by: filters.by });

export type ReportPageName = "reports" | "reportsBreakdown";

/**
 * The address's query of the reports with these filters (the links: the measure, the other report, the downloads); the
 * defaults (day, city, revenue) are left out. Each page reads what is its own and ignores the rest.
 */
export function reportQuery(
  filters: ReportFilters,
  change: Partial<ReportFilters> = {},
  extra: Record<string, string> = {},
): Record<string, string | undefined> {
  const next = { ...filters, ...change };
  return {
    ...apiFilters(next),
    bucket: next.bucket === "day" ? undefined : next.bucket,
    by: next.by === "city" ? undefined : next.by,
    measure: next.measure === "gross" ? undefined : next.measure,
    ...extra,
  };
}
