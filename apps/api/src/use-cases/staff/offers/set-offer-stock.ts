// Staff's stock tool: one product's stock in a city (and its visibility). Stock is held per store (issue 19): with
// `store`, `stock` is that store's units; without, it is the city's total, a rise going to the city's first store
// (sort order, then id) and a fall taken from its stores in that order. The offer row is locked first, then its
// store rows are read and written and offers.stock moved by the same change (the locking rule of every stock
// writer, so an order placed meanwhile is never lost). The carts holding more than the new stock are cut to it on
// their next read. A city manager sets their cities' only; every change is in the audit log (`offer.stock`).
import { offerIssueMessage } from "@shop/contracts";
import {
  type Db,
  findOfferCity,
  findOfferProduct,
  findOfferStores,
  findStaffCities,
  lockOffers,
  offerKey,
  staffMayActOn,
  type UserRow,
  updateOfferStock,
  writeAudit,
  writeStoreStock,
} from "@shop/db";
import {
  type Locale,
  type OfferIssue,
  type OfferValues,
  offerProblems,
  type StoreStock,
  storeStockForTotal,
  storeTotal,
} from "@shop/domain";
import { AppError } from "../../../core/app-error";
import { notifyBackInStock, type StockAlertEffects } from "../../catalogue/notify-back-in-stock";
import { auditedOffer, storeLabelOf, storeStockWrites, withCityStock } from "./offer-stock";

export interface OfferStockRequest {
  city: string;
  productId: number;
  /** The city's total, or with `store` that store's units. */
  stock: number;
  store?: number | undefined;
  visible?: boolean | undefined;
}

export interface OfferStock {
  stock: number;
  visible: boolean;
  storeStock: StoreStock;
}

export async function setOfferStock(
  db: Db,
  staff: UserRow,
  request: OfferStockRequest,
  locale: Locale,
  alerts: { effects: StockAlertEffects | null; mailQueued?: (() => void) | undefined } = { effects: null },
): Promise<OfferStock> {
  const city = await findOfferCity(db, request.city);
  if (!city || !staffMayActOn(await findStaffCities(db, staff), city.id)) throw new AppError("NOT_FOUND");
  const product = await findOfferProduct(db, request.productId, locale);
  if (!product) throw new AppError("NOT_FOUND");
  const key = { cityId: city.id, productId: product.id };
  let notified = 0;
  const saved = await db.transaction(async (tx) => {
    // The offer first, then its stores' units (read after the lock: the newest).
    const before = (await lockOffers(tx, [key])).get(offerKey(key));
    if (!before) return null;
    const stores = (await findOfferStores(tx, [city.id])).get(city.id) ?? [];
    const storeIds = stores.map((store) => store.id);
    if (request.store !== undefined && !storeIds.includes(request.store)) throw new AppError("NOT_FOUND");
    const storeStock =
      request.store === undefined
        ? storeStockForTotal(before.storeStock, storeIds, request.stock)
        : { ...before.storeStock, [String(request.store)]: request.stock };
    const wanted: OfferValues = { ...before, storeStock };
    const issues: OfferIssue[] = offerProblems(wanted, { kind: product.kind, storeIds });
    if (request.store === undefined && product.kind === "simple" && storeTotal(storeStock) !== request.stock)
      issues.push({ field: "storeStock", problem: "noStore" });
    if (issues.length)
      throw new AppError("VALIDATION_FAILED", {
        issues: issues.map(({ field, problem, store }) => ({
          path: "stock",
          message: offerIssueMessage(
            locale,
            { city: city.names[locale] },
            store ? { store: storeLabelOf(stores, store) } : { field },
            problem,
          ),
        })),
      });
    const after = withCityStock(wanted, before, product.kind);
    const written = await updateOfferStock(tx, key, { stockDelta: after.stock - before.stock, visible: request.visible });
    if (!written) return null;
    await writeStoreStock(tx, storeStockWrites(key, before, after), { actorUserId: staff.id });
    const result: OfferStock = { stock: written.stock, visible: written.visible, storeStock: after.storeStock };
    // Back in stock (issue 18): the city's confirmed alerts of what it can sell again are e-mailed, once.
    if (result.stock > 0) notified = await notifyBackInStock(tx, alerts.effects, [city.id]);
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "offer.stock",
      entityType: "offer",
      entityId: `${city.slug}:${product.id}`,
      cityId: city.id,
      before: auditedOffer({ stock: before.stock, visible: before.visible, storeStock: before.storeStock }, stores),
      after: auditedOffer(result, stores),
    });
    return result;
  });
  if (!saved) throw new AppError("NOT_FOUND");
  if (notified) alerts.mailQueued?.();
  return saved;
}
