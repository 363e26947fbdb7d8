// A draft transfer changed (issue 33; docs/inventory.md "Transfers"): its note and lines replaced, or the draft
// canceled. Both by the sending store's staff, under the transfer's row lock, with the version the editor started
// from: a save over someone else's answers 409 instead of overwriting it. A shipped transfer can only be received.
import type { StockTransfer, TransferStep, TransferUpdate } from "@shop/contracts";
import {
  findTransfer,
  lockTransfer,
  replaceTransferLines,
  setTransferStatus,
  type UserRow,
  updateTransferDraft,
  writeAudit,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { transferView } from "./list-transfers";
import { resolveStockLines } from "./stock-lines";
import { auditLines, auditStore } from "./transfer-audit";
import { checkStep, storeOf, transferContext } from "./transfer-view";

export async function updateTransfer(
  deps: Pick<ApiDeps, "database">,
  staff: UserRow,
  id: number,
  body: TransferUpdate,
  locale: Locale,
): Promise<StockTransfer> {
  const { db } = deps.database;
  const context = await transferContext(db, staff);
  await db.transaction(async (tx) => {
    const locked = await lockTransfer(tx, id);
    if (!locked) throw new AppError("NOT_FOUND");
    checkStep(context, locked, "edit", body.version);
    const from = storeOf(context, locked.fromStoreId);
    const lines = await resolveStockLines(tx, body.lines, { store: from, locale });
    const before = await findTransfer(tx, id, locale);
    const note = body.note?.trim() || null;
    await replaceTransferLines(
      tx,
      id,
      lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    );
    await updateTransferDraft(tx, id, note);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.transfer-edit",
      entityType: "stock-transfer",
      entityId: String(id),
      cityId: from.cityId,
      before: { note: before?.note ?? null, lines: auditLines(before?.lines ?? [], (line) => line.quantity) },
      after: {
        note,
        lines: auditLines(
          lines.map((line) => ({ sku: line.product.sku, name: line.product.name, quantity: line.quantity })),
          (line) => line.quantity,
        ),
      },
    });
  });
  return transferView(db, context, id, locale);
}

export async function cancelTransfer(
  deps: Pick<ApiDeps, "database">,
  staff: UserRow,
  id: number,
  body: TransferStep,
  locale: Locale,
): Promise<StockTransfer> {
  const { db } = deps.database;
  const context = await transferContext(db, staff);
  await db.transaction(async (tx) => {
    const locked = await lockTransfer(tx, id);
    if (!locked) throw new AppError("NOT_FOUND");
    checkStep(context, locked, "cancel", body.version);
    await setTransferStatus(tx, id, { from: "draft", to: "canceled", by: staff.id });
    const from = storeOf(context, locked.fromStoreId);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.transfer-cancel",
      entityType: "stock-transfer",
      entityId: String(id),
      cityId: from.cityId,
      before: { status: "draft" },
      after: { status: "canceled", from: auditStore(from), to: auditStore(storeOf(context, locked.toStoreId)) },
    });
  });
  return transferView(db, context, id, locale);
}
