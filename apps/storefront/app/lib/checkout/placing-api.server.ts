// The API client for placing an order. The storefront's client retries a failed POST once on 409 (spec
// section 7), with the same Idempotency-Key. For CART_CHANGED that retry is harmful: the first attempt
// corrected the cart, so the retry would meet a consistent cart and either place the order with changes
// the customer never saw or answer PRICE_CHANGED, and the spec's "cart changed" dialog would never show.
// So this client is serverApi's (lib/runtime.server.ts, with the visitor's cart id like cartApi), whose
// fetch ends the call at a CART_CHANGED answer; every other failure is retried as usual.
// (A `retry: false` call option in lib/api/client.ts would make this file unnecessary.)
import { CART_HEADER } from "@shop/contracts";
import { isLocale, type Locale } from "@shop/domain";
import { type ApiClient, ApiError, createApiClient, isErrorObject } from "../api/client";
import { cartIdOf } from "../cart/cart-cookie.server";
import { getRuntime } from "../runtime.server";

/** Carries the CART_CHANGED answer past the client's retry (it retries ApiErrors only). */
class CartChangedAnswer extends Error {
  constructor(readonly error: ApiError) {
    super(error.message);
  }
}

export function placingApi(request: Request, locale: string, token: string | null): ApiClient {
  const runtime = getRuntime();
  const send = !runtime.apiBase && runtime.inProcessApi ? runtime.inProcessApi : (outgoing: Request) => fetch(outgoing);
  const headers: Record<string, string> = {};
  const cartId = cartIdOf(request);
  if (cartId) headers[CART_HEADER] = cartId;
  const requestId = request.headers.get("x-request-id");
  if (requestId) headers["X-Request-Id"] = requestId;
  const forwardedFor = request.headers.get("x-forwarded-for");
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  const client = createApiClient({
    base: runtime.apiBase || "http://in-process",
    locale: (isLocale(locale) ? locale : "en") as Locale,
    throttle: runtime.publicEnv.PUBLIC_REQUEST_THROTTLE,
    token: () => token,
    headers,
    async fetch(outgoing) {
      const response = await send(outgoing);
      if (response.status !== 409) return response;
      const body: unknown = await response
        .clone()
        .json()
        .catch(() => null);
      if (isErrorObject(body) && body.code === "CART_CHANGED")
        throw new CartChangedAnswer(new ApiError(body.message, 409, body.code, body));
      return response;
    },
  });
  return {
    async call<T>(path: string, options?: Parameters<ApiClient["call"]>[1]): Promise<T> {
      try {
        return await client.call<T>(path, options);
      } catch (error) {
        throw error instanceof CartChangedAnswer ? error.error : error;
      }
    },
  };
}
