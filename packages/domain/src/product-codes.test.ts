import { describe, expect, it } from "vitest";
import { isProductSku, parseVatRate, readEan } from "./product-codes";

describe("product codes", () => {
  it("takes SKUs of letters, digits, dots, underscores, slashes and hyphens, up to 40, starting with a letter or digit", () => {
    for (const sku of ["SP-000042", "a", "HK/2024.x_1", "9".repeat(40)]) expect(isProductSku(sku)).toBe(true);
    for (const sku of ["", "-SP", "SP 1", "SP;1", "SP:1", "ł1", "9".repeat(41)]) expect(isProductSku(sku)).toBe(false);
  });

  it("reads VAT rates as people write them", () => {
    expect(parseVatRate("23")).toBe("23");
    expect(parseVatRate(" 8 % ")).toBe("8");
    expect(parseVatRate("ZW")).toBe("zw");
    expect(parseVatRate("0%")).toBe("0");
    expect(parseVatRate("7")).toBeNull();
    expect(parseVatRate("")).toBeNull();
  });

  it("reads an EAN as typed: spaces and dashes dropped, the check digit checked, empty as none", () => {
    expect(readEan(" 590 1234-123457 ")).toEqual({ ean: "5901234123457" });
    expect(readEan("")).toEqual({ ean: null });
    expect(readEan("5901234123458")).toEqual({ problem: "eanCheckDigit" });
    expect(readEan("590123412345")).toEqual({ problem: "eanFormat" });
    expect(readEan("5.90123E+12")).toEqual({ problem: "eanFormat" });
  });
});
