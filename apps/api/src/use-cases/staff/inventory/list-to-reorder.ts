// "To reorder" (issue 33; docs/inventory.md "Reorder points and the daily digest"): what a store holds below its
// minimum, and how much to order to reach the target (its units now; units in transit to it are not counted), as a
// list or as CSV. A store outside the caller's cities answers 404.
import type { ReorderLine, ToReorder } from "@shop/contracts";
import { type DbOrTx, listReorderDue, type ReorderDueRow, type UserRow } from "@shop/db";
import { formatReorderCsv, type Locale, reorderQuantity, shopDateTimeText } from "@shop/domain";
import { stockStoreFor, stockStoreOf } from "./store-scope";

const reorderLineOf = (row: ReorderDueRow): ReorderLine => ({
  product: { id: row.productId, sku: row.sku, ean: row.ean, name: row.name },
  units: row.units,
  min: row.min,
  target: row.target,
  toOrder: reorderQuantity(row, row.units),
});

export async function listToReorder(db: DbOrTx, staff: UserRow, storeId: number, locale: Locale): Promise<ToReorder> {
  const store = await stockStoreFor(db, staff, storeId);
  const rows = await listReorderDue(db, store.id, locale);
  return { store: stockStoreOf(store, locale), items: rows.map(reorderLineOf) };
}

export async function exportToReorderCsv(
  db: DbOrTx,
  staff: UserRow,
  storeId: number,
  locale: Locale,
): Promise<{ filename: string; csv: string }> {
  const { store, items } = await listToReorder(db, staff, storeId, locale);
  const csv = formatReorderCsv(
    items.map((line) => ({
      storeId: store.id,
      store: store.address,
      productId: line.product.id,
      sku: line.product.sku,
      ean: line.product.ean,
      product: line.product.name,
      units: line.units,
      min: line.min,
      target: line.target,
      toOrder: line.toOrder,
    })),
  );
  return { filename: `to-reorder-store-${store.id}-${shopDateTimeText(new Date()).slice(0, 10)}.csv`, csv };
}
