// The line limit of a product in a city and the refusal of a quantity above it (issue 6): the city's stock
// (a bundle's: what its items allow), at most MAX_LINE_QUANTITY. A product the city does not show is refused.
import { cartCatalogue, localized, MAX_LINE_QUANTITY, plural } from "@shop/contracts";
import { type Db, findCardRows } from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../core/app-error";
import { stockOf } from "../catalogue/product-cards";

/** The most one cart line of the product may hold in the city; PRODUCT_NOT_OFFERED when it is not sold there. */
export async function lineLimit(db: Db, cityId: number, productId: number, locale: Locale): Promise<number> {
  const [row] = await findCardRows(db, { cityId, locale, ids: [productId] });
  if (!row?.visible) throw new AppError("PRODUCT_NOT_OFFERED");
  return Math.max(0, Math.min(stockOf(row), MAX_LINE_QUANTITY));
}

/** NOT_ENOUGH_STOCK saying how many the line may hold (details.available): "only N left", or none left. */
export function notEnoughStock(available: number): AppError {
  const messages = localized(cartCatalogue, (m, locale) => (available > 0 ? plural(locale, m.onlyLeft, available) : m.noneLeft));
  return new AppError("NOT_ENOUGH_STOCK", { messages, details: { available } });
}
