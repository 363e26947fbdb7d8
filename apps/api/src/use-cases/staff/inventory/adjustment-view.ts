// A write-off or correction as the API answers it (issue 33).
import type { StockAdjustment } from "@shop/contracts";
import type { AdjustmentRow, StockStoreRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { stockStoreOf } from "./store-scope";

export const adjustmentView = (row: AdjustmentRow, store: StockStoreRow, locale: Locale): StockAdjustment => ({
  id: row.id,
  store: stockStoreOf(store, locale),
  kind: row.kind,
  reason: row.reason,
  note: row.note,
  created: { at: row.createdAt.toISOString(), by: row.createdBy },
  lines: row.lines.map((line) => ({
    product: { id: line.productId, sku: line.sku, ean: line.ean, name: line.name },
    quantity: line.quantity,
    quantityAfter: line.quantityAfter,
  })),
});
