// CSRF defence for state changes that ride on the session cookie (decisions.md, accounts): a form
// posted to a route action must come from one of the shop's own pages. Browsers send Origin on
// every POST (Referer as a fallback); a request that names another origin, or none, is refused.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** `allowed`: the request's own origin and the shop's public origin(s), in any form URL parses. */
export function isSameOriginRequest(request: Request, allowed: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const origins = new Set(allowed.map(originOf).filter((origin): origin is string => origin !== null));
  const origin = request.headers.get("origin");
  // "null" comes from sandboxed frames, data: URLs and no-referrer pages: nothing to trust.
  if (origin) return origin !== "null" && origins.has(originOf(origin) ?? "");
  const referer = request.headers.get("referer");
  if (referer) return origins.has(originOf(referer) ?? "");
  return false;
}
