// The product list's filters as they travel in its address (a GET form), and as the API's query.
import type { StaffProductQuery } from "@shop/contracts";
import { isLocale } from "@shop/domain";

export interface ProductFilters {
  q: string;
  category: string;
  brand: string;
  kind: "" | "simple" | "bundle";
  missing: string;
  page: number;
}

const idOf = (value: string | null) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? value : "");

export function readProductFilters(search: URLSearchParams): ProductFilters {
  const kind = search.get("kind");
  const missing = search.get("missing") ?? "";
  const page = Number(search.get("page"));
  return {
    q: (search.get("q") ?? "").trim().slice(0, 100),
    category: idOf(search.get("category")),
    brand: idOf(search.get("brand")),
    kind: kind === "simple" || kind === "bundle" ? kind : "",
    missing: isLocale(missing) ? missing : "",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export function toApiQuery(filters: ProductFilters): StaffProductQuery {
  return {
    q: filters.q || undefined,
    category: filters.category ? Number(filters.category) : undefined,
    brand: filters.brand ? Number(filters.brand) : undefined,
    kind: filters.kind || undefined,
    missing: isLocale(filters.missing) ? filters.missing : undefined,
    page: filters.page > 1 ? filters.page : undefined,
  };
}

/** The list's address query for another page with the same filters. */
export function filtersQuery(filters: ProductFilters, page: number): Record<string, string | undefined> {
  return {
    q: filters.q || undefined,
    category: filters.category || undefined,
    brand: filters.brand || undefined,
    kind: filters.kind || undefined,
    missing: filters.missing || undefined,
    page: page > 1 ? String(page) : undefined,
  };
}
