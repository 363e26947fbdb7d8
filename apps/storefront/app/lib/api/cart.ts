// The cart API (packages/contracts/src/orders.ts): read, add, set, remove, and the merge after signing in.
// Every call sends the bearer token when there is one; cartApi (lib/cart/cart-cookie.server.ts) adds the
// visitor's cart id. Each answer is the whole cart re-priced, with the `changes` the server made (once).
import type { Cart } from "@shop/contracts";
import type { ApiClient } from "./client";

const itemPath = (productId: number) => `/api/v1/cart/items/${productId}`;

export const getCart = (api: ApiClient, city: string) => api.call<Cart>("/api/v1/cart", { query: { city }, auth: true });

/** A visitor without a cart gets a new one: keep the answer's `id` (the `cart` cookie). */
export const addToCart = (api: ApiClient, body: { city: string; productId: number; quantity: number }) =>
  api.call<Cart>("/api/v1/cart/items", { method: "POST", body, auth: true });

export const setCartQuantity = (api: ApiClient, productId: number, body: { city: string; quantity: number }) =>
  api.call<Cart>(itemPath(productId), { method: "PUT", body, auth: true });

export const removeFromCart = (api: ApiClient, productId: number, city: string) =>
  api.call<Cart>(itemPath(productId), { method: "DELETE", query: { city }, auth: true });

/** Signed in (bearer): the visitor's cart joins the customer's and is deleted. */
export const mergeCart = (api: ApiClient, body: { city: string; cartId: string }) =>
  api.call<Cart>("/api/v1/cart/merge", { method: "POST", body, auth: true });
