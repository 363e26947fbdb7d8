/**
 * A small per-process cache for data every visitor of a page sees the same way (the home page's
 * teasers). Concurrent requests share one load; a failed load is not kept. Several app processes
 * each keep their own copy, so the TTL bounds how stale a teaser can be.
 */
export function ttlCache<T>(ttlMs: number, maxEntries = 200) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value;
    const value = load();
    entries.set(key, { at: now, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    return value;
  };
}
