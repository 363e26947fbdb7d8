import type { CartChange } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { decodeCartFlash, encodeCartFlash } from "./cart-flash.server";

const change = (productId: number): CartChange => ({
  productId,
  slug: `product-${productId}`,
  name: `Product ${productId} – "Mint" ${"x".repeat(40)}`,
  kind: "removed",
  reason: "out-of-stock",
  from: 2,
  to: 0,
});

describe("the cart flash", () => {
  it("carries the changes and the error across a redirect", () => {
    const flash = { changes: [change(1), change(2)], error: { message: "Tylko 2 sztuki na stanie.", productId: 12 } };
    expect(decodeCartFlash(decodeURIComponent(encodeCartFlash(flash)))).toEqual(flash);
  });

  it("fits a cookie: the changes that do not fit are left out", () => {
    const changes = Array.from({ length: 100 }, (_, index) => change(index + 1));
    const value = encodeCartFlash({ changes, error: null });
    expect(value.length).toBeLessThanOrEqual(3500);
    const decoded = decodeCartFlash(decodeURIComponent(value));
    expect(decoded?.changes.length).toBeGreaterThan(5);
    expect(decoded?.changes).toEqual(changes.slice(0, decoded?.changes.length));
  });

  it("ignores a value that is not ours", () => {
    expect(decodeCartFlash("not json")).toBeNull();
    expect(decodeCartFlash(JSON.stringify({ changes: [{ productId: "x" }], error: null }))).toBeNull();
    expect(decodeCartFlash(undefined)).toBeNull();
  });
});
