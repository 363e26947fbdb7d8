// Applying a stock count (issue 33; docs/inventory.md "Stock counts", THE COUNT RULE): a manager's act. Under the
// count's lock (no line counted meanwhile, a second apply waits and then finds it applied) and the city's offer locks,
// each counted line posts a `count` movement of counted − expected, the count as its document: whatever moved after the
// line was counted is carried over. A difference that would take the store below zero (units sold after counting
// that the shelf did not hold) posts what keeps it at zero, and the line records what was posted. Uncounted lines are
// left as they are, unless the manager counts them as 0 (their expected units are read now). Applying twice applies
// once.
import type { StockCountApply, StockCountSummary } from "@shop/contracts";
import {
  findProductsByIds,
  findStockCount,
  lockCityOffers,
  lockStockCount,
  markStockCountApplied,
  postMovements,
  readStockCountLines,
  readStoreUnits,
  type UserRow,
  writeAudit,
} from "@shop/db";
import { countAdjustment, type Locale } from "@shop/domain";
import { AppError } from "../../../../core/app-error";
import type { ApiDeps } from "../../../../core/deps";
import { notifyBackInStock, stockAlertEffectsOf } from "../../../catalogue/notify-back-in-stock";
import { stockStoreLabel } from "../store-scope";
import { refuseUnlessOpen, stockCountFor } from "./count-scope";
import { countSummaryView } from "./count-view";

export async function applyStockCount(
  deps: Pick<ApiDeps, "database" | "contentChanged" | "mailQueued" | "brand"> & Partial<Pick<ApiDeps, "paymentOptions">>,
  staff: UserRow,
  id: number,
  body: StockCountApply,
  locale: Locale,
): Promise<{ applied: boolean; count: StockCountSummary }> {
  const { db } = deps.database;
  const { count, store } = await stockCountFor(db, staff, id, locale);
  const outcome = await db.transaction(async (tx) => {
    const locked = await lockStockCount(tx, count.id, "update");
    if (!locked) throw new AppError("NOT_FOUND");
    if (locked.status === "applied") return null;
    refuseUnlessOpen(locked);
    const lines = (await readStockCountLines(tx, count.id)).filter((line) => line.counted !== null || body.uncountedAsZero);
    const productIds = lines.map((line) => line.productId);
    // A product whose offer was removed since holds no units here (removing it needed them gone): nothing to post.
    const offered = await lockCityOffers(tx, store.cityId, productIds);
    const units = await readStoreUnits(tx, store.id, productIds);
    const results = lines
      .filter((line) => offered.has(line.productId))
      .map((line) => {
        const now = units.get(line.productId) ?? 0;
        const expected = line.counted === null || line.expected === null ? now : line.expected;
        const counted = line.counted ?? 0;
        return { productId: line.productId, expected, counted, ...countAdjustment({ expected, counted }, now) };
      });
    const moves = results.filter((line) => line.adjustment !== 0);
    await postMovements(
      tx,
      store.cityId,
      moves.map((line) => ({ storeId: store.id, productId: line.productId, quantity: line.adjustment, kind: "count" as const })),
      { actor: "staff", actorUserId: staff.id, document: { type: "count", id: String(count.id) } },
    );
    if (!(await markStockCountApplied(tx, count.id, staff.id, results))) throw new AppError("CONFLICT");
    const named = results.filter((line) => line.adjustment !== 0 || line.floored);
    const names = await findProductsByIds(
      tx,
      named.map((line) => line.productId),
      locale,
    );
    const label = (productId: number) => {
      const product = names.get(productId);
      return product ? `${product.sku} ${product.name}` : `#${productId}`;
    };
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.count-apply",
      entityType: "stock-count",
      entityId: String(count.id),
      cityId: store.cityId,
      before: { status: "open" },
      after: {
        status: "applied",
        store: `${stockStoreLabel(store)} (#${store.id})`,
        counted: lines.filter((line) => line.counted !== null).length,
        countedAsZero: lines.filter((line) => line.counted === null).length,
        adjustments: Object.fromEntries(moves.map((line) => [label(line.productId), line.adjustment])),
        stoppedAtZero: results.filter((line) => line.floored).map((line) => label(line.productId)),
      },
    });
    // Back in stock (issue 18): units found on the shelf make the city's alerts of those products due.
    const notified = moves.some((line) => line.adjustment > 0) ? await notifyBackInStock(tx, stockAlertEffectsOf(deps), [store.cityId]) : 0;
    return { moved: moves.length, notified };
  });
  if (outcome?.moved) deps.contentChanged?.();
  if (outcome?.notified) deps.mailQueued?.();
  const row = await findStockCount(db, count.id, locale);
  if (!row) throw new AppError("NOT_FOUND");
  return { applied: outcome !== null, count: countSummaryView(row, store, locale) };
}
