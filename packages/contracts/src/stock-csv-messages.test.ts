import { STOCK_CSV_PROBLEMS } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { STOCK_CSV_MESSAGES, soldTooManyText, stockCsvMessage, stockCsvProblemText } from "./stock-csv-messages";
import { STOCK_DOCUMENT_MESSAGES, shopDayText, stockDocumentMessage } from "./stock-document-messages";

const CONTEXT = { columns: ["ean", "sku", "product", "quantity", "name"], maxLines: 5000, maxQuantity: 1_000_000 };

describe("stock documents' messages", () => {
  it("say the same things in every language, every problem of the CSV reader among them", () => {
    for (const catalogue of [STOCK_CSV_MESSAGES, STOCK_DOCUMENT_MESSAGES]) {
      const keys = Object.keys(catalogue.en).sort();
      for (const locale of ["uk", "pl", "ru"] as const) expect(Object.keys(catalogue[locale]).sort()).toEqual(keys);
    }
    for (const locale of ["en", "uk", "pl", "ru"] as const)
      for (const problem of STOCK_CSV_PROBLEMS) expect(stockCsvProblemText(locale, problem, CONTEXT)).toMatch(/\S/);
  });

  it("name the line and column as the offers' import does", () => {
    expect(stockCsvMessage("en", 4, "unit_cost", stockCsvProblemText("en", "notCost", CONTEXT))).toBe(
      "Line 4, unit_cost: write the unit cost in złoty from 0 to 100000.00, such as 7.50, or leave it empty.",
    );
    expect(stockCsvMessage("pl", 1, null, stockCsvProblemText("pl", "unknownColumn", CONTEXT))).toBe(
      "Wiersz 1: nieznana kolumna; kolumny to ean, sku, product, quantity, name.",
    );
  });

  it("name every line of a product sold beyond the shelf, the units in each language's plural form", () => {
    const short = { name: "Al Fakher Mint", store: "ul. Grójecka 42", available: 2, sold: 7, lines: [3, 9] };
    expect(soldTooManyText("en", short)).toBe("ul. Grójecka 42 holds only 2 units of “Al Fakher Mint”; the file sells 7 (lines 3, 9).");
    expect(soldTooManyText("pl", { ...short, available: 5 })).toBe(
      "Sklep ul. Grójecka 42 ma tylko 5 sztuk produktu „Al Fakher Mint”; plik sprzedaje 7 (wiersze 3, 9).",
    );
    expect(soldTooManyText("ru", short)).toContain("2 единицы ");
  });

  it("date an earlier document in shop time, as each language writes a date", () => {
    const at = new Date("2026-11-20T23:30:00Z"); // 21 November in Warsaw
    expect(shopDayText("en", at)).toBe("21 November 2026");
    expect(shopDayText("pl", at)).toBe("21 listopada 2026");
    expect(stockDocumentMessage((m) => m.saleExists({ reference: "Z/17", id: 4, date: "21 listopada 2026" })).pl).toBe(
      "Numer Z/17 został już zapisany w tym sklepie: sprzedaż w sklepie nr 4 z 21 listopada 2026.",
    );
  });
});
