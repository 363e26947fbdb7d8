// A goods receipt as the API answers it (issue 33): its lines with the units the store held after each, and its totals
// (units; the value of the lines with a unit cost, net; how many lines have none).
import type { StockReceipt, StockReceiptSummary } from "@shop/contracts";
import type { ReceiptRow, ReceiptSummaryRow, StockStoreRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { stockStoreOf } from "./store-scope";

/** Units, value (Σ units × unit cost, grosze) and the lines without a cost. */
export function receiptTotals(lines: ReadonlyArray<{ quantity: number; unitCost: number | null }>) {
  return {
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
    value: lines.reduce((sum, line) => sum + line.quantity * (line.unitCost ?? 0), 0),
    uncosted: lines.filter((line) => line.unitCost === null).length,
  };
}

const headOf = (row: ReceiptSummaryRow | ReceiptRow, store: StockStoreRow, locale: Locale) => ({
  id: row.id,
  store: stockStoreOf(store, locale),
  supplierName: row.supplierName,
  supplierDocument: row.supplierDocument,
  source: row.source,
  created: { at: row.createdAt.toISOString(), by: row.createdBy },
});

export const receiptView = (row: ReceiptRow, store: StockStoreRow, locale: Locale): StockReceipt => ({
  ...headOf(row, store, locale),
  note: row.note,
  lines: row.lines.map((line) => ({
    product: { id: line.productId, sku: line.sku, ean: line.ean, name: line.name },
    quantity: line.quantity,
    unitCost: line.unitCost,
    quantityAfter: line.quantityAfter,
  })),
  ...receiptTotals(row.lines),
});

export const receiptSummaryView = (row: ReceiptSummaryRow, store: StockStoreRow, locale: Locale): StockReceiptSummary => ({
  ...headOf(row, store, locale),
  lines: row.lines,
  units: row.units,
  value: row.value,
  uncosted: row.uncosted,
});
