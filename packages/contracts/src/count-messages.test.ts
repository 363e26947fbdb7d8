import { describe, expect, it } from "vitest";
import { COUNT_MESSAGES, countMessage } from "./count-messages";

describe("stock count messages", () => {
  it("say the same things in every language", () => {
    const keys = Object.keys(COUNT_MESSAGES.en).sort();
    for (const locale of ["uk", "pl", "ru"] as const) expect(Object.keys(COUNT_MESSAGES[locale]).sort()).toEqual(keys);
  });

  it("name the product, the field and the open count in each language", () => {
    const negative = countMessage((m) => m.negative({ name: "Al Fakher Mint", quantity: -3 }));
    expect(negative.en).toBe("the counted units of “Al Fakher Mint” cannot be negative (-3): type 0 when there are none.");
    for (const text of Object.values(negative)) expect(text).toMatch(/Al Fakher Mint.*-3/);
    for (const text of Object.values(countMessage((m) => m.openExists({ id: 12, store: "ul. Grójecka 42" }))))
      expect(text).toMatch(/ul\. Grójecka 42.*12/);
  });
});
