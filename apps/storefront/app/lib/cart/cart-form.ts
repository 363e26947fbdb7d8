// The cart forms' shared shape (client-safe): what the cart route's action takes and answers a fetcher.
import type { Cart, CartChange, CartLine } from "@shop/contracts";

export const CART_INTENTS = ["add", "set", "remove"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** The cart after the action, as the server answered it: the header's count and the mini-cart's line and subtotal. */
export interface CartAnswer {
  count: number;
  subtotal: number;
  /** The line the action touched (null once removed). */
  line: CartLine | null;
  freeDelivery: Cart["freeDelivery"] | null;
}

/** What a cart form's fetcher gets back (without JavaScript the action redirects instead). */
export type CartActionData =
  | { ok: true; intent: CartIntent; productId: number; changes: CartChange[]; cart: CartAnswer }
  | { ok: false; intent: CartIntent | null; productId: number | null; error: string };

/** The answer's summary of a whole cart for one product's line. */
export function cartAnswer(cart: Pick<Cart, "itemCount" | "subtotal" | "lines" | "freeDelivery">, productId: number): CartAnswer {
  const line = cart.lines.find((candidate) => candidate.product.id === productId) ?? null;
  return { count: cart.itemCount, subtotal: cart.subtotal, line, freeDelivery: cart.freeDelivery ?? null };
}
