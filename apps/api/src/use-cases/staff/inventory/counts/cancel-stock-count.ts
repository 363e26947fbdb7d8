// Canceling an open stock count (issue 33): nothing was posted, nothing is; the counted lines stay readable. An applied
// count cannot be canceled (409: a new count puts a mistake right); canceling twice cancels once.
import { countMessage, type StockCountSummary } from "@shop/contracts";
import { findStockCount, lockStockCount, markStockCountCanceled, type UserRow, writeAudit } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../../core/app-error";
import type { ApiDeps } from "../../../../core/deps";
import { stockStoreLabel } from "../store-scope";
import { stockCountFor } from "./count-scope";
import { countSummaryView } from "./count-view";

export async function cancelStockCount(
  deps: Pick<ApiDeps, "database">,
  staff: UserRow,
  id: number,
  locale: Locale,
): Promise<StockCountSummary> {
  const { db } = deps.database;
  const { count, store } = await stockCountFor(db, staff, id, locale);
  await db.transaction(async (tx) => {
    const locked = await lockStockCount(tx, count.id, "update");
    if (locked?.status === "applied") throw new AppError("CONFLICT", { messages: countMessage((m) => m.cancelApplied({ id: count.id })) });
    if (locked?.status !== "open") return;
    await markStockCountCanceled(tx, count.id, staff.id);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.count-cancel",
      entityType: "stock-count",
      entityId: String(count.id),
      cityId: store.cityId,
      before: { status: "open" },
      after: { status: "canceled", store: `${stockStoreLabel(store)} (#${store.id})`, counted: count.totals.counted },
    });
  });
  const row = await findStockCount(db, count.id, locale);
  if (!row) throw new AppError("NOT_FOUND");
  return countSummaryView(row, store, locale);
}
