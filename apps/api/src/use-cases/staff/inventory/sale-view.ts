// A counter sale as the API answers it (issue 33): its lines with the units the store held after each.
import type { StoreSale, StoreSaleSummary } from "@shop/contracts";
import type { SaleRow, SaleSummaryRow, StockStoreRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { stockStoreOf } from "./store-scope";

const headOf = (row: SaleRow | SaleSummaryRow, store: StockStoreRow, locale: Locale) => ({
  id: row.id,
  store: stockStoreOf(store, locale),
  reference: row.reference,
  source: row.source,
  soldOn: row.soldOn,
  created: { at: row.createdAt.toISOString(), by: row.createdBy },
  units: row.units,
});

export const saleView = (row: SaleRow, store: StockStoreRow, locale: Locale): StoreSale => ({
  ...headOf(row, store, locale),
  lines: row.lines.map((line) => ({
    product: { id: line.productId, sku: line.sku, ean: line.ean, name: line.name },
    quantity: line.quantity,
    quantityAfter: line.quantityAfter,
  })),
});

export const saleSummaryView = (row: SaleSummaryRow, store: StockStoreRow, locale: Locale): StoreSaleSummary => ({
  ...headOf(row, store, locale),
  lines: row.lines,
});
