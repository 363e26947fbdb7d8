import { LOCALES } from "@shop/domain";
import { describe, expect, it } from "vitest";
import { adminResources } from "./index";

function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, v]) => (typeof v === "object" ? keysOf(v, `${prefix}${key}.`) : [`${prefix}${key}`]));
}
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

describe("back-office texts", () => {
  it("exist in every language with the same keys (plural forms aside), none empty", () => {
    const english = new Set(keysOf(adminResources.en).map(base));
    expect(english.size).toBeGreaterThan(20);
    for (const locale of LOCALES) {
      expect(new Set(keysOf(adminResources[locale]).map(base))).toEqual(english);
      const empty = keysOf(adminResources[locale]).filter((key) => {
        const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], adminResources[locale]);
        return typeof value !== "string" || value.trim() === "";
      });
      expect(empty).toEqual([]);
    }
  });

  it("give uk, pl and ru the few and many plural forms wherever English has a plural", () => {
    const plurals = keysOf(adminResources.en)
      .filter((key) => key.endsWith("_other"))
      .map(base);
    for (const locale of ["uk", "pl", "ru"] as const) {
      const keys = new Set(keysOf(adminResources[locale]));
      for (const key of plurals) {
        for (const form of ["one", "few", "many", "other"]) expect(keys, `${locale} ${key}_${form}`).toContain(`${key}_${form}`);
      }
    }
  });
});
