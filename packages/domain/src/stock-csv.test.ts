import { describe, expect, it } from "vitest";
import { parseStockCsv, readCost } from "./stock-csv";

const RECEIPT = { unitCost: true, maxQuantity: 1_000_000 };
const SALES = { unitCost: false, maxQuantity: 1_000_000 };

describe("a stock document's CSV", () => {
  it("reads the columns in any order and case, an EAN's spaces and dashes dropped, costs with a dot or a comma", () => {
    const text = '\uFEFFQuantity,Unit_Cost,SKU,EAN,name\r\n3,7.50,,5901234000017,Bowl\r\n12,"7,5",sp-000042,,\r\n1,,,590-1234 000024,x\r\n';
    expect(parseStockCsv(text, RECEIPT)).toEqual({
      rows: [
        { line: 2, codes: [{ column: "ean", code: "5901234000017" }], quantity: 3, unitCost: 750 },
        { line: 3, codes: [{ column: "sku", code: "sp-000042" }], quantity: 12, unitCost: 750 },
        { line: 4, codes: [{ column: "ean", code: "5901234000024" }], quantity: 1, unitCost: null },
      ],
      problems: [],
    });
  });

  it("takes a `product` column holding an EAN, an SKU or #id, and keeps every code a line gives", () => {
    const { rows } = parseStockCsv("product,quantity,sku\n#12,2,\n5901234000017,1,SP-1\n", SALES);
    expect(rows).toEqual([
      { line: 2, codes: [{ column: "product", code: "#12" }], quantity: 2, unitCost: null },
      {
        line: 3,
        codes: [
          { column: "sku", code: "SP-1" },
          { column: "product", code: "5901234000017" },
        ],
        quantity: 1,
        unitCost: null,
      },
    ]);
  });

  it("lists every bad value by line and column", () => {
    const text = [
      "ean,sku,quantity,unit_cost",
      "5.90123E+12,,1,",
      "12ab,,2,1.00",
      ",,3,",
      "5901234000017,,0,",
      "5901234000017,,1.5,-2",
      "5901234000017,,2,100000.01",
      "5901234000017,,2",
      ",SKU-9,1000001,0",
    ].join("\n");
    expect(parseStockCsv(text, RECEIPT)).toEqual({
      rows: [],
      problems: [
        { line: 2, column: "ean", problem: "eanAsNumber" },
        { line: 3, column: "ean", problem: "notEan" },
        { line: 4, column: "ean", problem: "noCode" },
        { line: 5, column: "quantity", problem: "notQuantity" },
        { line: 6, column: "quantity", problem: "notQuantity" },
        { line: 6, column: "unit_cost", problem: "notCost" },
        { line: 7, column: "unit_cost", problem: "notCost" },
        { line: 8, column: null, problem: "fieldCount" },
        { line: 9, column: "quantity", problem: "notQuantity" },
      ],
    });
  });

  it("refuses a header without quantity or a product column, an unknown or repeated column, and unit_cost in a sales file", () => {
    expect(parseStockCsv("name,qty,name\nx,1,y\n", SALES).problems).toEqual([
      { line: 1, column: "qty", problem: "unknownColumn" },
      { line: 1, column: "name", problem: "duplicateColumn" },
      { line: 1, column: "quantity", problem: "missingQuantity" },
      { line: 1, column: null, problem: "missingProduct" },
    ]);
    expect(parseStockCsv("ean,quantity,unit_cost\n5901234000017,1,2.00\n", SALES).problems).toEqual([
      { line: 1, column: "unit_cost", problem: "unknownColumn" },
    ]);
  });

  it("says so when the file is empty, has only its header, or was saved with semicolons", () => {
    expect(parseStockCsv("", SALES).problems).toEqual([{ line: 1, column: null, problem: "noHeader" }]);
    expect(parseStockCsv("ean,quantity\r\n\r\n,\r\n", SALES).problems).toEqual([{ line: 1, column: null, problem: "noLines" }]);
    expect(parseStockCsv("ean;quantity\n5901234000017;2\n", SALES).problems).toEqual([{ line: 1, column: null, problem: "semicolons" }]);
  });

  it("reports a broken quote and too many lines", () => {
    expect(parseStockCsv('sku,quantity\nA,1\n"B,2\n', SALES).problems).toEqual([{ line: 3, column: null, problem: "unterminatedQuote" }]);
    const many = `sku,quantity\n${Array.from({ length: 5001 }, (_, i) => `S${i},1`).join("\n")}`;
    expect(parseStockCsv(many, SALES).problems).toEqual([{ line: 5002, column: null, problem: "tooManyLines" }]);
  });

  it("reads a unit cost in złoty, with or without the currency", () => {
    expect(readCost("0")).toBe(0);
    expect(readCost("12,5 zł")).toBe(1250);
    expect(readCost("1 234.56")).toBe(123456);
    expect(readCost("1.234")).toBeNull();
    expect(readCost("100000.00")).toBe(10_000_000);
  });
});
