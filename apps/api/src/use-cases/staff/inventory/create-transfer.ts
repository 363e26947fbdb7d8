// A new transfer (issue 33; docs/inventory.md "Transfers"): a draft from a store the caller acts on to any other store
// of the shop, in this city or another, with a note and lines (each a product the sending store's city sells, checked
// by line). Nothing moves until it is shipped. The same request key (the form's, or Idempotency-Key) answers the
// draft it made, not a second one.
import { type StockTransfer, TRANSFER_MESSAGES, type TransferCreate } from "@shop/contracts";
import { findTransferIdByKey, insertTransfer, replaceTransferLines, type UserRow, writeAudit } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { transferView } from "./list-transfers";
import { type ResolvedLine, resolveStockLines } from "./stock-lines";
import { stockStoreFor } from "./store-scope";
import { auditLines, auditStore } from "./transfer-audit";
import { transferContext } from "./transfer-view";

export async function createTransfer(
  deps: Pick<ApiDeps, "database">,
  staff: UserRow,
  body: TransferCreate,
  requestKey: string | null,
  locale: Locale,
): Promise<{ created: boolean; transfer: StockTransfer }> {
  const { db } = deps.database;
  const from = await stockStoreFor(db, staff, body.from);
  const context = await transferContext(db, staff);
  if (requestKey) {
    const made = await findTransferIdByKey(db, requestKey);
    if (made?.fromStoreId === from.id) return { created: false, transfer: await transferView(db, context, made.id, locale) };
  }
  const to = context.stores.get(body.to);
  const messages = TRANSFER_MESSAGES[locale];
  const toIssues: Issue[] = !to
    ? [{ path: "to", message: messages.noStore }]
    : to.id === from.id
      ? [{ path: "to", message: messages.sameStore }]
      : [];
  let lines: ResolvedLine[];
  try {
    lines = await resolveStockLines(db, body.lines, { store: from, locale });
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION_FAILED" && toIssues.length)
      throw new AppError("VALIDATION_FAILED", { issues: [...toIssues, ...(error.issues ?? [])] });
    throw error;
  }
  if (!to || toIssues.length) throw new AppError("VALIDATION_FAILED", { issues: toIssues });
  const note = body.note?.trim() || null;
  const id = await db.transaction(async (tx) => {
    const transferId = await insertTransfer(tx, { fromStoreId: from.id, toStoreId: to.id, note, createdBy: staff.id, requestKey });
    // Another request with the same key made it meanwhile: that one stands.
    if (transferId === null) return null;
    await replaceTransferLines(
      tx,
      transferId,
      lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    );
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.transfer-create",
      entityType: "stock-transfer",
      entityId: String(transferId),
      cityId: from.cityId,
      after: {
        from: auditStore(from),
        to: auditStore(to),
        note,
        lines: auditLines(
          lines.map((line) => ({ sku: line.product.sku, name: line.product.name, quantity: line.quantity })),
          (line) => line.quantity,
        ),
      },
    });
    return transferId;
  });
  if (id === null) {
    const made = requestKey ? await findTransferIdByKey(db, requestKey) : null;
    if (!made) throw new AppError("CONFLICT");
    return { created: false, transfer: await transferView(db, context, made.id, locale) };
  }
  return { created: true, transfer: await transferView(db, context, id, locale) };
}
