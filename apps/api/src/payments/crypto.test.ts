import { baseCryptoAmount, CRYPTO_TAG_RANGE, taggedAmount } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { tagWalk } from "./crypto";

describe("the crypto amount's tag walk", () => {
  it.each([1, 2, 5000, CRYPTO_TAG_RANGE])("starts at %i and visits every tag 1..9999 exactly once", (start) => {
    const walk = tagWalk(start);
    expect(walk[0]).toBe(start);
    expect(walk).toHaveLength(CRYPTO_TAG_RANGE);
    expect(new Set(walk).size).toBe(CRYPTO_TAG_RANGE);
    expect(Math.min(...walk)).toBe(1);
    expect(Math.max(...walk)).toBe(CRYPTO_TAG_RANGE);
  });

  it("walks on upwards and wraps around to 1", () => {
    expect(tagWalk(9998).slice(0, 4)).toEqual([9998, 9999, 1, 2]);
  });

  it("gives amounts that differ from each other and keep the whole cents of the total", () => {
    const base = baseCryptoAmount(12_345, 395);
    const amounts = tagWalk(7).map((tag) => taggedAmount(base, tag));
    expect(new Set(amounts).size).toBe(CRYPTO_TAG_RANGE);
    expect(amounts.filter((amount) => Math.floor(amount / 10_000) * 10_000 !== base)).toEqual([]);
  });
});
