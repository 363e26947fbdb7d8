// The one writer of goods receipts (issue 33; docs/inventory.md "Goods receipts"), typed or from a CSV: in one
// transaction the offers are locked (the rule of every stock writer), the receipt and its lines are written, a
// `receipt` movement per line (with its unit cost) raises the store's units and the city's stock, an audit row is
// written and the city's due "back in stock" e-mails are queued. One receipt per supplier's document and store: the
// same document again answers 409 naming the earlier receipt (so a retry knows it was done); the same request key
// answers the receipt it made.
import { type StockReceipt, shopDayText, stockDocumentMessage } from "@shop/contracts";
import {
  findReceipt,
  findReceiptByDocument,
  findReceiptIdByKey,
  insertReceipt,
  lockCityOffers,
  postMovements,
  type StockProductRow,
  type StockStoreRow,
  type UserRow,
  writeAudit,
} from "@shop/db";
import { formatZloty, type Locale } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { receiptView } from "./receipt-view";
import { alertRestockedCities, type RestockDeps } from "./restock-alerts";
import { stockStoreLabel } from "./store-scope";

export interface ReceiptDraft {
  store: StockStoreRow;
  supplierName: string;
  supplierDocument: string;
  note: string | null;
  source: "form" | "csv";
  lines: ReadonlyArray<{ product: StockProductRow; quantity: number; unitCost: number | null }>;
}

type Deps = Pick<ApiDeps, "database" | "contentChanged"> & RestockDeps;

/** 409: the store has a receipt of this supplier's document already (its number and day in the message and details). */
function receiptExists(draft: Pick<ReceiptDraft, "supplierName" | "supplierDocument">, earlier: { id: number; createdAt: Date }) {
  return new AppError("CONFLICT", {
    messages: stockDocumentMessage((m, locale) =>
      m.receiptExists({
        supplier: draft.supplierName,
        document: draft.supplierDocument,
        id: earlier.id,
        date: shopDayText(locale, earlier.createdAt),
      }),
    ),
    details: { receipt: { id: earlier.id, createdAt: earlier.createdAt.toISOString() } },
  });
}

/**
 * What stands already for this request: the receipt its key made (answered again), or the store's receipt of the
 * same supplier's document (409); null when neither. Asked before anything is checked or locked, and again after a
 * race.
 */
export async function earlierReceipt(
  deps: Deps,
  draft: Pick<ReceiptDraft, "store" | "supplierName" | "supplierDocument">,
  requestKey: string | null,
  locale: Locale,
): Promise<{ created: false; receipt: StockReceipt } | null> {
  const { db } = deps.database;
  const byKey = requestKey ? await findReceiptIdByKey(db, requestKey) : null;
  // The key made a receipt in another store: not this request's (a client reusing keys).
  if (byKey && byKey.storeId !== draft.store.id) throw new AppError("CONFLICT");
  if (byKey) {
    const row = await findReceipt(db, byKey.id, locale);
    if (row) return { created: false, receipt: receiptView(row, draft.store, locale) };
  }
  const earlier = await findReceiptByDocument(db, {
    storeId: draft.store.id,
    supplierName: draft.supplierName,
    supplierDocument: draft.supplierDocument,
  });
  if (earlier) throw receiptExists(draft, earlier);
  return null;
}

export async function postReceipt(
  deps: Deps,
  staff: UserRow,
  draft: ReceiptDraft,
  requestKey: string | null,
  locale: Locale,
): Promise<{ created: boolean; receipt: StockReceipt }> {
  const { db } = deps.database;
  const { store } = draft;
  const answer = async (id: number) => {
    const row = await findReceipt(db, id, locale);
    if (!row) throw new AppError("NOT_FOUND");
    return receiptView(row, store, locale);
  };
  const before = await earlierReceipt(deps, draft, requestKey, locale);
  if (before) return before;

  let afterCommit = () => {};
  const id = await db.transaction(async (tx) => {
    await lockCityOffers(
      tx,
      store.cityId,
      draft.lines.map((line) => line.product.id).sort((a, b) => a - b),
    );
    const receiptId = await insertReceipt(tx, {
      storeId: store.id,
      supplierName: draft.supplierName,
      supplierDocument: draft.supplierDocument,
      note: draft.note,
      source: draft.source,
      createdBy: staff.id,
      requestKey,
      lines: draft.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity, unitCost: line.unitCost })),
    });
    // Another request made it meanwhile (the same key, or the same supplier's document): that one stands.
    if (receiptId === null) return null;
    await postMovements(
      tx,
      store.cityId,
      draft.lines.map((line) => ({
        storeId: store.id,
        productId: line.product.id,
        quantity: line.quantity,
        kind: "receipt" as const,
        unitCost: line.unitCost,
      })),
      { actor: "staff", actorUserId: staff.id, document: { type: "receipt", id: String(receiptId) }, note: draft.note },
    );
    const name = (line: ReceiptDraft["lines"][number]) => `${line.product.sku} ${line.product.name}`;
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.receipt",
      entityType: "goods-receipt",
      entityId: String(receiptId),
      cityId: store.cityId,
      after: {
        store: `${stockStoreLabel(store)} (#${store.id})`,
        supplier: draft.supplierName,
        document: draft.supplierDocument,
        note: draft.note,
        source: draft.source,
        lines: Object.fromEntries(draft.lines.map((line) => [name(line), line.quantity])),
        unitCosts: Object.fromEntries(draft.lines.map((line) => [name(line), line.unitCost === null ? null : formatZloty(line.unitCost)])),
      },
    });
    // Back in stock (issue 18): the city's confirmed alerts whose product it can sell again are e-mailed, once.
    afterCommit = await alertRestockedCities(tx, deps, [store.cityId]);
    return receiptId;
  });
  if (id === null) {
    const raced = await earlierReceipt(deps, draft, requestKey, locale);
    if (raced) return raced;
    throw new AppError("CONFLICT");
  }
  deps.contentChanged?.();
  afterCommit();
  return { created: true, receipt: await answer(id) };
}
