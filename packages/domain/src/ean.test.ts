import { describe, expect, it } from "vitest";
import { cleanEan, demoEan, ean13CheckDigit, isEan13 } from "./ean";

describe("EAN-13", () => {
  it("checks the check digit of real barcodes", () => {
    // Printed on packs: 5901234123457 (GS1's Polish example), 4006381333931 (a German pen).
    expect(isEan13("5901234123457")).toBe(true);
    expect(isEan13("4006381333931")).toBe(true);
    expect(ean13CheckDigit("400638133393")).toBe(1);
  });

  it("refuses a wrong check digit, a swapped pair, letters and other lengths", () => {
    expect(isEan13("5901234123458")).toBe(false);
    expect(isEan13("5901234213457")).toBe(false);
    expect(isEan13("590123412345X")).toBe(false);
    expect(isEan13("590123412345")).toBe(false);
    expect(isEan13("59012341234570")).toBe(false);
  });

  it("drops the spaces and dashes people type", () => {
    expect(cleanEan(" 590 1234-123457 ")).toBe("5901234123457");
  });

  it("gives every demo product a valid, distinct barcode", () => {
    const codes = [1, 2, 346, 99999].map(demoEan);
    for (const code of codes) expect(isEan13(code)).toBe(true);
    expect(new Set(codes).size).toBe(4);
  });
});
