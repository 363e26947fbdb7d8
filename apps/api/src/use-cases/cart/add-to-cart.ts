// POST /cart/items (issue 6): adds units to a line. The line's total after adding may not pass what the
// city can sell (NOT_ENOUGH_STOCK, nothing changes); racing adds both count (one statement each).
import type { Cart } from "@shop/contracts";
import { addCartItem, type Db } from "@shop/db";
import { requireCatalogueCity } from "../catalogue/catalogue-city";
import { openCallerCart } from "./cart-identity";
import { lineLimit, notEnoughStock } from "./cart-stock";
import { type CartRequest, viewCart } from "./cart-view";

export async function addToCart(db: Db, request: CartRequest & { productId: number; quantity: number }): Promise<Cart> {
  const city = await requireCatalogueCity(db, request.city);
  const limit = await lineLimit(db, city.id, request.productId, request.locale);
  // Refused before a cart is made for it: a first add that cannot succeed leaves nothing behind.
  if (request.quantity > limit) throw notEnoughStock(limit);
  const cart = await openCallerCart(db, request.caller, city.id);
  const added = await addCartItem(db, { cartId: cart.id, productId: request.productId, quantity: request.quantity, limit });
  if (added === null) throw notEnoughStock(limit);
  return viewCart(db, cart, city, request);
}
