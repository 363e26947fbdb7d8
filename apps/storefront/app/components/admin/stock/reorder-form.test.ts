import { describe, expect, it } from "vitest";
import { productOfCode, ruleBody } from "./reorder-form";

describe("a reorder rule as typed", () => {
  it("reads whole numbers and leaves their range to the API", () => {
    expect(ruleBody({ min: " 5 ", target: "12" })).toEqual({ body: { min: 5, target: 12 }, notNumbers: [] });
    expect(ruleBody({ min: "-1", target: "2,5" })).toEqual({ body: { min: -1, target: 2.5 }, notNumbers: [] });
    expect(ruleBody({ min: "", target: "ten" })).toEqual({ body: null, notNumbers: ["min", "target"] });
    expect(ruleBody({ min: "1 000", target: "2000" })).toEqual({ body: { min: 1000, target: 2000 }, notNumbers: [] });
  });
});

describe("the product of a new rule", () => {
  const hits = [
    { id: 12, ean: "5901234123457", sku: "AL-66" },
    { id: 590, ean: null, sku: "590-X" },
  ];
  it("is the exact EAN or SKU among the hits, then #id or an id", () => {
    expect(productOfCode("590 1234 12345 7", hits)).toBe(12);
    expect(productOfCode("al-66", hits)).toBe(12);
    expect(productOfCode("590-x", hits)).toBe(590);
    expect(productOfCode("#590", hits)).toBe(590);
    expect(productOfCode("77", [])).toBe(77);
    expect(productOfCode("AL", hits)).toBeNull();
    expect(productOfCode("  ", hits)).toBeNull();
  });
});
