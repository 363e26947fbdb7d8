// A stock count as the API answers it (issue 33): the count with its totals, and its lines with expected, counted and
// the difference (docs/inventory.md "Stock counts").
import type { StockCountLine, StockCountSummary } from "@shop/contracts";
import type { StockCountLineRow, StockCountRow, StockStoreRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { stockStoreOf } from "../store-scope";

const stamp = (at: Date | null, by: string | null) => (at ? { at: at.toISOString(), by } : null);

export const countSummaryView = (row: StockCountRow, store: StockStoreRow, locale: Locale): StockCountSummary => ({
  id: row.id,
  store: stockStoreOf(store, locale),
  category: row.category,
  status: row.status,
  note: row.note,
  created: { at: row.createdAt.toISOString(), by: row.createdBy },
  applied: stamp(row.appliedAt, row.appliedBy),
  canceled: stamp(row.canceledAt, row.canceledBy),
  totals: row.totals,
});

/** `open`: an uncounted line shows the store's units now as what is expected (a closed count's shows none). */
export function countLineView(row: StockCountLineRow, open: boolean): StockCountLine {
  const counted = row.counted !== null && row.expected !== null;
  return {
    product: { id: row.productId, sku: row.sku, ean: row.ean, name: row.name },
    expected: counted ? row.expected : open ? row.units : null,
    counted: row.counted,
    difference: counted ? (row.counted as number) - (row.expected as number) : null,
    units: row.units,
    countedAt: row.countedAt?.toISOString() ?? null,
    countedBy: row.countedBy,
    adjustment: row.adjustment,
  };
}
