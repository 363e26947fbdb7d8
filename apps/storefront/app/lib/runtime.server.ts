import { STOREFRONT_RUNTIME_KEY, type StorefrontRuntime } from "@shop/contracts";
import { isLocale, type Locale } from "@shop/domain";
import { type ApiClient, createApiClient } from "./api/client";
import { deviceIdOf } from "./device.server";

/** What the hosting server registered (apps/server/src/boot.ts). */
export function getRuntime(): StorefrontRuntime {
  const runtime = (globalThis as Record<symbol, StorefrontRuntime | undefined>)[STOREFRONT_RUNTIME_KEY];
  if (!runtime) throw new Error("The storefront runs without its server runtime (start it through apps/server)");
  return runtime;
}

/** The API client for a loader: in-process when the API runs here, else over HTTP to API_BASE. */
export function serverApi(request: Request, locale: string, token?: string | null, extraHeaders: Record<string, string> = {}): ApiClient {
  const runtime = getRuntime();
  const inProcess = runtime.inProcessApi;
  const requestId = request.headers.get("x-request-id");
  // The API keys its rate limits by the caller's address: the shopper's, not this server's.
  const forwardedFor = request.headers.get("x-forwarded-for");
  const headers: Record<string, string> = { ...extraHeaders };
  if (requestId) headers["X-Request-Id"] = requestId;
  if (forwardedFor) headers["X-Forwarded-For"] = forwardedFor;
  // Sessions record the browser's User-Agent, and staff sign-ins the device (issue 35, docs/accounts.md "Sessions").
  const userAgent = request.headers.get("user-agent");
  if (userAgent) headers["User-Agent"] = userAgent.slice(0, 400);
  const deviceId = deviceIdOf(request);
  if (deviceId && !headers["X-Device-Id"]) headers["X-Device-Id"] = deviceId;
  return createApiClient({
    base: runtime.apiBase || "http://in-process",
    locale: (isLocale(locale) ? locale : "en") as Locale,
    throttle: runtime.publicEnv.PUBLIC_REQUEST_THROTTLE,
    token: () => token,
    fetch: !runtime.apiBase && inProcess ? inProcess : undefined,
    headers,
  });
}
