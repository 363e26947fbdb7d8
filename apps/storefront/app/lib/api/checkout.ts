// The checkout API (packages/contracts/src/orders.ts): options, quote, coupon check, placing an order
// (the cart itself: lib/api/cart.ts). Every call sends the bearer token when there is one (cartApi adds the visitor's cart id).
import type { CartChange, CheckoutOptions, CouponCheck, DeliveryMethod, PlacedOrder, PlaceOrderRequest, Quote } from "@shop/contracts";
import { type ApiClient, ApiError } from "./client";

const POST = "POST" as const;

export const getCheckoutOptions = (api: ApiClient, city: string) =>
  api.call<CheckoutOptions>("/api/v1/checkout/options", { query: { city }, auth: true });

export const getQuote = (api: ApiClient, body: { city: string; delivery?: DeliveryMethod; couponCode?: string }) =>
  api.call<Quote>("/api/v1/checkout/quote", { method: POST, body, auth: true });

/** "Coupon applied" with the coupon and a quote, or an ApiError (COUPON_NOT_FOUND, COUPON_EXPIRED, ...). */
export const checkCoupon = (api: ApiClient, body: { city: string; code: string }) =>
  api.call<CouponCheck>("/api/v1/checkout/coupon", { method: POST, body, auth: true });

/** 201 a new order, 200 the same order again (a retry with the same key, or the same cart). */
/**
 * Places the order. CART_CHANGED is final: the first try corrected the cart, so a retry would place an order
 * the customer never saw (or answer PRICE_CHANGED), and the spec's "cart changed" dialog would never show.
 */
export const placeOrder = (api: ApiClient, body: PlaceOrderRequest, idempotencyKey: string) =>
  api.call<PlacedOrder>("/api/v1/orders", { method: POST, body, auth: true, idempotencyKey, finalCodes: ["CART_CHANGED"] });

/** The `details` of a failed call's body (the client keeps the whole body on the error). */
function errorDetails(error: unknown): Record<string, unknown> | null {
  if (!(error instanceof ApiError)) return null;
  const details = (error.body as { details?: unknown } | null)?.details;
  return typeof details === "object" && details !== null && !Array.isArray(details) ? (details as Record<string, unknown>) : null;
}

/** CART_CHANGED: what the server changed in the cart. */
export function cartChangesOf(error: unknown): CartChange[] {
  const changes = errorDetails(error)?.changes;
  return Array.isArray(changes) ? (changes as CartChange[]) : [];
}

/** PRICE_CHANGED: the quote the server priced the order at. */
export function changedQuoteOf(error: unknown): Quote | null {
  const quote = errorDetails(error)?.quote as Quote | undefined;
  return quote && typeof quote.total === "number" ? quote : null;
}
