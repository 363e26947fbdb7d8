// A visitor's cart lives in the API; its id rides in an HttpOnly cookie and reaches the API as X-Cart-Id.
// A signed-in customer's cart is found by the bearer token (the cookie's cart is merged into it on sign-in).
import { CART_HEADER, CART_ID_PATTERN } from "@shop/contracts";
import type { ApiClient } from "../api/client";
import { isSecureRequest } from "../auth.server";
import { parseCookies } from "../cookies";
import { serverApi } from "../runtime.server";

const CART_COOKIE = "cart";
const CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The visitor's cart id from the request's cookie, or null. */
export function cartIdOf(request: Request): string | null {
  const id = parseCookies(request.headers.get("cookie"))[CART_COOKIE];
  return id && CART_ID_PATTERN.test(id) ? id : null;
}

export function cartCookie(id: string, request: Request): string {
  const parts = [`${CART_COOKIE}=${id}`, "Path=/", `Max-Age=${CART_MAX_AGE_SECONDS}`, "HttpOnly", "SameSite=Lax"];
  if (isSecureRequest(request)) parts.push("Secure");
  return parts.join("; ");
}

export function clearedCartCookie(request: Request): string {
  return `${CART_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${isSecureRequest(request) ? "; Secure" : ""}`;
}

/** The API client for cart, checkout and order calls: the caller's token and the visitor's cart id. */
export function cartApi(request: Request, locale: string, token: string | null): ApiClient {
  const id = cartIdOf(request);
  return serverApi(request, locale, token, id ? { [CART_HEADER]: id } : {});
}
