// The four catalogues say the same things: the same areas and keys, the same placeholders and parameters,
// every plural form a language uses, and no empty text.
import { LOCALES, type Locale } from "@shop/domain";
import { describe, expect, it } from "vitest";
import * as en from "./en";
import * as pl from "./pl";
import { plural } from "./plural";
import * as ru from "./ru";
import * as uk from "./uk";

const CATALOGUES: Record<Locale, Record<string, unknown>> = { en, uk, pl, ru };
const PARAMS = { amount: "12,50 zł", min: 8, max: 128, missing: "X", fromPath: "/a", toPath: "/b", otherPath: "/c" };

/** Every text of a catalogue by its dotted key; a parameterised text called with markers for its parameters. */
function texts(node: unknown, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof node === "string") out.set(prefix, node);
  else if (typeof node === "function") out.set(prefix, node(new Proxy(PARAMS, { get: (_, key) => `<${String(key)}>` })));
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) for (const [k, v] of texts(value, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  return out;
}
const placeholders = (text: unknown) => [...String(text).matchAll(/<\w+>|\{\w+\}/g)].map(([m]) => m).sort();
const pluralKeys = (all: Map<string, unknown>) =>
  new Set([...all.keys()].filter((k) => /\.(one|few|many|other)$/.test(k)).map((k) => k.replace(/\.\w+$/, "")));

describe("the message catalogues", () => {
  const english = texts(en);

  for (const locale of LOCALES.filter((l) => l !== "en")) {
    const other = texts(CATALOGUES[locale]);

    it(`${locale} has every key English has, and no other (plural forms aside)`, () => {
      const withoutForms = (all: Map<string, unknown>) => [...all.keys()].map((k) => k.replace(/\.(one|few|many|other)$/, "")).sort();
      expect([...new Set(withoutForms(other))]).toEqual([...new Set(withoutForms(english))]);
    });

    it(`${locale} writes in the same placeholders and parameters`, () => {
      for (const [key, text] of english) {
        if (/\.(one|few|many)$/.test(key)) continue;
        expect(placeholders(other.get(key)), key).toEqual(placeholders(text));
      }
    });

    it(`${locale} has each plural form the language uses`, () => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const key of pluralKeys(other))
        for (const form of categories) expect(other.get(`${key}.${form}`), `${key}.${form}`).toBeTruthy();
    });
  }

  it("has no empty text in any language", () => {
    for (const locale of LOCALES)
      for (const [key, text] of texts(CATALOGUES[locale])) expect(String(text).trim(), `${locale} ${key}`).not.toBe("");
  });

  it("picks the plural form of the number", () => {
    expect(plural("uk", uk.cart.onlyLeft, 1)).toBe("У наявності лише 1 штука.");
    expect(plural("uk", uk.cart.onlyLeft, 3)).toBe("У наявності лише 3 штуки.");
    expect(plural("pl", pl.cart.onlyLeft, 5)).toBe("Na stanie zostało tylko 5 sztuk.");
    expect(plural("ru", ru.cart.onlyLeft, 22)).toBe("В наличии только 22 штуки.");
    expect(plural("en", en.cart.onlyLeft, 2)).toBe("Only 2 left in stock.");
  });
});
