// Starting a stock count (issue 33; docs/inventory.md "Stock counts"): a count of a store, for every simple product its
// city sells or for a category's (with its subcategories); its lines are made at once, uncounted. One open count per
// store (a partial unique index): a second answers 409 naming the open one, also when two start at the same moment.
import { COUNT_MESSAGES, countMessage, type StockCountCreate, type StockCountSummary } from "@shop/contracts";
import {
  findCategoryName,
  findOpenStockCountId,
  findStockCount,
  insertStockCount,
  insertStockCountLines,
  type UserRow,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../../core/app-error";
import type { ApiDeps } from "../../../../core/deps";
import { stockCityName, stockStoreFor, stockStoreLabel } from "../store-scope";
import { countSummaryView } from "./count-view";

export async function startStockCount(
  deps: Pick<ApiDeps, "database">,
  staff: UserRow,
  body: StockCountCreate,
  locale: Locale,
): Promise<StockCountSummary> {
  const { db } = deps.database;
  const store = await stockStoreFor(db, staff, body.store);
  const categoryId = body.category ?? null;
  const category = categoryId === null ? null : await findCategoryName(db, categoryId, "en");
  if (categoryId !== null && category === null)
    throw new AppError("VALIDATION_FAILED", { issues: [{ path: "category", message: COUNT_MESSAGES[locale].noCategory }] });
  const note = body.note?.trim() || null;
  const id = await db.transaction(async (tx) => {
    const made = await insertStockCount(tx, { storeId: store.id, categoryId, note, createdBy: staff.id });
    if (made === null) {
      // The open count is committed (the unique index waited for it), so this statement sees it.
      const open = await findOpenStockCountId(tx, store.id);
      throw new AppError("CONFLICT", {
        messages: countMessage((m) => m.openExists({ id: open ?? 0, store: stockStoreLabel(store) })),
        details: { count: open },
      });
    }
    const lines = await insertStockCountLines(tx, made, { cityId: store.cityId, categoryId });
    if (lines === 0)
      throw new AppError("VALIDATION_FAILED", {
        issues: [{ path: "category", message: COUNT_MESSAGES[locale].nothingToCount({ city: stockCityName(store, locale) }) }],
      });
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.count-start",
      entityType: "stock-count",
      entityId: String(made),
      cityId: store.cityId,
      after: { store: `${stockStoreLabel(store)} (#${store.id})`, category: category ?? "all products", lines, note },
    });
    return made;
  });
  const row = await findStockCount(db, id, locale);
  if (!row) throw new AppError("NOT_FOUND");
  return countSummaryView(row, store, locale);
}
