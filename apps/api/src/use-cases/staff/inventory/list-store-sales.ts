// A store's counter sales, newest first (optionally those whose register number holds `q`), and one sale by its
// number (issue 33). A store or sale the staff member does not act on answers 404.
import type { StoreSale, StoreSales, StoreSalesQuery } from "@shop/contracts";
import { type DbOrTx, findSale, listSales, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { saleSummaryView, saleView } from "./sale-view";
import { stockStoreFor } from "./store-scope";

const PAGE_SIZE = 20;

export async function listStoreSales(db: DbOrTx, staff: UserRow, query: StoreSalesQuery, locale: Locale): Promise<StoreSales> {
  const store = await stockStoreFor(db, staff, query.store);
  const page = query.page ?? 1;
  const rows = await listSales(db, { storeId: store.id, q: query.q || null, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  return {
    items: rows.slice(0, PAGE_SIZE).map((row) => saleSummaryView(row, store, locale)),
    page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
  };
}

export async function getStoreSale(db: DbOrTx, staff: UserRow, id: number, locale: Locale): Promise<StoreSale> {
  const row = await findSale(db, id, locale);
  if (!row) throw new AppError("NOT_FOUND");
  return saleView(row, await stockStoreFor(db, staff, row.storeId), locale);
}
