// Reorder points of a store (issue 33; docs/inventory.md "Reorder points and the daily digest"): its rules with its
// units and what each asks to order, a page at a time. A store outside the caller's cities answers 404.
import type { ReorderRule, ReorderRules, ReorderRulesQuery } from "@shop/contracts";
import { type DbOrTx, listReorderRules, type ReorderRuleRow, type UserRow } from "@shop/db";
import { type Locale, reorderQuantity } from "@shop/domain";
import { stockStoreFor, stockStoreOf } from "./store-scope";

const PAGE_SIZE = 50;

export const reorderRuleView = (row: ReorderRuleRow): ReorderRule => ({
  product: { id: row.productId, sku: row.sku, ean: row.ean, name: row.name },
  min: row.min,
  target: row.target,
  units: row.units,
  offered: row.offered,
  toOrder: row.offered ? reorderQuantity(row, row.units) : 0,
  updated: { at: row.updatedAt.toISOString(), by: row.updatedBy },
});
export async function listStoreReorderRules(db: DbOrTx, staff: UserRow, query: ReorderRulesQuery, locale: Locale): Promise<ReorderRules> {
  const store = await stockStoreFor(db, staff, query.store);
  const page = query.page ?? 1;
  const { rows, total } = await listReorderRules(db, { storeId: store.id, locale, limit: PAGE_SIZE + 1, offset: (page - 1) * PAGE_SIZE });
  return {
    store: stockStoreOf(store, locale),
    items: rows.slice(0, PAGE_SIZE).map(reorderRuleView),
    page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
    total,
  };
}
