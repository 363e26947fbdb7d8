// A store's goods receipts, newest first (optionally those of a supplier or document matching `q`), and one receipt
// by its number (issue 33). A store or receipt the staff member does not act on answers 404.
import type { StockReceipt, StockReceipts, StockReceiptsQuery } from "@shop/contracts";
import { type DbOrTx, findReceipt, listReceipts, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { receiptSummaryView, receiptView } from "./receipt-view";
import { stockStoreFor } from "./store-scope";

const PAGE_SIZE = 20;

export async function listStockReceipts(db: DbOrTx, staff: UserRow, query: StockReceiptsQuery, locale: Locale): Promise<StockReceipts> {
  const store = await stockStoreFor(db, staff, query.store);
  const page = query.page ?? 1;
  const rows = await listReceipts(db, { storeId: store.id, q: query.q || null, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  return {
    items: rows.slice(0, PAGE_SIZE).map((row) => receiptSummaryView(row, store, locale)),
    page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
  };
}

export async function getStockReceipt(db: DbOrTx, staff: UserRow, id: number, locale: Locale): Promise<StockReceipt> {
  const row = await findReceipt(db, id, locale);
  if (!row) throw new AppError("NOT_FOUND");
  return receiptView(row, await stockStoreFor(db, staff, row.storeId), locale);
}
