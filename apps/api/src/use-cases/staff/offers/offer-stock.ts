// A city's stock held per store (issue 19) as the offers' use-cases handle it: the stores as the back office shows
// them, the city's total worked out from the stores' units, the store rows a change writes, and the offer as the
// audit log keeps it (each store's units named by its address, so the log reads without looking stores up).
import type { StaffOfferStore } from "@shop/contracts";
import type { OfferStoreRow, StoreStockWrite } from "@shop/db";
import { changedStores, type OfferValues, type StoreStock, storeQuantity, storeTotal } from "@shop/domain";

export const staffOfferStoreOf = (store: OfferStoreRow): StaffOfferStore => ({
  id: store.id,
  address: store.address,
  active: store.active,
});

/** A store as a short label: its address up to the first comma ("ul. Grójecka 42"). */
export const storeLabel = (store: Pick<OfferStoreRow, "address">): string => store.address.split(",")[0]?.trim() || store.address;

/** The label of a store by id among the city's ("#12" for one that is not there). */
export function storeLabelOf(stores: readonly OfferStoreRow[], storeId: string): string {
  const store = stores.find((known) => String(known.id) === storeId);
  return store ? storeLabel(store) : `#${storeId}`;
}

/**
 * The offer as it is written: the city's stock moved by the change of its stores' units (offers.stock stays their
 * sum, without being read again); a bundle's stock is left as it is (its items' stock decides).
 */
export function withCityStock(offer: OfferValues, before: OfferValues | null, kind: "simple" | "bundle"): OfferValues {
  const stock = before?.stock ?? 0;
  if (kind === "bundle") return { ...offer, stock };
  return { ...offer, stock: stock + storeTotal(offer.storeStock) - storeTotal(before?.storeStock ?? {}) };
}

/** The store rows a change of an offer writes: the stores whose units differ. */
export function storeStockWrites(
  key: { cityId: number; productId: number },
  before: OfferValues | null,
  after: OfferValues,
): StoreStockWrite[] {
  return changedStores(before?.storeStock ?? {}, after.storeStock).map((store) => ({
    ...key,
    storeId: Number(store),
    quantity: storeQuantity(after.storeStock, store),
    from: storeQuantity(before?.storeStock ?? {}, store),
  }));
}

/** The offer for the audit log: every store of the city with its units, keyed "ul. Grójecka 42 (#12)". */
export function auditedOffer<T extends { storeStock: StoreStock }>(
  offer: T | null,
  stores: readonly OfferStoreRow[],
): (Omit<T, "storeStock"> & { storeStock: Record<string, number> }) | null {
  if (offer === null) return null;
  const storeStock: Record<string, number> = {};
  const ids = new Set([...stores.map((store) => String(store.id)), ...Object.keys(offer.storeStock)]);
  for (const id of ids) storeStock[`${storeLabelOf(stores, id)} (#${id})`] = storeQuantity(offer.storeStock, id);
  return { ...offer, storeStock };
}
