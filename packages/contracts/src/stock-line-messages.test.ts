import { describe, expect, it } from "vitest";
import { STOCK_LINE_MESSAGES, stockLineMessage } from "./stock-line-messages";

describe("stock line messages", () => {
  it("say the same things in every language", () => {
    const keys = Object.keys(STOCK_LINE_MESSAGES.en).sort();
    for (const locale of ["uk", "pl", "ru"] as const) expect(Object.keys(STOCK_LINE_MESSAGES[locale]).sort()).toEqual(keys);
  });

  it("name the line and write the units in each language's plural form", () => {
    const short = (n: number) => ({ problem: "short" as const, name: "Al Fakher Mint", store: "ul. Grójecka 42", available: n });
    expect(stockLineMessage("en", 3, short(1))).toBe("Line 3: ul. Grójecka 42 holds only 1 unit of “Al Fakher Mint”.");
    expect(stockLineMessage("pl", 3, short(2))).toBe("Wiersz 3: Sklep ul. Grójecka 42 ma tylko 2 sztuki produktu „Al Fakher Mint”.");
    expect(stockLineMessage("pl", 1, short(5))).toContain("5 sztuk ");
    expect(stockLineMessage("pl", 1, short(1))).toContain("1 sztukę ");
    expect(stockLineMessage("uk", 1, short(21))).toContain("21 одиниця ");
    expect(stockLineMessage("ru", 1, short(12))).toContain("12 единиц ");
    expect(stockLineMessage("en", null, { problem: "unknownProduct", code: "123" })).toBe("no product has the EAN, SKU or id “123”.");
  });
});
