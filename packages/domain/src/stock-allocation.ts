// Which store gives the units of an order (issue 19, docs/orders.md "Stock per store"). A city's stock is held per
// store. A pickup takes everything from the chosen store. A delivery is sent by the first store, in the shop's
// order of stores, that holds the whole order (one parcel); when none does, each product is taken from the stores
// in that order, as much as each holds, until the line is complete. Pure: the caller reads the holdings under lock.

export interface StockTake {
  productId: number;
  quantity: number;
}

/** Units of a product in a store; `storeIds` of allocateStock gives the stores' order. */
export interface StoreHolding {
  storeId: number;
  productId: number;
  quantity: number;
}

export interface StockAllocation {
  storeId: number;
  productId: number;
  quantity: number;
}

export type AllocationResult =
  | { ok: true; allocations: StockAllocation[] }
  /** The products that cannot be complete, with how many units there are for them (in the store, or in all). */
  | { ok: false; short: Array<{ productId: number; wanted: number; available: number }> };

/**
 * Allocates `takes` over the holdings. `pickupStoreId`: the store a pickup is collected at (null for a delivery).
 * `storeIds`: the city's stores in the shop's order. Allocations come in product id order, then store order.
 */
export function allocateStock(
  takes: readonly StockTake[],
  holdings: readonly StoreHolding[],
  storeIds: readonly number[],
  pickupStoreId: number | null,
): AllocationResult {
  const held = new Map<string, number>();
  for (const holding of holdings) held.set(`${holding.storeId}:${holding.productId}`, Math.max(0, holding.quantity));
  const unitsIn = (storeId: number, productId: number) => held.get(`${storeId}:${productId}`) ?? 0;
  const wanted = [...takes].filter((take) => take.quantity > 0).sort((a, b) => a.productId - b.productId);

  const whole = pickupStoreId ?? storeIds.find((storeId) => wanted.every((take) => unitsIn(storeId, take.productId) >= take.quantity));
  if (whole !== undefined) {
    const short = wanted
      .filter((take) => unitsIn(whole, take.productId) < take.quantity)
      .map((take) => ({ productId: take.productId, wanted: take.quantity, available: unitsIn(whole, take.productId) }));
    if (short.length) return { ok: false, short };
    return { ok: true, allocations: wanted.map((take) => ({ storeId: whole, productId: take.productId, quantity: take.quantity })) };
  }

  const allocations: StockAllocation[] = [];
  const short: Array<{ productId: number; wanted: number; available: number }> = [];
  for (const take of wanted) {
    let left = take.quantity;
    const parts: StockAllocation[] = [];
    for (const storeId of storeIds) {
      if (left === 0) break;
      const units = Math.min(left, unitsIn(storeId, take.productId));
      if (units > 0) parts.push({ storeId, productId: take.productId, quantity: units });
      left -= units;
    }
    if (left > 0) short.push({ productId: take.productId, wanted: take.quantity, available: take.quantity - left });
    else allocations.push(...parts);
  }
  return short.length ? { ok: false, short } : { ok: true, allocations };
}
