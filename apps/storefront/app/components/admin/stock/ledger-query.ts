// The stock ledger page's filters in its address (issue 33): the store (a store's id, or "all" with a product), the
// product as staff typed it (an EAN, an SKU, #id, or the id the offers page links with), the kind, the days, who
// made the movements (anyone, staff, customers, the system) or one staff member by e-mail, and the page.
import { MOVEMENT_KINDS, type MovementKind, type StockMovementsQuery, type StockStore } from "@shop/contracts";

export const LEDGER_WHO = ["staff", "customer", "system"] as const;
type LedgerWho = (typeof LEDGER_WHO)[number];

export interface LedgerFilters {
  /** ?store= as given: a store's id, "all", or "" (none given). */
  store: string;
  product: string;
  kind: MovementKind | "";
  from: string;
  to: string;
  who: LedgerWho | "";
  email: string;
  page: number;
}

const text = (search: URLSearchParams, name: string, max: number) => (search.get(name) ?? "").trim().slice(0, max);

export function readLedgerFilters(search: URLSearchParams): LedgerFilters {
  const kind = search.get("kind");
  const who = search.get("who");
  const page = Number(search.get("page"));
  return {
    store: text(search, "store", 12),
    product: text(search, "product", 64),
    kind: MOVEMENT_KINDS.find((known) => known === kind) ?? "",
    from: text(search, "from", 10),
    to: text(search, "to", 10),
    who: LEDGER_WHO.find((known) => known === who) ?? "",
    email: text(search, "email", 254),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/**
 * The store the page shows: one of the caller's stores by ?store=; every store of theirs when a product is chosen
 * and ?store= is "all" or missing (the offers page links a product alone); else their first store.
 */
export function ledgerStore(filters: LedgerFilters, stores: readonly StockStore[]): StockStore | null {
  if (filters.product && (filters.store === "" || filters.store === "all")) return null;
  return stores.find((store) => String(store.id) === filters.store) ?? stores[0] ?? null;
}

/** What the API is asked: the e-mail wins over "made by" (a staff member is staff). */
export function ledgerApiQuery(filters: LedgerFilters, store: StockStore | null): Omit<StockMovementsQuery, "page"> {
  const or = (value: string) => value || undefined;
  return {
    store: store?.id,
    product: or(filters.product),
    kind: filters.kind || undefined,
    from: or(filters.from),
    to: or(filters.to),
    actor: or(filters.email) ?? or(filters.who),
  };
}

/** The page's address query with the same filters (a page, another person…): empty values left out. */
export function ledgerLink(
  filters: LedgerFilters,
  store: StockStore | null,
  change: Partial<Omit<LedgerFilters, "store">> = {},
): Record<string, string | number | undefined> {
  const next = { ...filters, page: 1, ...change };
  return {
    store: store ? store.id : next.product ? "all" : undefined,
    product: next.product || undefined,
    kind: next.kind || undefined,
    from: next.from || undefined,
    to: next.to || undefined,
    who: next.who || undefined,
    email: next.email || undefined,
    page: next.page > 1 ? next.page : undefined,
  };
}

/** The filters other than the store, for the store picker to keep. */
export function ledgerKeep(filters: LedgerFilters): Record<string, string> {
  const keep = ledgerLink(filters, null);
  delete keep.store;
  return Object.fromEntries(Object.entries(keep).flatMap(([key, value]) => (value === undefined ? [] : [[key, String(value)]])));
}
