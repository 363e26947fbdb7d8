// Whose cart a request means, read from the request (docs/orders.md "Cart"): the signed-in user, else the
// visitor cart the X-Cart-Id header names. The use-cases (cart/cart-identity.ts) take the result.
import { CART_HEADER, CART_ID_PATTERN } from "@shop/contracts";
import type { Context } from "hono";
import type { CartCaller } from "../use-cases/cart/cart-identity";
import type { ApiEnv } from "./context";

/** The caller's cart key: the signed-in user, else the X-Cart-Id header (null when absent or malformed). */
export function cartCallerOf(c: Context<ApiEnv>): CartCaller {
  const user = c.var.user;
  if (user) return { kind: "user", userId: user.id };
  const header = c.req.header(CART_HEADER)?.trim();
  return { kind: "visitor", cartId: header && CART_ID_PATTERN.test(header) ? header : null };
}
