// Receiving a transfer (issue 33; docs/inventory.md "Transfers"): the receiving store's staff say what arrived of each
// line (0 to the units shipped; a reason for each short line) and it is posted into the receiving store (`transfer-in`).
// A shortfall is a discrepancy, open until settled: "written off" (the units are lost: nothing is posted, they left
// the sending store when it shipped) or "arrived later" (the missing units are posted into the receiving store then).
// Under the transfer's row lock, so two receipts receive once, then the receiving city's offers' locks; a product that
// city no longer sells is refused naming it (its units stay in transit until the offer is back).
import {
  quotedNames,
  receiptProblemMessage,
  type StockTransfer,
  TRANSFER_MESSAGES,
  type TransferReceive,
  type TransferResolve,
  transferTexts,
} from "@shop/contracts";
import {
  findTransfer,
  lockCityOffers,
  lockTransfer,
  postMovements,
  resolveTransferLine,
  type StockStoreRow,
  setReceivedLines,
  setTransferStatus,
  type Tx,
  type UserRow,
  writeAudit,
} from "@shop/db";
import { checkReceipt, type Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { transferView } from "./list-transfers";
import { stockCityName } from "./store-scope";
import { auditLines, auditStore } from "./transfer-audit";
import { checkStep, storeOf, transferContext } from "./transfer-view";

type Deps = Pick<ApiDeps, "database" | "contentChanged">;

/** Locks the receiving city's offers of these products; refuses (409, naming them) those it no longer sells. */
async function lockReceivingOffers(tx: Tx, to: StockStoreRow, lines: ReadonlyArray<{ productId: number; name: string }>) {
  const offers = await lockCityOffers(
    tx,
    to.cityId,
    lines.map((line) => line.productId).sort((a, b) => a - b),
  );
  const gone = lines.filter((line) => !offers.has(line.productId));
  if (gone.length)
    throw new AppError("CONFLICT", {
      messages: transferTexts((m, l) =>
        m.noLongerOffered({
          city: stockCityName(to, l),
          names: quotedNames(
            l,
            gone.map((line) => line.name),
          ),
        }),
      ),
    });
}

export async function receiveTransfer(
  deps: Deps,
  staff: UserRow,
  id: number,
  body: TransferReceive,
  locale: Locale,
): Promise<StockTransfer> {
  const { db } = deps.database;
  const context = await transferContext(db, staff);
  await db.transaction(async (tx) => {
    const locked = await lockTransfer(tx, id);
    if (!locked) throw new AppError("NOT_FOUND");
    checkStep(context, locked, "receive");
    const check = checkReceipt(locked.lines, body.lines);
    if (!check.ok)
      throw new AppError("VALIDATION_FAILED", {
        issues: check.problems.map((problem) => ({
          path: problem.line === null ? "lines" : `lines.${problem.line}.${problem.field}`,
          message: receiptProblemMessage(locale, problem),
        })),
      });
    const to = storeOf(context, locked.toStoreId);
    const names = new Map((await findTransfer(tx, id, locale))?.lines.map((line) => [line.productId, line]) ?? []);
    const lines = check.lines.map((line) => ({
      ...line,
      sku: names.get(line.productId)?.sku ?? "",
      name: names.get(line.productId)?.name ?? "",
    }));
    const arrived = lines.filter((line) => line.received > 0);
    await lockReceivingOffers(tx, to, arrived);
    if (!(await setTransferStatus(tx, id, { from: "shipped", to: "received", by: staff.id })))
      throw new AppError("CONFLICT", { messages: transferTexts((m) => m.refusals.received) });
    await setReceivedLines(tx, id, lines);
    await postMovements(
      tx,
      to.cityId,
      arrived.map((line) => ({ storeId: to.id, productId: line.productId, quantity: line.received, kind: "transfer-in" as const })),
      { actor: "staff", actorUserId: staff.id, document: { type: "transfer", id: String(id) } },
    );
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.transfer-receive",
      entityType: "stock-transfer",
      entityId: String(id),
      cityId: to.cityId,
      before: { status: "shipped" },
      after: {
        status: "received",
        from: auditStore(storeOf(context, locked.fromStoreId)),
        to: auditStore(to),
        lines: auditLines(lines, (line) => ({ shipped: line.quantity, received: line.received, reason: line.reason })),
      },
    });
  });
  deps.contentChanged?.();
  return transferView(db, context, id, locale);
}

export async function resolveTransferDiscrepancy(
  deps: Deps,
  staff: UserRow,
  id: number,
  body: TransferResolve,
  locale: Locale,
): Promise<StockTransfer> {
  const { db } = deps.database;
  const context = await transferContext(db, staff);
  const posted = await db.transaction(async (tx) => {
    const locked = await lockTransfer(tx, id);
    if (!locked) throw new AppError("NOT_FOUND");
    checkStep(context, locked, "resolve");
    const lockedLine = locked.lines.find((line) => line.productId === body.product);
    const line = (await findTransfer(tx, id, locale))?.lines.find((row) => row.productId === body.product);
    if (!lockedLine || !line)
      throw new AppError("VALIDATION_FAILED", {
        issues: [{ path: "product", message: TRANSFER_MESSAGES[locale].notOnTransfer({ id: body.product }) }],
      });
    const missing = line.quantity - (line.receivedQuantity ?? line.quantity);
    if (missing <= 0) throw new AppError("CONFLICT", { messages: transferTexts((m) => m.noDiscrepancy({ name: line.name })) });
    if (line.resolution) throw new AppError("CONFLICT", { messages: transferTexts((m) => m.resolved({ name: line.name })) });
    const to = storeOf(context, locked.toStoreId);
    if (body.resolution === "arrived") await lockReceivingOffers(tx, to, [{ productId: line.productId, name: line.name }]);
    const note = body.note.trim();
    if (!(await resolveTransferLine(tx, { transferId: id, productId: line.productId, resolution: body.resolution, note, by: staff.id })))
      throw new AppError("CONFLICT", { messages: transferTexts((m) => m.resolved({ name: line.name })) });
    // Written off: nothing to post, the units left the sending store when it shipped and reached no store.
    if (body.resolution === "arrived")
      await postMovements(tx, to.cityId, [{ storeId: to.id, productId: line.productId, quantity: missing, kind: "transfer-in" }], {
        actor: "staff",
        actorUserId: staff.id,
        document: { type: "transfer", id: String(id) },
        note,
      });
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.transfer-resolve",
      entityType: "stock-transfer",
      entityId: String(id),
      cityId: to.cityId,
      after: {
        product: `${line.sku} ${line.name}`,
        missing,
        resolution: body.resolution,
        note,
        posted: body.resolution === "arrived" ? { [auditStore(to)]: missing } : null,
      },
    });
    return body.resolution === "arrived";
  });
  if (posted) deps.contentChanged?.();
  return transferView(db, context, id, locale);
}
