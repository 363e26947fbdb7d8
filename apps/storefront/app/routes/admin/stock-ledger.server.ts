// The stock ledger (issue 33; docs/inventory.md "The ledger in the back office"): a store's movements, or a product's
// across the caller's stores, filtered by a GET form (the address is the filters' state), 50 a page, and the same
// filters as a CSV download (?format=csv, answered by the page's middleware before any loader runs).
import type { StockMovements, StockStore } from "@shop/contracts";
import { type LoaderFunctionArgs, type MiddlewareFunction, redirect } from "react-router";
import { type LedgerFilters, ledgerApiQuery, ledgerLink, ledgerStore, readLedgerFilters } from "../../components/admin/stock/ledger-query";
import { adminT } from "../../lib/admin/texts.server";
import { ApiError } from "../../lib/api/client";
import { exportStockMovementsCsv, getStockMovements } from "../../lib/api/staff-ledger";
import { getStockStores } from "../../lib/api/staff-stock";
import { type CallerArgs, type StaffCaller, staffOf } from "../../lib/caller.server";
import { pageNotFound } from "../../lib/page.server";

type Issues = Array<{ path?: string; message?: string }>;
const issuesOf = (error: ApiError): Issues => (error.body as { issues?: Issues } | null)?.issues ?? [];

async function ledgerOf(
  args: CallerArgs,
  staff: StaffCaller,
): Promise<{ stores: StockStore[]; store: StockStore | null; filters: LedgerFilters }> {
  const { items: stores } = await getStockStores(staff.api);
  const filters = readLedgerFilters(args.url.searchParams);
  return { stores, store: ledgerStore(filters, stores), filters };
}

/**
 * ?format=csv: the filtered movements as a download (a plain link: works without JavaScript). Filters the API
 * refuses lead back to the page, which says why; a choice wider than the export holds comes back with ?csv=too-many.
 */
export const ledgerCsvMiddleware: MiddlewareFunction<Response> = async (args, next) => {
  if (args.request.method !== "GET" || args.url.searchParams.get("format") !== "csv") return next();
  const staff = await staffOf(args);
  const { stores, store, filters } = await ledgerOf(args, staff);
  if (stores.length === 0) pageNotFound(args.url);
  const back = (extra: Record<string, string> = {}) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...ledgerLink(filters, store, { page: filters.page }), ...extra }))
      if (value !== undefined) query.set(key, String(value));
    return redirect(`${args.url.pathname}?${query}`, 303);
  };
  let csv: string;
  try {
    csv = await exportStockMovementsCsv(staff.api, ledgerApiQuery(filters, store));
  } catch (error) {
    if (error instanceof ApiError && error.statusCode === 404) pageNotFound(args.url);
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    return back(issuesOf(error).some((issue) => issue.path === "csv") ? { csv: "too-many" } : {});
  }
  const day = new Date().toISOString().slice(0, 10);
  const what = store ? `store-${store.id}` : "stores";
  // The API sends a byte order mark (spreadsheets need it for Polish and Cyrillic letters); reading text drops it.
  return new Response(csv.startsWith("\uFEFF") ? csv : `\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="stock-ledger-${what}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
};

const EMPTY = (page: number): StockMovements => ({ product: null, items: [], page, pageSize: 50, hasMore: false });

export async function ledgerLoader(args: LoaderFunctionArgs) {
  const t = adminT(args);
  const staff = await staffOf(args);
  const { stores, store, filters } = await ledgerOf(args, staff);
  const title = t("common.metaTitle", { page: t("stock.ledger.title") });
  const notice = args.url.searchParams.get("csv") === "too-many" ? [t("stock.ledger.csvTooMany")] : [];
  const base = { title, stores, store, filters };
  if (stores.length === 0) return { ...base, list: EMPTY(1), messages: [], invalid: [] as string[] };
  try {
    const list = await getStockMovements(staff.api, {
      ...ledgerApiQuery(filters, store),
      page: filters.page > 1 ? filters.page : undefined,
    });
    return { ...base, list, messages: notice, invalid: [] as string[] };
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 400) throw error;
    // A malformed filter: the API's messages in the user's language, and which filters to correct.
    const issues = issuesOf(error);
    const messages = issues.flatMap((issue) => (issue.message ? [issue.message] : []));
    return {
      ...base,
      list: EMPTY(filters.page),
      messages: messages.length ? messages : [error.message],
      invalid: issues.flatMap((issue) => (issue.path ? [issue.path === "actor" ? "email" : issue.path] : [])),
    };
  }
}
