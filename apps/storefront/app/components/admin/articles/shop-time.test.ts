import { describe, expect, it } from "vitest";
import { fromShopInput, toShopInput } from "./shop-time";

describe("shop time in forms", () => {
  it("shows and reads the Warsaw wall clock, in winter and in summer", () => {
    expect(toShopInput("2026-12-01T17:30:00.000Z")).toBe("2026-12-01T18:30");
    expect(toShopInput("2026-07-01T17:30:00.000Z")).toBe("2026-07-01T19:30");
    expect(fromShopInput("2026-12-01T18:30")).toBe("2026-12-01T17:30:00.000Z");
    expect(fromShopInput("2026-07-01T19:30")).toBe("2026-07-01T17:30:00.000Z");
    expect(fromShopInput("2026-03-29T12:00:00")).toBe("2026-03-29T10:00:00.000Z");
  });

  it("treats empty as none and anything else as no date", () => {
    expect(toShopInput(null)).toBe("");
    expect(fromShopInput(" ")).toBeNull();
    expect(fromShopInput("tomorrow")).toBeUndefined();
    expect(fromShopInput("2026-02-30T10:00")).toBeUndefined();
  });
});
