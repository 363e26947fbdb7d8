// The one writer of counter sales (issue 33; docs/inventory.md "Sales over the counter"), one register receipt or a
// day's CSV: in one transaction the offers are locked (the rule of every stock writer, orders included), the sale and
// its lines are written, the store's units are read and a line it cannot cover is refused naming the product and what
// the shelf holds (nothing stays written; the count is the place to fix a shelf that disagrees); then a `store-sale`
// movement per product takes the units from the store and the city, and an audit row is written. Each register number once per store: the
// same number again answers 409 naming the earlier sale (so a retry knows it was done); the same request key answers
// the sale it made.
import { type StoreSale, shopDayText, stockDocumentMessage } from "@shop/contracts";
import {
  findSale,
  findSaleByReference,
  findSaleIdByKey,
  insertSale,
  lockCityOffers,
  postMovements,
  readStoreUnits,
  type StockProductRow,
  type StockStoreRow,
  type UserRow,
  writeAudit,
} from "@shop/db";
import { type Locale, shopDateOf } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { saleView } from "./sale-view";
import { stockStoreLabel } from "./store-scope";

export interface SaleDraft {
  store: StockStoreRow;
  reference: string;
  /** YYYY-MM-DD, shop time. */
  soldOn: string;
  source: "counter" | "csv";
  /** Each product once. */
  lines: ReadonlyArray<{ product: StockProductRow; quantity: number }>;
  /** The refusal of the lines the store cannot cover, given its units read under the locks; null when it covers all. */
  refuseShort: (units: ReadonlyMap<number, number>) => AppError | null;
}

type Deps = Pick<ApiDeps, "database" | "contentChanged">;

/** The day of the sales: the one given, or today in shop time; a day after today is refused. */
export function saleDay(soldOn: string | undefined, locale: Locale, now = new Date()): string {
  const { year, month, day } = shopDateOf(now);
  const today = `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  if (soldOn === undefined) return today;
  if (soldOn > today)
    throw new AppError("VALIDATION_FAILED", {
      issues: [{ path: "soldOn", message: stockDocumentMessage((m) => m.futureDay)[locale] }],
    });
  return soldOn;
}

/**
 * What stands already for this request: the sale its key made (answered again), or the store's sale of the same
 * register number (409); null when neither.
 */
export async function earlierSale(
  deps: Deps,
  head: Pick<SaleDraft, "store" | "reference">,
  requestKey: string | null,
  locale: Locale,
): Promise<{ created: false; sale: StoreSale } | null> {
  const { db } = deps.database;
  const byKey = requestKey ? await findSaleIdByKey(db, requestKey) : null;
  // The key made a sale in another store: not this request's (a client reusing keys).
  if (byKey && byKey.storeId !== head.store.id) throw new AppError("CONFLICT");
  if (byKey) {
    const row = await findSale(db, byKey.id, locale);
    if (row) return { created: false, sale: saleView(row, head.store, locale) };
  }
  const earlier = await findSaleByReference(db, { storeId: head.store.id, reference: head.reference });
  if (earlier)
    throw new AppError("CONFLICT", {
      messages: stockDocumentMessage((m, language) =>
        m.saleExists({ reference: head.reference, id: earlier.id, date: shopDayText(language, earlier.createdAt) }),
      ),
      details: { sale: { id: earlier.id, createdAt: earlier.createdAt.toISOString() } },
    });
  return null;
}

export async function postStoreSale(
  deps: Deps,
  staff: UserRow,
  draft: SaleDraft,
  requestKey: string | null,
  locale: Locale,
): Promise<{ created: boolean; sale: StoreSale }> {
  const { db } = deps.database;
  const { store } = draft;
  const before = await earlierSale(deps, draft, requestKey, locale);
  if (before) return before;

  const id = await db.transaction(async (tx) => {
    const productIds = draft.lines.map((line) => line.product.id).sort((a, b) => a - b);
    await lockCityOffers(tx, store.cityId, productIds);
    // The sale's row first: the same register number sent twice at once waits here for the first one and then
    // stands aside (409 or the first's answer), rather than being refused for the units the first one took.
    const saleId = await insertSale(tx, {
      storeId: store.id,
      reference: draft.reference,
      source: draft.source,
      soldOn: draft.soldOn,
      createdBy: staff.id,
      requestKey,
      lines: draft.lines.map((line) => ({ productId: line.product.id, quantity: line.quantity })),
    });
    // Another request made it meanwhile (the same key, or the same register number): that one stands.
    if (saleId === null) return null;
    const refused = draft.refuseShort(await readStoreUnits(tx, store.id, productIds));
    if (refused) throw refused;
    await postMovements(
      tx,
      store.cityId,
      draft.lines.map((line) => ({ storeId: store.id, productId: line.product.id, quantity: -line.quantity, kind: "store-sale" as const })),
      { actor: "staff", actorUserId: staff.id, document: { type: "sale", id: String(saleId) } },
    );
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "stock.sale",
      entityType: "store-sale",
      entityId: String(saleId),
      cityId: store.cityId,
      after: {
        store: `${stockStoreLabel(store)} (#${store.id})`,
        reference: draft.reference,
        soldOn: draft.soldOn,
        source: draft.source,
        lines: Object.fromEntries(draft.lines.map((line) => [`${line.product.sku} ${line.product.name}`, -line.quantity])),
      },
    });
    return saleId;
  });
  if (id === null) {
    const raced = await earlierSale(deps, draft, requestKey, locale);
    if (raced) return raced;
    throw new AppError("CONFLICT");
  }
  deps.contentChanged?.();
  const row = await findSale(db, id, locale);
  if (!row) throw new AppError("NOT_FOUND");
  return { created: true, sale: saleView(row, store, locale) };
}
