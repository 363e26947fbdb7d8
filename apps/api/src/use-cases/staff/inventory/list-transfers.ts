// Transfers (issue 33; docs/inventory.md "Transfers"): a store's transfers (sent, received or both; by status; those
// with an open discrepancy), newest first, with what is in transit; one transfer; and the stores a transfer may go to.
import type { StockTransfer, StockTransfers, StockTransfersQuery, TransferDestinations } from "@shop/contracts";
import { type DbOrTx, findTransfer, listStockStores, listTransfers, transferTotals, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { stockStoreFor, stockStoreOf } from "./store-scope";
import { rightsOf, type TransferContext, transferContext, transferViews } from "./transfer-view";

const PAGE_SIZE = 20;

export async function listStockTransfers(db: DbOrTx, staff: UserRow, query: StockTransfersQuery, locale: Locale): Promise<StockTransfers> {
  const store = await stockStoreFor(db, staff, query.store);
  const page = query.page ?? 1;
  const [context, rows, totals] = await Promise.all([
    transferContext(db, staff),
    listTransfers(db, {
      storeId: store.id,
      direction: query.direction ?? "all",
      status: query.status ?? null,
      openDiscrepancies: query.discrepancy === "open",
      locale,
      limit: PAGE_SIZE + 1,
      offset: (page - 1) * PAGE_SIZE,
    }),
    transferTotals(db, store.id),
  ]);
  return {
    items: await transferViews(db, context, rows.slice(0, PAGE_SIZE), locale),
    page,
    pageSize: PAGE_SIZE,
    hasMore: rows.length > PAGE_SIZE,
    inTransit: { outgoing: totals.outgoing, incoming: totals.incoming },
    openDiscrepancies: totals.openDiscrepancies,
  };
}

/** The transfer, when the caller acts on either of its stores; otherwise NOT_FOUND. */
export async function transferView(db: DbOrTx, context: TransferContext, id: number, locale: Locale): Promise<StockTransfer> {
  const row = await findTransfer(db, id, locale);
  if (!row) throw new AppError("NOT_FOUND");
  const rights = rightsOf(context, row);
  if (!rights.sender && !rights.receiver) throw new AppError("NOT_FOUND");
  const [view] = await transferViews(db, context, [row], locale);
  if (!view) throw new AppError("NOT_FOUND");
  return view;
}

export async function getStockTransfer(db: DbOrTx, staff: UserRow, id: number, locale: Locale): Promise<StockTransfer> {
  return transferView(db, await transferContext(db, staff), id, locale);
}

/** Every store of the shop, open or closed: a transfer may go to any other store, in this city or another. */
export async function listTransferDestinations(db: DbOrTx, locale: Locale): Promise<TransferDestinations> {
  return { items: (await listStockStores(db, "all")).map((store) => stockStoreOf(store, locale)) };
}
