// Which pickup stores hold the whole cart (issue 19; docs/orders.md "Stock per store"). A pickup takes every unit
// from the chosen store (allocateStock in packages/domain, which placing the order applies under its locks), so a
// store can be chosen only when it holds each product the cart needs: a line's own units, a bundle line's items,
// summed over the lines. The checkout lists those stores first and says what the others lack.
import type { StoreShortage } from "@shop/contracts";
import type { CartStockNeed } from "@shop/db";

/** What a store lacks of the needs, in their order (empty: it holds the whole cart). */
function shortagesIn(needs: readonly CartStockNeed[], storeId: number): StoreShortage[] {
  return needs.flatMap(({ productId, name, wanted, held }) => {
    const available = held.get(storeId) ?? 0;
    return available < wanted ? [{ productId, name, wanted, available }] : [];
  });
}

/** The stores with what each lacks: those holding the whole cart first, each part in the order given. */
export function byCartStock<T extends { id: number }>(
  stores: readonly T[],
  needs: readonly CartStockNeed[],
): Array<T & { complete: boolean; missing: StoreShortage[] }> {
  const marked = stores.map((store) => {
    const missing = shortagesIn(needs, store.id);
    return { ...store, complete: missing.length === 0, missing };
  });
  return [...marked.filter((store) => store.complete), ...marked.filter((store) => !store.complete)];
}
