import { LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { REORDER_MESSAGES, reorderRuleMessage } from "./reorder-messages";
import { STOCK_LEDGER_MESSAGES } from "./staff-ledger-messages";

describe("reorder rule messages", () => {
  it("name the field and the limit in the language", () => {
    expect(reorderRuleMessage("en", { field: "min", problem: "range" })).toBe("Minimum: a whole number from 0 to 1,000,000.");
    expect(reorderRuleMessage("pl", { field: "target", problem: "belowMin", min: 5 })).toBe("Stan docelowy: nie mniej niż minimum (5).");
    expect(reorderRuleMessage("uk", { field: "target", problem: "range" })).toMatch(
      /^Цільова кількість: ціле число від 1 до 1\s000\s000\.$/,
    );
  });

  it("exist in every language with the same keys", () => {
    for (const locale of LOCALES) {
      expect(Object.keys(REORDER_MESSAGES[locale])).toEqual(Object.keys(REORDER_MESSAGES.en));
      expect(Object.keys(STOCK_LEDGER_MESSAGES[locale])).toEqual(Object.keys(STOCK_LEDGER_MESSAGES.en));
    }
  });
});
