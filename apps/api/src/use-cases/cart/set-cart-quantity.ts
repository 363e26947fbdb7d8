// PUT /cart/items/{productId} (issue 6): sets a line's quantity (making the line), at most what the city
// can sell (NOT_ENOUGH_STOCK otherwise, nothing changes).
import type { Cart } from "@shop/contracts";
import { type Db, setCartItem } from "@shop/db";
import { requireCatalogueCity } from "../catalogue/catalogue-city";
import { openCallerCart } from "./cart-identity";
import { lineLimit, notEnoughStock } from "./cart-stock";
import { type CartRequest, viewCart } from "./cart-view";

export async function setCartQuantity(db: Db, request: CartRequest & { productId: number; quantity: number }): Promise<Cart> {
  const city = await requireCatalogueCity(db, request.city);
  const limit = await lineLimit(db, city.id, request.productId, request.locale);
  if (request.quantity > limit) throw notEnoughStock(limit);
  const cart = await openCallerCart(db, request.caller, city.id);
  await setCartItem(db, { cartId: cart.id, productId: request.productId, quantity: request.quantity });
  return viewCart(db, cart, city, request);
}
