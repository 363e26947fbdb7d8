// The orders page's address: its tab, the list's filters and page, the lost transfers' state, and the notice
// shown after a change (Post/Redirect/Get). Anything unknown in the address is ignored, never an error.
import {
  DELIVERY_METHOD_CODES,
  type DeliveryMethod,
  LOST_TRANSFER_STATES,
  ORDER_STATUS_CODES,
  type OrderStatus,
  PAYMENT_METHOD_CODES,
  type PaymentMethod,
  type StaffOrderQuery,
} from "@shop/contracts";

export const ORDERS_PAGE_SIZE = 50;
export const LOST_TAB = "lost";

export interface OrderFilters {
  /** A city slug of the caller's cities, or "" for all of them. */
  city: string;
  status: OrderStatus | "";
  payment: PaymentMethod | "";
  delivery: DeliveryMethod | "";
  /** Days placed, YYYY-MM-DD in shop time, or "". */
  from: string;
  to: string;
  q: string;
  page: number;
}

export type LostState = (typeof LOST_TRANSFER_STATES)[number];

const oneOf = <T extends string>(codes: readonly T[], value: string | null): T | "" =>
  value !== null && (codes as readonly string[]).includes(value) ? (value as T) : "";

/** A real calendar day as a date input sends it, or "". */
export function dayOf(value: string | null): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return "";
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : "";
}

export function pageOf(value: string | null): number {
  const page = Number(value ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export function readOrderFilters(search: URLSearchParams, cities: readonly string[]): OrderFilters {
  return {
    city: oneOf(cities, search.get("city")),
    status: oneOf(ORDER_STATUS_CODES, search.get("status")),
    payment: oneOf(PAYMENT_METHOD_CODES, search.get("payment")),
    delivery: oneOf(DELIVERY_METHOD_CODES, search.get("delivery")),
    from: dayOf(search.get("from")),
    to: dayOf(search.get("to")),
    q: (search.get("q") ?? "").trim().slice(0, 100),
    page: pageOf(search.get("page")),
  };
}

/** "Placed from" later than "placed to": nothing can match, and the page says why. */
export const datesReversed = (filters: OrderFilters) => filters.from !== "" && filters.to !== "" && filters.from > filters.to;

/** The API's query for these filters. */
export function toApiQuery(filters: OrderFilters): StaffOrderQuery {
  const query: StaffOrderQuery = {};
  if (filters.city) query.city = filters.city;
  if (filters.status) query.status = filters.status;
  if (filters.payment) query.payment = filters.payment;
  if (filters.delivery) query.delivery = filters.delivery;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.q) query.q = filters.q;
  if (filters.page > 1) query.page = filters.page;
  return query;
}

/** The address's query for these filters on a page (for the pager's links). */
export function filtersQuery(filters: OrderFilters, page: number): Record<string, string | undefined> {
  const { page: _, ...rest } = toApiQuery(filters);
  return { ...rest, page: page > 1 ? String(page) : undefined };
}

export const readTab = (search: URLSearchParams) => (search.get("tab") === LOST_TAB ? LOST_TAB : "orders");

export const readLostState = (search: URLSearchParams): LostState => oneOf(LOST_TRANSFER_STATES, search.get("state")) || "open";
