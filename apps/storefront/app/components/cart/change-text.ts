import type { CartChange } from "@shop/contracts";
import type { TFunction } from "../../lib/texts";

/**
 * What happened to one product, in the page's language ("Reduced from 5 to 2: only 2 left in stock",
 * "Price changed from PLN 9.99 to PLN 6.99"); `money` formats grosze in the page's language.
 */
export function changeText(t: TFunction, change: CartChange, money: (grosze: number) => string): string {
  if (change.reason === "price-changed") {
    return t("cart.changes.repriced", { from: money(change.priceFrom ?? 0), to: money(change.priceTo ?? 0) });
  }
  if (change.reason === "not-offered") return t("cart.changes.notOffered");
  if (change.reason === "out-of-stock" || change.to <= 0) return t("cart.changes.outOfStock");
  return t("cart.changes.reduced", { from: change.from, to: change.to, count: change.to });
}
