// DELETE /cart/items/{productId} (issue 6): removes a line (a line that is not there: nothing to do).
import type { Cart } from "@shop/contracts";
import { type Db, removeCartItem } from "@shop/db";
import { requireCatalogueCity } from "../catalogue/catalogue-city";
import { findCallerCart } from "./cart-identity";
import { type CartRequest, viewCart } from "./cart-view";

export async function removeFromCart(db: Db, request: CartRequest & { productId: number }): Promise<Cart> {
  const city = await requireCatalogueCity(db, request.city);
  const cart = await findCallerCart(db, request.caller);
  if (cart) await removeCartItem(db, cart.id, request.productId);
  return viewCart(db, cart, city, request);
}
