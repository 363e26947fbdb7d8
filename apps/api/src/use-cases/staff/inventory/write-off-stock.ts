// A write-off (issue 33; docs/inventory.md "Write-offs"): units leave a store for a reason (damaged, expired, lost).
// The lines are checked first (every problem at once, by line); then, under the offers' locks (the rule of every
// stock writer), a line taking more than the store holds is refused naming the product and what is there, and
// nothing is written. The document and its ledger movements are written in one transaction, with an audit row.
// The same request key (the form's, or Idempotency-Key) answers the document it made, not a second one.
import type { StockAdjustment, WriteOffCreate } from "@shop/contracts";
import {
  findAdjustment,
  findAdjustmentIdByKey,
  insertAdjustment,
  lockCityOffers,
  postMovements,
  readStoreUnits,
  type UserRow,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { adjustmentView } from "./adjustment-view";
import { resolveStockLines, shortLineIssues } from "./stock-lines";
import { stockStoreFor, stockStoreLabel } from "./store-scope";

export async function writeOffStock(
  deps: Pick<ApiDeps, "database" | "contentChanged">,
  staff: UserRow,
  body: WriteOffCreate,
  requestKey: string | null,
  locale: Locale,
): Promise<{ created: boolean; adjustment: StockAdjustment }> {
  const { db } = deps.database;
  const store = await stockStoreFor(db, staff, body.store);
  const answer = async (id: number) => {
    const row = await findAdjustment(db, id, locale);
    if (!row) throw new AppError("NOT_FOUND");
    return adjustmentView(row, store, locale);
  };
  if (requestKey) {
    const made = await findAdjustmentIdByKey(db, requestKey);
    if (made?.storeId === store.id) return { created: false, adjustment: await answer(made.id) };
  }
  const lines = await resolveStockLines(db, body.lines, { store, locale });
  const note = body.note?.trim() || null;
  const id = await db.transaction(async (tx) => {
    const productIds = lines.map((line) => line.product.id).sort((a, b) => a - b);
    await lockCityOffers(tx, store.cityId, productIds);
    const issues = shortLineIssues(lines, await readStoreUnits(tx, store.id, productIds), store, locale);
    if (issues.length) throw new AppError("VALIDATION_FAILED", { issues });
    const documentId = await insertAdjustment(tx, {
      storeId: store.id,
      kind: "write-off",
      reason: body.reason,
      note,
      createdBy: staff.id,
      requestKey,
    });
    // Another request with the same key made it meanwhile: that one stands.
    if (documentId === null) return null;
    await postMovements(
      tx,
      store.cityId,
      lines.map((line) => ({
        storeId: store.id,
        productId: line.product.id,
        quantity: -line.quantity,
        kind: "write-off" as const,
        reason: body.reason,
      })),
      { actor: "staff", actorUserId: staff.id, document: { type: "adjustment", id: String(documentId) }, note },
    );
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.write-off",
      entityType: "stock-adjustment",
      entityId: String(documentId),
      cityId: store.cityId,
      after: {
        store: `${stockStoreLabel(store)} (#${store.id})`,
        reason: body.reason,
        note,
        lines: Object.fromEntries(lines.map((line) => [`${line.product.sku} ${line.product.name}`, -line.quantity])),
      },
    });
    return documentId;
  });
  if (id === null) {
    const made = requestKey ? await findAdjustmentIdByKey(db, requestKey) : null;
    if (!made) throw new AppError("CONFLICT");
    return { created: false, adjustment: await answer(made.id) };
  }
  deps.contentChanged?.();
  return { created: true, adjustment: await answer(id) };
}
