import type { MiddlewareFunction } from "react-router";
import { cacheKeyRequest, pageCacheKey, SHARED_PAGE_CACHE_CONTROL } from "../lib/page-cache";
import { getRuntime } from "../lib/runtime.server";

/**
 * A page every visitor like this one sees the same way says so: `public` with a short s-maxage, so that the
 * server's page cache (and a CDN in front) may keep it (docs/adr/0004). Anything that sets a cookie, is
 * not a 200, or already chose its caching keeps its own headers.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (response.status !== 200 || response.headers.has("Cache-Control") || response.headers.has("Set-Cookie")) return response;
  const shared = pageCacheKey(cacheKeyRequest(request, new URL(request.url)), getRuntime().publicEnv.PUBLIC_BRAND);
  if (shared) {
    response.headers.set("Cache-Control", SHARED_PAGE_CACHE_CONTROL);
    response.headers.set("Vary", "Accept-Encoding, Cookie");
  }
  return response;
};
