// Store operations (issue 33): the product finder of the stock documents and the count page: an EAN or SKU as
// scanned or typed finds its product first, then words of its name; with a store, what it holds (a store the staff
// member does not act on answers 404).
import type { StockProducts, StockProductsQuery } from "@shop/contracts";
import { type DbOrTx, searchStockProducts, type UserRow } from "@shop/db";
import { cleanEan, type Locale } from "@shop/domain";
import { stockStoreFor } from "./store-scope";

const LIMIT = 20;

export async function findStockProducts(db: DbOrTx, staff: UserRow, query: StockProductsQuery, locale: Locale): Promise<StockProducts> {
  if (query.store !== undefined) await stockStoreFor(db, staff, query.store);
  // A scanner's or a person's spaces and dashes inside a barcode do not hide it.
  const digits = cleanEan(query.q);
  const q = /^[0-9]{8,14}$/.test(digits) ? digits : query.q;
  const items = await searchStockProducts(db, { q, storeId: query.store ?? null, locale, limit: LIMIT });
  return { items };
}
