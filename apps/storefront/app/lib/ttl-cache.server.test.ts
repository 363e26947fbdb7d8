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
});
