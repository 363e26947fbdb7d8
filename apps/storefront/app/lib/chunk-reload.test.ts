import { describe, expect, it, vi } from "vitest";
import { isChunkLoadError, navigationTarget, redirectReload, reloadForChunkError } from "./chunk-reload";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const FROM = "https://shop.example/en/krakow/products/mint";
const loading = (pathname: string, formMethod?: string) => ({
  navigation: { state: "loading", location: { pathname, search: "?page=2", hash: "" }, formMethod },
});

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

  it("knows the address a GET navigation under way is loading, and none for a form's POST or when idle", () => {
    expect(navigationTarget(loading("/en/krakow/categories/charcoal"), FROM)).toBe(
      "https://shop.example/en/krakow/categories/charcoal?page=2",
    );
    expect(navigationTarget(loading("/en/krakow/cart", "POST"), FROM)).toBeNull();
    expect(navigationTarget({ navigation: { state: "submitting", location: loading("/x").navigation.location } }, FROM)).toBeNull();
    expect(navigationTarget({ navigation: { state: "idle" } }, FROM)).toBeNull();
    expect(navigationTarget(undefined, FROM)).toBeNull();
  });

  // React Router's reload of the page being left becomes one load of the page the shopper clicked.
  it("turns the page's own reload during a navigation into a load of its target", () => {
    const reload = { navigationType: "reload" as const, cancelable: true, userInitiated: false, preventDefault: vi.fn() };
    const go = vi.fn();
    expect(redirectReload(reload, "https://shop.example/en/krakow/cart", go)).toBe(true);
    expect(reload.preventDefault).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith("https://shop.example/en/krakow/cart");
  });

  it("leaves alone a reload without a navigation under way, the shopper's own reload and other navigations", () => {
    const go = vi.fn();
    const event = (change: object) => ({
      navigationType: "reload" as const,
      cancelable: true,
      userInitiated: false,
      preventDefault: vi.fn(),
      ...change,
    });
    const none = event({});
    expect(redirectReload(none, null, go)).toBe(false);
    const shopper = event({ userInitiated: true });
    expect(redirectReload(shopper, "https://shop.example/a", go)).toBe(false);
    const fixed = event({ cancelable: false });
    expect(redirectReload(fixed, "https://shop.example/a", go)).toBe(false);
    const push = event({ navigationType: "push" });
    expect(redirectReload(push, "https://shop.example/a", go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
    for (const e of [none, shopper, fixed, push]) expect(e.preventDefault).not.toHaveBeenCalled();
  });
});
