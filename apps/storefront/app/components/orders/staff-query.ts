// The staff orders page's address: its filters and the notice after a status change.
import { ORDER_STATUS_CODES, OrderStatus } from "@shop/contracts";
import { normalizeOrderId } from "@shop/domain";

/** The list's filters as the address gives them; no `city` means the current city, `city=all` every city. */
export interface StaffFilters {
  city: string;
  status: OrderStatus | "";
  q: string;
  page: number;
}

export const ALL_CITIES = "all";
/** The API's page of staff orders (GET /api/v1/staff/orders: "50 a page"). */
export const STAFF_PAGE_SIZE = 50;

export function readStaffFilters(search: URLSearchParams, currentCity: string, cities: readonly string[]): StaffFilters {
  const city = search.get("city");
  const status = search.get("status") ?? "";
  const page = Number(search.get("page") ?? "1");
  return {
    city: city === ALL_CITIES || (city && cities.includes(city)) ? city : currentCity,
    status: (ORDER_STATUS_CODES as readonly string[]).includes(status) ? (status as OrderStatus) : "",
    q: (search.get("q") ?? "").trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** After a status change (Post/Redirect/Get): which order moved where, for the notice. */
export function readMoved(search: URLSearchParams) {
  const id = normalizeOrderId(search.get("moved") ?? "");
  const to = OrderStatus.safeParse(search.get("to"));
  return id && to.success ? { id, to: to.data } : null;
}
