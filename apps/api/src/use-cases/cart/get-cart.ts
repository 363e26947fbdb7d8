// GET /cart (issue 6): the caller's cart in the request's city, re-priced; nothing is created. The cart and its lines
// come in one statement.
import type { Cart } from "@shop/contracts";
import { type Db, findCartWithItems } from "@shop/db";
import { requireCatalogueCity } from "../catalogue/catalogue-city";
import { type CartRequest, viewCart } from "./cart-view";

export async function getCart(db: Db, request: CartRequest): Promise<Cart> {
  const city = await requireCatalogueCity(db, request.city);
  const { caller } = request;
  const key = caller.kind === "user" ? { userId: caller.userId } : caller.cartId ? { visitorCartId: caller.cartId } : null;
  const found = key ? await findCartWithItems(db, key) : null;
  return viewCart(db, found?.cart ?? null, city, request, found?.items);
}
