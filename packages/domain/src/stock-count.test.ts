import { describe, expect, it } from "vitest";
import { countAdjustment, countDifference, isCountedQuantity } from "./stock-count";

describe("the count rule", () => {
  it("posts counted − expected, whatever moved since the line was counted", () => {
    // Counted 7 where the ledger said 8 (one missing); three were ordered after counting: 5 left now.
    expect(countAdjustment({ expected: 8, counted: 7 }, 5)).toEqual({ adjustment: -1, floored: false });
    // Four more found than the ledger knew; a return brought one back after counting.
    expect(countAdjustment({ expected: 2, counted: 6 }, 3)).toEqual({ adjustment: 4, floored: false });
    expect(countAdjustment({ expected: 3, counted: 3 }, 0)).toEqual({ adjustment: 0, floored: false });
  });

  it("stops at zero when units sold after counting were not on the shelf", () => {
    // Counted 1 of 3 expected; two were sold after counting (1 left): −2 would leave −1, so −1 is posted.
    expect(countAdjustment({ expected: 3, counted: 1 }, 1)).toEqual({ adjustment: -1, floored: true });
    expect(countAdjustment({ expected: 5, counted: 0 }, 0)).toEqual({ adjustment: 0, floored: true });
  });

  it("says the difference and which quantities may be entered", () => {
    expect(countDifference({ expected: 4, counted: 1 })).toBe(-3);
    expect([0, 1, 1_000_000].every(isCountedQuantity)).toBe(true);
    expect([-1, 1.5, 1_000_001, Number.NaN].some(isCountedQuantity)).toBe(false);
  });
});
