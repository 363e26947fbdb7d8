import { describe, expect, it } from "vitest";
import { createTranslate, flatten, splitTags } from "./translate";

const texts = flatten({
  cart: { items_one: "{{count}} item", items_other: "{{count}} items", title: "Cart of {{name}}" },
  plain: "No placeholders",
});
const en = createTranslate("en", texts);
const pl = createTranslate(
  "pl",
  flatten({
    items_one: "{{count}} produkt",
    items_few: "{{count}} produkty",
    items_many: "{{count}} produktów",
    items_other: "{{count}} produktu",
  }),
);

describe("translate", () => {
  it("finds nested keys and fills in values", () => {
    expect(en("cart.title", { name: "Anna" })).toBe("Cart of Anna");
    expect(en("plain")).toBe("No placeholders");
  });

  it("picks the plural form of the language from count", () => {
    expect([1, 2].map((count) => en("cart.items", { count }))).toEqual(["1 item", "2 items"]);
    expect([1, 3, 5, 22, 1.5].map((count) => pl("items", { count }))).toEqual([
      "1 produkt",
      "3 produkty",
      "5 produktów",
      "22 produkty",
      "1.5 produktu",
    ]);
  });

  it("answers an unknown key with the key, and leaves an unknown placeholder as it is", () => {
    expect(en("cart.missing")).toBe("cart.missing");
    expect(en("cart.title")).toBe("Cart of {{name}}");
  });

  it("splits a text into plain and tagged parts", () => {
    expect(splitTags("I agree to the <privacy>policy</privacy> and <terms>terms</terms>.")).toEqual([
      "I agree to the ",
      { tag: "privacy", inner: "policy" },
      " and ",
      { tag: "terms", inner: "terms" },
      ".",
    ]);
  });
});
