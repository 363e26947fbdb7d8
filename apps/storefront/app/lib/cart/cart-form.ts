// The cart forms' shared shape (client-safe): what the cart route's action takes and answers a fetcher.
import type { CartChange } from "@shop/contracts";

export const CART_INTENTS = ["add", "set", "remove"] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** What a cart form's fetcher gets back (without JavaScript the action redirects instead). */
export type CartActionData =
  | { ok: true; intent: CartIntent; productId: number; changes: CartChange[] }
  | { ok: false; intent: CartIntent | null; productId: number | null; error: string };
