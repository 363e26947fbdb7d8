// Signing in (docs/orders.md "Cart"): the visitor's cart (the `cart` cookie) joins the customer's, and the
// cookie goes. Called by every server action that sets the session cookie (sign-in, the browser's hand-over)
// and, as a safety net, by the page read when a signed-in request still carries a visitor cart.
import type { Cart } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { mergeCart } from "../api/cart";
import { cartApi, cartIdOf, clearedCartCookie } from "./cart-cookie.server";
import { cartFlashCookie } from "./cart-flash.server";

export interface MergeOutcome {
  /** The customer's cart after the merge; null when there was no visitor cart or the merge failed. */
  cart: Cart | null;
  /** Set-Cookie values: the cart cookie cleared once merged. */
  cookies: string[];
}

/**
 * Merges the request's visitor cart into the token's customer. A failure never fails the sign-in: the
 * cookie is then kept, and the next page's cart read merges it.
 */
export async function mergeVisitorCart(request: Request, lang: Locale, city: string, token: string): Promise<MergeOutcome> {
  const cartId = cartIdOf(request);
  if (!cartId) return { cart: null, cookies: [] };
  try {
    const cart = await mergeCart(cartApi(request, lang, token), { city, cartId });
    return { cart, cookies: [clearedCartCookie(request)] };
  } catch (error) {
    console.error(`[cart] merging the visitor's cart failed: ${error instanceof Error ? error.message : String(error)}`);
    return { cart: null, cookies: [] };
  }
}

/**
 * For an action that redirects after signing in: the merge, with its changes (quantities cut to stock) handed
 * to the next page as a flash, where the "cart changed" dialog shows them.
 */
export async function mergeOnSignIn(request: Request, lang: Locale, city: string, token: string): Promise<string[]> {
  const { cart, cookies } = await mergeVisitorCart(request, lang, city, token);
  if (cart && cart.changes.length > 0) cookies.push(cartFlashCookie({ changes: cart.changes, error: null }, request));
  return cookies;
}
