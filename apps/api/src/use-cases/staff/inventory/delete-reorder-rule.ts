// Deleting a store's reorder point of a product (issue 33), with an audit row; 404 when there is none.
import { deleteReorderRule, type UserRow, writeAudit } from "@shop/db";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { stockStoreFor, stockStoreLabel } from "./store-scope";

/** Deletes the store's rule of the product (404 when there is none). */
export async function removeReorderRule(
  deps: Pick<ApiDeps, "database">,
  staff: UserRow,
  target: { store: number; product: number },
): Promise<void> {
  const { db } = deps.database;
  const store = await stockStoreFor(db, staff, target.store);
  const deleted = await db.transaction(async (tx) => {
    const was = await deleteReorderRule(tx, store.id, target.product);
    if (!was) return false;
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "reorder-rule.delete",
      entityType: "reorder-rule",
      entityId: `${store.id}:${target.product}`,
      cityId: store.cityId,
      before: { store: `${stockStoreLabel(store)} (#${store.id})`, ...was },
    });
    return true;
  });
  if (!deleted) throw new AppError("NOT_FOUND");
}
