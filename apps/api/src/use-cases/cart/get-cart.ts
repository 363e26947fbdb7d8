// GET /cart (issue 6): the caller's cart in the request's city, re-priced; nothing is created.
import type { Cart } from "@shop/contracts";
import type { Db } from "@shop/db";
import { requireCatalogueCity } from "../catalogue/catalogue-city";
import { findCallerCart } from "./cart-identity";
import { type CartRequest, viewCart } from "./cart-view";

export async function getCart(db: Db, request: CartRequest): Promise<Cart> {
  const city = await requireCatalogueCity(db, request.city);
  return viewCart(db, await findCallerCart(db, request.caller), city, request);
}
