// Whether a product card may offer "Add" (issue 18): a one-click add of one unit, only where the shopper has
// nothing to choose and the add can succeed: the product is in stock here, and a TPD product only where this
// shopper may order it (a retail shopper needs store pickup and payment in store, decisions.md "Prices and
// rules"). The server still decides: a refused add shows its message.
import type { ProductCard } from "@shop/contracts";

export interface QuickAddShop {
  localPickupAvailable: boolean;
  cashPaymentAvailable: boolean;
}

/** The API shows wholesale tiers and franchise prices only to approved business customers. */
const isBusinessPrice = (price: ProductCard["price"]) =>
  price.kind === "wholesale" || price.kind === "franchise" || price.franchise !== null || price.wholesaleTiers.length > 0;

export function canQuickAdd(card: Pick<ProductCard, "availability" | "tpd" | "price">, shop: QuickAddShop): boolean {
  if (!card.availability.inStock || card.availability.count < 1) return false;
  if (card.tpd && !(shop.localPickupAvailable && shop.cashPaymentAvailable) && !isBusinessPrice(card.price)) return false;
  return true;
}
