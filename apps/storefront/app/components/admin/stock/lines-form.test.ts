import { describe, expect, it } from "vitest";
import { emptyRows, issuesByRow, linesBody, putProductInRows, readLineRows } from "./lines-form";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("a stock document's rows", () => {
  it("reads the posted rows, leaves the empty ones out of the lines and keeps where each line came from", () => {
    const rows = readLineRows(
      form({
        rows: "4",
        "lines.0.product": " 5901234000017 ",
        "lines.0.quantity": "3",
        "lines.2.product": "SP-000042",
        "lines.2.quantity": "12",
        "lines.2.unitCost": "7,50",
      }),
    );
    expect(rows).toHaveLength(4);
    const body = linesBody(rows, { unitCost: true });
    expect(body.lines).toEqual([
      { product: "5901234000017", quantity: 3, unitCost: null },
      { product: "SP-000042", quantity: 12, unitCost: 750 },
    ]);
    expect(body.sentFrom).toEqual([0, 2]);
    expect(body.rowErrors).toEqual({});
  });

  it("marks a quantity or a cost that is no number at its row", () => {
    const body = linesBody(
      [
        { product: "A", quantity: "two", unitCost: "" },
        { product: "B", quantity: "2", unitCost: "abc" },
      ],
      { unitCost: true },
    );
    expect(body.rowErrors).toEqual({ 0: "quantity", 1: "unitCost" });
  });

  it("puts the API's line issues at the rows they came from", () => {
    const { byRow, rest } = issuesByRow(
      [
        { path: "lines.2.product", message: "Line 2: no product" },
        { path: "lines", message: "Add at least one product." },
      ],
      [0, 3],
    );
    expect(byRow).toEqual({ 3: ["Line 2: no product"] });
    expect(rest).toEqual(["Add at least one product."]);
  });

  it("puts a found product into the first empty row, or a new row when none is empty", () => {
    expect(putProductInRows([{ product: "X", quantity: "1", unitCost: "" }, ...emptyRows(1)], "590")[1]?.product).toBe("590");
    expect(putProductInRows([{ product: "X", quantity: "1", unitCost: "" }], "590")).toHaveLength(2);
  });

  it("reads no more rows than the form may have", () => {
    expect(readLineRows(form({ rows: "100000" }))).toHaveLength(500);
    expect(readLineRows(form({ rows: "-3" }))).toHaveLength(0);
  });
});
