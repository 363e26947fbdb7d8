// Transfers (issue 33; docs/inventory.md "Transfers"): who may see and do what to a transfer, and the transfer as the
// API answers it. A transfer is seen by the staff of either of its stores (anyone else: 404, as if it did not exist);
// the sending store's staff edit, ship and cancel it, the receiving store's receive it and settle its discrepancies: a
// step that belongs to the other store answers 403 naming who takes it (docs/inventory.md "Who may do what").
import { type StockTransfer, transferTexts } from "@shop/contracts";
import {
  type DbOrTx,
  findStaffCities,
  listStockStores,
  offeredByCities,
  type StaffCities,
  type StockStoreRow,
  staffMayActOn,
  type TransferRow,
  type UserRow,
} from "@shop/db";
import { type Locale, type TransferAction, type TransferRights, type TransferState, transferMay, transferStepRefusal } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { stockStoreOf } from "./store-scope";

export interface TransferContext {
  scope: StaffCities;
  /** Every store of the shop, by id. */
  stores: Map<number, StockStoreRow>;
}

export async function transferContext(db: DbOrTx, staff: UserRow): Promise<TransferContext> {
  const [scope, stores] = await Promise.all([findStaffCities(db, staff), listStockStores(db, "all")]);
  return { scope, stores: new Map(stores.map((store) => [store.id, store])) };
}

export function storeOf(context: TransferContext, id: number): StockStoreRow {
  const store = context.stores.get(id);
  if (!store) throw new Error(`store ${id} is gone`);
  return store;
}

export function rightsOf(context: TransferContext, transfer: { fromStoreId: number; toStoreId: number }): TransferRights {
  return {
    sender: staffMayActOn(context.scope, storeOf(context, transfer.fromStoreId).cityId),
    receiver: staffMayActOn(context.scope, storeOf(context, transfer.toStoreId).cityId),
  };
}

/**
 * Checks that the caller may take the step on a transfer in this status: NOT_FOUND when they act on neither store,
 * FORBIDDEN when the step is the other store's, CONFLICT when the status does not allow it (or the version moved on).
 */
export function checkStep(
  context: TransferContext,
  transfer: { fromStoreId: number; toStoreId: number; status: TransferState; version: number },
  step: TransferAction,
  version?: number,
): void {
  const rights = rightsOf(context, transfer);
  if (!rights.sender && !rights.receiver) throw new AppError("NOT_FOUND");
  const senders = step === "edit" || step === "ship" || step === "cancel";
  if (senders ? !rights.sender : !rights.receiver)
    throw new AppError("FORBIDDEN", { messages: transferTexts((m) => (senders ? m.notSender : m.notReceiver)) });
  const refusal = transferStepRefusal(transfer.status, step);
  if (refusal)
    throw new AppError("CONFLICT", { messages: transferTexts((m) => m.refusals[refusal]), details: { status: transfer.status } });
  if (version !== undefined && version !== transfer.version)
    throw new AppError("CONFLICT", { messages: transferTexts((m) => m.changedMeanwhile), details: { version: transfer.version } });
}

const stamp = (at: Date | null, by: string | null) => (at ? { at: at.toISOString(), by } : null);

/** The transfers as the API answers them (the receiving cities' offers read once for all). */
export async function transferViews(
  db: DbOrTx,
  context: TransferContext,
  rows: readonly TransferRow[],
  locale: Locale,
): Promise<StockTransfer[]> {
  const offered = await offeredByCities(
    db,
    [...new Set(rows.map((row) => storeOf(context, row.toStoreId).cityId))],
    [...new Set(rows.flatMap((row) => row.lines.map((line) => line.productId)))],
  );
  return rows.map((row) => {
    const to = storeOf(context, row.toStoreId);
    const open = row.lines.filter((line) => line.receivedQuantity !== null && line.receivedQuantity < line.quantity && !line.resolution);
    return {
      id: row.id,
      from: stockStoreOf(storeOf(context, row.fromStoreId), locale),
      to: stockStoreOf(to, locale),
      status: row.status,
      note: row.note,
      version: row.version,
      units: row.lines.reduce((sum, line) => sum + line.quantity, 0),
      created: { at: row.createdAt.toISOString(), by: row.createdBy },
      shipped: stamp(row.shippedAt, row.shippedBy),
      received: stamp(row.receivedAt, row.receivedBy),
      canceled: stamp(row.canceledAt, row.canceledBy),
      openDiscrepancies: open.length,
      lines: row.lines.map((line) => ({
        product: { id: line.productId, sku: line.sku, ean: line.ean, name: line.name },
        quantity: line.quantity,
        received: line.receivedQuantity,
        missing: line.receivedQuantity === null ? 0 : line.quantity - line.receivedQuantity,
        reason: line.discrepancyReason,
        resolution:
          line.resolution && line.resolvedAt
            ? { kind: line.resolution, note: line.resolutionNote, at: line.resolvedAt.toISOString(), by: line.resolvedBy }
            : null,
        offeredAtDestination: offered.get(to.cityId)?.has(line.productId) ?? false,
      })),
      may: transferMay(row.status, rightsOf(context, row), open.length),
    };
  });
}
