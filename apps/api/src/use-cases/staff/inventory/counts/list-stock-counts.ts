// A store's stock counts, newest first, with the categories a new count may be limited to (issue 33); and one count
// with a page of its lines (filtered: uncounted, counted, with a difference; or found by EAN, SKU, #id or name).
import type { StockCount, StockCountQuery, StockCounts, StockCountsQuery } from "@shop/contracts";
import { type DbOrTx, findOpenStockCountId, listCountCategories, listStockCountLines, listStockCounts, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { stockStoreFor } from "../store-scope";
import { stockCountFor } from "./count-scope";
import { countLineView, countSummaryView } from "./count-view";

const COUNTS_PAGE = 20;
const LINES_PAGE = 50;

export async function listStaffStockCounts(db: DbOrTx, staff: UserRow, query: StockCountsQuery, locale: Locale): Promise<StockCounts> {
  const store = await stockStoreFor(db, staff, query.store);
  const page = query.page ?? 1;
  const [rows, open, categories] = await Promise.all([
    listStockCounts(db, { storeId: store.id, locale, limit: COUNTS_PAGE + 1, offset: (page - 1) * COUNTS_PAGE }),
    findOpenStockCountId(db, store.id),
    listCountCategories(db, locale),
  ]);
  return {
    items: rows.slice(0, COUNTS_PAGE).map((row) => countSummaryView(row, store, locale)),
    page,
    pageSize: COUNTS_PAGE,
    hasMore: rows.length > COUNTS_PAGE,
    open,
    categories,
  };
}

export async function getStaffStockCount(
  db: DbOrTx,
  staff: UserRow,
  id: number,
  query: StockCountQuery,
  locale: Locale,
): Promise<StockCount> {
  const { count, store } = await stockCountFor(db, staff, id, locale);
  const page = query.page ?? 1;
  const rows = await listStockCountLines(db, {
    countId: count.id,
    storeId: store.id,
    filter: query.filter ?? "all",
    q: query.q ?? "",
    locale,
    limit: LINES_PAGE + 1,
    offset: (page - 1) * LINES_PAGE,
  });
  return {
    ...countSummaryView(count, store, locale),
    lines: rows.slice(0, LINES_PAGE).map((row) => countLineView(row, count.status === "open")),
    page,
    pageSize: LINES_PAGE,
    hasMore: rows.length > LINES_PAGE,
  };
}
