// POST /cart/merge (issue 6; docs/orders.md "Cart"): after signing in, the visitor's cart joins the
// customer's: quantities added, then cut to stock by the re-pricing (reported as changes), and the visitor's
// cart deleted. An id that is unknown or a customer's cart merges nothing: the customer's cart is answered.
import { type Cart, MAX_LINE_QUANTITY } from "@shop/contracts";
import { type Db, findVisitorCart, mergeVisitorCart } from "@shop/db";
import { requireCatalogueCity } from "../catalogue/catalogue-city";
import { findCallerCart, openCallerCart } from "./cart-identity";
import { type CartRequest, viewCart } from "./cart-view";

export async function mergeCarts(db: Db, request: CartRequest & { userId: number; visitorCartId: string }): Promise<Cart> {
  const city = await requireCatalogueCity(db, request.city);
  const caller = { kind: "user" as const, userId: request.userId };
  const merged = { ...request, caller };
  const visitor = await findVisitorCart(db, request.visitorCartId);
  if (!visitor) return viewCart(db, await findCallerCart(db, caller), city, merged);
  const cart = await openCallerCart(db, caller, city.id);
  await mergeVisitorCart(db, { fromCartId: visitor.id, toCartId: cart.id, maxQuantity: MAX_LINE_QUANTITY });
  return viewCart(db, cart, city, merged);
}
