import { STOREFRONT_RUNTIME_KEY } from "@shop/contracts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ttlCache } from "./ttl-cache.server";

afterEach(() => vi.useRealTimers());

describe("ttlCache", () => {
  it("shares one load per key within the TTL, loads again after it, and forgets failures", async () => {
    vi.useFakeTimers();
    const cache = ttlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache("a", load), cache("a", load)])).toEqual([1, 1]);
    expect(await cache("b", load)).toBe(2);
    vi.advanceTimersByTime(1001);
    expect(await cache("a", load)).toBe(3);
    await expect(cache("c", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache("c", load)).toBe(4);
  });

  it("drops what it kept once the shop's content version moves on (a staff edit shows at once)", async () => {
    let version = 7;
    const global = globalThis as Record<symbol, unknown>;
    const before = global[STOREFRONT_RUNTIME_KEY];
    global[STOREFRONT_RUNTIME_KEY] = { contentVersion: () => version };
    try {
      const cache = ttlCache<number>(60_000);
      let loads = 0;
      const load = async () => ++loads;
      expect(await cache("a", load)).toBe(1);
      expect(await cache("a", load)).toBe(1);
      version += 1;
      expect(await cache("a", load)).toBe(2);
      expect(await cache("a", load)).toBe(2);
    } finally {
      global[STOREFRONT_RUNTIME_KEY] = before;
    }
  });
});
