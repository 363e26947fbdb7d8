// The cart as one page view sees it: read once per request (the city layout's header count and the cart
// page share the call, and so the changes the API reports once), with the flash a redirected action left.
import type { Cart, CartChange } from "@shop/contracts";
import type { RouterContextProvider } from "react-router";
import { getCart } from "../api/cart";
import { callerOf } from "../caller.server";
import { cityOf } from "../page.server";
import { cartApi, cartCookie, cartIdOf, clearedCartCookie } from "./cart-cookie.server";
import { type CartFlash, cartFlashOf, clearedCartFlashCookie, hasCartFlash } from "./cart-flash.server";
import { mergeVisitorCart } from "./cart-merge.server";

export interface CartRead {
  /** Null when nobody has a cart: no visitor cookie and no session (the call is skipped). */
  cart: Cart | null;
  /** What changed: the flash of the action before the redirect, then this read's own changes. */
  changes: CartChange[];
  /** A cart action's error, handed over by the flash (a form posted without JavaScript). */
  error: CartFlash["error"];
  /** Set-Cookie values for this response (flash consumed, cart cookie set or forgotten). */
  cookies: string[];
}

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
  url: URL;
}

const reads = new WeakMap<object, Promise<CartRead>>();

/** The request's cart read; loaders of one request (and one data request) share it. */
export function readCart(args: Args): Promise<CartRead> {
  let pending = reads.get(args.context);
  if (!pending) {
    pending = load(args);
    reads.set(args.context, pending);
  }
  return pending;
}

async function load(args: Args): Promise<CartRead> {
  const { request } = args;
  const { lang, city } = cityOf(args);
  const flash = cartFlashOf(request);
  const cookies = hasCartFlash(request) ? [clearedCartFlashCookie(request)] : [];
  const { token } = await callerOf(args);
  const cartId = cartIdOf(request);
  let cart: Cart | null = null;
  if (token && cartId) {
    // Signed in while still carrying a visitor cart (a merge at sign-in failed): merge it now.
    const merged = await mergeVisitorCart(request, lang, city.slug, token);
    cart = merged.cart;
    cookies.push(...merged.cookies);
  }
  if (!cart && (token || cartId)) {
    cart = await getCart(cartApi(request, lang, token), city.slug);
    // A visitor cookie naming no cart any more (merged elsewhere, expired): forget it.
    if (!token && cartId && cart.id === null) cookies.push(clearedCartCookie(request));
    else if (!token && cart.id && cart.id !== cartId) cookies.push(cartCookie(cart.id, request));
  }
  return { cart, changes: distinct([...(flash?.changes ?? []), ...(cart?.changes ?? [])]), error: flash?.error ?? null, cookies };
}

/** The flash and the read may both tell of one change (an action's answer, then a read): listed once. */
function distinct(changes: CartChange[]): CartChange[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = `${change.productId}:${change.kind}:${change.reason}:${change.from}:${change.to}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Headers carrying several Set-Cookie values. */
export function cookieHeaders(cookies: string[], extra: Record<string, string> = {}): Headers {
  const headers = new Headers(extra);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
