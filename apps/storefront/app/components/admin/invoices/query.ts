// The invoices page's address: the month, city, KSeF status, kind, customer text and page. Anything unknown in the
// address is ignored, never an error; the month defaults to the current one in shop time (the API's default too).
import {
  INVOICE_KIND_CODES,
  type InvoiceKindCode,
  KSEF_STATUS_CODES,
  type KsefStatusCode,
  type StaffInvoiceCsvQuery,
  type StaffInvoiceQuery,
} from "@shop/contracts";
import { invoicePeriod } from "@shop/domain";

export interface InvoiceFilters {
  /** YYYY-MM. */
  month: string;
  /** A city slug of the caller's cities, or "" for all of them. */
  city: string;
  status: KsefStatusCode | "";
  kind: InvoiceKindCode | "";
  q: string;
  page: number;
}

const oneOf = <T extends string>(codes: readonly T[], value: string | null): T | "" =>
  value !== null && (codes as readonly string[]).includes(value) ? (value as T) : "";

const monthOf = (value: string | null, now: Date = new Date()): string =>
  value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : invoicePeriod(now).key;

const pageOf = (value: string | null): number => {
  const page = Number(value ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

export function readInvoiceFilters(search: URLSearchParams, cities: readonly string[], now: Date = new Date()): InvoiceFilters {
  return {
    month: monthOf(search.get("month"), now),
    city: oneOf(cities, search.get("city")),
    status: oneOf(KSEF_STATUS_CODES, search.get("status")),
    kind: oneOf(INVOICE_KIND_CODES, search.get("kind")),
    q: (search.get("q") ?? "").trim().slice(0, 100),
    page: pageOf(search.get("page")),
  };
}

/** The API's query for these filters. */
export function toApiQuery(filters: InvoiceFilters): StaffInvoiceQuery {
  const query: StaffInvoiceQuery = { month: filters.month };
  if (filters.city) query.city = filters.city;
  if (filters.status) query.status = filters.status;
  if (filters.kind) query.kind = filters.kind;
  if (filters.q) query.q = filters.q;
  if (filters.page > 1) query.page = filters.page;
  return query;
}

/** The month's CSV: all of the month's invoices (of the city chosen), whatever the other filters. */
export const csvQuery = (filters: InvoiceFilters): StaffInvoiceCsvQuery => ({
  month: filters.month,
  ...(filters.city ? { city: filters.city } : {}),
});

/** The address's query for these filters on a page (the pager's links) or with `extra` (the CSV link). */
export function filtersQuery(
  filters: InvoiceFilters,
  page: number,
  extra: Record<string, string> = {},
): Record<string, string | undefined> {
  const { page: _, ...rest } = toApiQuery(filters);
  return { ...rest, page: page > 1 ? String(page) : undefined, ...extra };
}
