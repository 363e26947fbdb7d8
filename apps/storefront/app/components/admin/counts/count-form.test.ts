import { describe, expect, it } from "vitest";
import { issueField, readCountForm, singleLineMessage } from "./count-form";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
};

describe("the count page's form", () => {
  it("reads a scanned code with its units, or a line's own form by product id", () => {
    expect(readCountForm(form({ code: " 5901234000017 ", quantity: " 7 " }))).toEqual({
      kind: "count",
      product: "5901234000017",
      quantity: 7,
    });
    expect(readCountForm(form({ product: "42", quantity: "0" }))).toEqual({ kind: "count", product: 42, quantity: 0 });
  });

  it("asks for the units of a code sent without them (a scanner's Enter without JavaScript)", () => {
    expect(readCountForm(form({ code: "SP-000042", quantity: "" }))).toEqual({ kind: "lookup", code: "SP-000042" });
    expect(readCountForm(form({ product: "42", quantity: "" }))).toEqual({ kind: "invalid", field: "quantity" });
    expect(readCountForm(form({ code: "", quantity: "3" }))).toEqual({ kind: "invalid", field: "code" });
  });

  it("passes a negative count on (the API names the product and field), and refuses what is no whole number", () => {
    expect(readCountForm(form({ code: "X", quantity: "\u22123" }))).toEqual({ kind: "count", product: "X", quantity: -3 });
    expect(readCountForm(form({ code: "X", quantity: "2.5" }))).toEqual({ kind: "invalid", field: "quantity" });
  });

  it("drops the line number of the page's one line and tells which field an issue is about", () => {
    expect(singleLineMessage("Wiersz 1: policzona liczba sztuk „A” nie może być ujemna (-3).", "pl")).toBe(
      "Policzona liczba sztuk „A” nie może być ujemna (-3).",
    );
    expect(singleLineMessage("Count No. 3 has been applied.", "en")).toBe("Count No. 3 has been applied.");
    expect(issueField("lines.1.quantity")).toBe("quantity");
    expect(issueField("lines.1.product")).toBe("code");
  });
});
