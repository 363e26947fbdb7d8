// Whose cart a request means (issue 6; docs/orders.md "Cart"). A signed-in caller has one cart, found by
// their token; anyone else names a visitor cart by the X-Cart-Id header. A header that is malformed,
// unknown or names a customer's cart means no cart: a customer's cart is never reached by its id.
import { randomBytes } from "node:crypto";
import { type CartRow, createVisitorCart, type DbOrTx, ensureUserCart, findUserCart, findVisitorCart } from "@shop/db";

export type CartCaller = { kind: "user"; userId: number } | { kind: "visitor"; cartId: string | null };

/** A fresh visitor cart id: 128 random bits, base64url (22 characters). */
const newCartId = (): string => randomBytes(16).toString("base64url");

/** The caller's existing cart, or null (nothing is created). */
export async function findCallerCart(db: DbOrTx, caller: CartCaller): Promise<CartRow | null> {
  if (caller.kind === "user") return findUserCart(db, caller.userId);
  return caller.cartId ? findVisitorCart(db, caller.cartId) : null;
}

/**
 * The caller's cart, created in `cityId` when there is none: a visitor gets a new random id (never the one
 * a header proposed); racing first writes of one customer end in the same cart.
 */
export async function openCallerCart(db: DbOrTx, caller: CartCaller, cityId: number): Promise<CartRow> {
  const found = await findCallerCart(db, caller);
  if (found) return found;
  if (caller.kind === "user") return ensureUserCart(db, { id: newCartId(), userId: caller.userId, cityId });
  return createVisitorCart(db, { id: newCartId(), cityId });
}

/** The id the answer shows: a visitor's cart id (for the cookie); null for a customer's cart and for no cart. */
export const visibleCartId = (caller: CartCaller, cart: CartRow | null): string | null =>
  caller.kind === "visitor" && cart ? cart.id : null;
