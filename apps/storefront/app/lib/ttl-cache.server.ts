import { STOREFRONT_RUNTIME_KEY, type StorefrontRuntime } from "@shop/contracts";

/** The shop's content version (it grows when staff change the catalogue, cities, redirects or articles). */
function contentVersion(): number {
  const runtime = (globalThis as Record<symbol, StorefrontRuntime | undefined>)[STOREFRONT_RUNTIME_KEY];
  return runtime?.contentVersion?.() ?? 0;
}

/**
 * A small per-process cache for data every visitor of a page sees the same way (the home page's
 * teasers). Concurrent requests share one load; a failed load is not kept. An entry is dropped once
 * staff change the shop's content (the runtime's content version moved on, in this process or, through
 * Redis, in another), so an edit shows at once; the TTL bounds staleness otherwise.
 */
export function ttlCache<T>(ttlMs: number, maxEntries = 200) {
  const entries = new Map<string, { at: number; version: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const version = contentVersion();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs && hit.version === version) return hit.value;
    const value = load();
    entries.set(key, { at: now, version, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
