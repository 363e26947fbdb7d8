// A store's write-offs and corrections, newest first (issue 33), and one of them by id.
import type { StockAdjustment, StockAdjustments, StockAdjustmentsQuery } from "@shop/contracts";
import { type DbOrTx, findAdjustment, listAdjustments, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { adjustmentView } from "./adjustment-view";
import { stockStoreFor } from "./store-scope";

const PAGE_SIZE = 20;

export async function listStockAdjustments(
  db: DbOrTx,
  staff: UserRow,
  query: StockAdjustmentsQuery,
  locale: Locale,
): Promise<StockAdjustments> {
  const store = await stockStoreFor(db, staff, query.store);
  const page = query.page ?? 1;
  const rows = await listAdjustments(db, { storeId: store.id, locale, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  return {
    items: rows.slice(0, PAGE_SIZE).map((row) => adjustmentView(row, store, locale)),
    page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
  };
}

export async function getStockAdjustment(db: DbOrTx, staff: UserRow, id: number, locale: Locale): Promise<StockAdjustment> {
  const row = await findAdjustment(db, id, locale);
  if (!row) throw new AppError("NOT_FOUND");
  return adjustmentView(row, await stockStoreFor(db, staff, row.storeId), locale);
}
