import { describe, expect, it } from "vitest";
import { auditChanges, NOTHING, showValue } from "./diff";

describe("auditChanges", () => {
  it("lists only the fields that changed, and those added", () => {
    expect(auditChanges({ status: "CREATED" }, { status: "APPROVED", note: "called the customer" })).toEqual([
      { key: "status", before: "CREATED", after: "APPROVED" },
      { key: "note", before: NOTHING, after: "called the customer" },
    ]);
    expect(auditChanges({ stock: 4, visible: true }, { stock: 7, visible: true })).toEqual([{ key: "stock", before: "4", after: "7" }]);
  });

  it("shows a creation and a deletion as every field from or to nothing", () => {
    expect(auditChanges(null, { code: "SPRING", percent: 10 })).toEqual([
      { key: "code", before: NOTHING, after: "SPRING" },
      { key: "percent", before: NOTHING, after: "10" },
    ]);
    expect(auditChanges({ image: 5, position: 1 }, null)).toEqual([
      { key: "image", before: "5", after: NOTHING },
      { key: "position", before: "1", after: NOTHING },
    ]);
  });

  it("flattens nested objects to dotted keys and treats null like absent", () => {
    const before = { texts: { en: { name: "Mint", description: "Cool" }, pl: null }, tpd: false };
    const after = { texts: { en: { name: "Fresh mint", description: "Cool" }, pl: { name: "Mięta" } }, tpd: false };
    expect(auditChanges(before, after)).toEqual([
      { key: "texts.en.name", before: "Mint", after: "Fresh mint" },
      { key: "texts.pl.name", before: NOTHING, after: "Mięta" },
    ]);
    expect(auditChanges({ reason: null }, {})).toEqual([]);
  });

  it("shows an offer's stock per store as the city's total and each store that changed, named by its address", () => {
    const stores = (grojecka: number) => ({ "ul. Marszałkowska 104/122 (#1)": 5, "ul. Grójecka 42 (#2)": grojecka });
    expect(auditChanges({ stock: 7, storeStock: stores(2) }, { stock: 14, storeStock: stores(9) })).toEqual([
      { key: "stock", before: "7", after: "14" },
      { key: "storeStock.ul. Grójecka 42 (#2)", before: "2", after: "9" },
    ]);
  });

  it("compares arrays and objects by value, whatever the key order", () => {
    expect(auditChanges({ ids: [1, 2] }, { ids: [1, 2] })).toEqual([]);
    expect(auditChanges({ ids: [1, 2] }, { ids: [2, 1] })).toEqual([{ key: "ids", before: "[1,2]", after: "[2,1]" }]);
    const deep = (tier: Record<string, number>) => ({ a: { b: { c: tier } } });
    expect(auditChanges(deep({ min: 10, price: 900 }), deep({ price: 900, min: 10 }))).toEqual([]);
    expect(auditChanges(deep({ min: 10 }), deep({ min: 20 }))).toEqual([{ key: "a.b.c", before: '{"min":10}', after: '{"min":20}' }]);
  });

  it("names a bare value 'value' and has nothing to show when nothing changed", () => {
    expect(auditChanges(3, 4)).toEqual([{ key: "value", before: "3", after: "4" }]);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe("showValue", () => {
  it("keeps values short and readable", () => {
    expect(showValue("")).toBe('""');
    expect(showValue(true)).toBe("true");
    expect(showValue("x".repeat(200))).toHaveLength(80);
    expect(showValue("x".repeat(200)).endsWith("…")).toBe(true);
    expect(showValue({ b: 1, a: [1] })).toBe('{"a":[1],"b":1}');
  });
});
