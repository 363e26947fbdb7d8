// What identifies a submission (docs/orders.md "Placing an order", step 2): the SHA-256 of the parsed request
// (without expectedTotal: the same order confirmed at another total is the same order) and the cart's items.
// It is the order's request_hash and the cart's last_order_fingerprint.
import { createHash } from "node:crypto";
import type { PlaceOrderRequest } from "@shop/contracts";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Keys sorted at every level, undefined members left out: equal values give equal text. */
function canonical(value: unknown): Json {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, member]) => [key, canonical(member)]));
  }
  return value as Json;
}

export function submissionHash(request: PlaceOrderRequest, items: ReadonlyArray<{ productId: number; quantity: number }>): string {
  const { expectedTotal: _expectedTotal, ...body } = request;
  const cart = [...items].sort((a, b) => a.productId - b.productId).map((item) => [item.productId, item.quantity]);
  return createHash("sha256")
    .update(JSON.stringify(canonical({ body, cart })))
    .digest("hex");
}
