// Counting lines of an open stock count (issue 33; docs/inventory.md "Stock counts", THE COUNT RULE): under the count's
// shared lock (no apply meanwhile) and the city's offer locks (no order half-way), each line's expected units are
// read from the store and stored with what was counted, who and when. Counting a line again replaces both: the newest
// count wins. Nothing in the store changes until the count is applied.
import type { StockCountCounted, StockCountLinesInput } from "@shop/contracts";
import {
  findStockCount,
  listStockCountLines,
  lockCityOffers,
  lockStockCount,
  readStoreUnits,
  saveCountedLines,
  type UserRow,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../../core/app-error";
import type { ApiDeps } from "../../../../core/deps";
import { resolveCountLines } from "./count-lines";
import { refuseUnlessOpen, stockCountFor } from "./count-scope";
import { countLineView } from "./count-view";

export async function countStockLines(
  deps: Pick<ApiDeps, "database">,
  staff: UserRow,
  id: number,
  body: StockCountLinesInput,
  locale: Locale,
): Promise<StockCountCounted> {
  const { db } = deps.database;
  const { count, store } = await stockCountFor(db, staff, id, locale);
  refuseUnlessOpen(count);
  const lines = await resolveCountLines(db, body.lines, { store, category: count.category, locale });
  const productIds = lines.map((line) => line.product.id).sort((a, b) => a - b);
  await db.transaction(async (tx) => {
    const locked = await lockStockCount(tx, count.id, "share");
    if (!locked) throw new AppError("NOT_FOUND");
    refuseUnlessOpen(locked);
    await lockCityOffers(tx, store.cityId, productIds);
    const units = await readStoreUnits(tx, store.id, productIds);
    await saveCountedLines(
      tx,
      count.id,
      staff.id,
      lines.map((line) => ({ productId: line.product.id, expected: units.get(line.product.id) ?? 0, counted: line.quantity })),
    );
  });
  const [rows, after] = await Promise.all([
    listStockCountLines(db, {
      countId: count.id,
      storeId: store.id,
      filter: "all",
      q: "",
      locale,
      limit: productIds.length,
      offset: 0,
      productIds,
    }),
    findStockCount(db, count.id, locale),
  ]);
  const order = new Map(lines.map((line) => [line.product.id, line.line]));
  return {
    lines: rows.map((row) => countLineView(row, true)).sort((a, b) => (order.get(a.product.id) ?? 0) - (order.get(b.product.id) ?? 0)),
    totals: (after ?? count).totals,
  };
}
