import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, reloadForChunkError } from "./chunk-reload";

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("chunk load failure", () => {
  it("recognises the browsers' failed dynamic import messages", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/cart-1.js"))).toBe(true);
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  // The spec's reload guard is 10 seconds (section 8): a literal here, so a changed constant fails the test.
  it("reloads at most once per 10 seconds", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, 1_000_000, reload)).toBe(true);
    expect(reloadForChunkError(storage, 1_000_000 + 9_999, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForChunkError(storage, 1_000_000 + 10_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
