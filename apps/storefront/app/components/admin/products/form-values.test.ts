import { describe, expect, it } from "vitest";
import { formFieldOf, readProductForm, toFormValues } from "./form-values";

function formOf(entries: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const base: Array<[string, string]> = [
  ["slug", " Mint-Breeze "],
  ["sku", " HK-42 "],
  ["ean", "590 1234-123457"],
  ["vatRate", "8"],
  ["kind", "simple"],
  ["categoryId", "3"],
  ["brandId", ""],
  ["tpd", "1"],
  ["value", "7"],
  ["value", "2"],
  ["value", "7"],
  ["text.en.name", "Mint Breeze"],
  ["text.en.shortDescription", "Fresh"],
  ["text.pl.name", "Miętowa bryza"],
  ["text.uk.name", ""],
  ["text.uk.description", ""],
];

/** The base form with some fields posted differently. */
const changed = (fields: Record<string, string>): Array<[string, string]> => [
  ...base.filter(([name]) => !(name in fields)),
  ...Object.entries(fields),
];

describe("readProductForm", () => {
  it("turns the posted form into the API's input: empty languages are missing translations", () => {
    const { input, errors } = readProductForm(formOf([...base, ["version", "2026-11-22T10:00:00.000Z"]]));
    expect(errors).toEqual({});
    expect(input).toMatchObject({
      slug: "mint-breeze",
      sku: "HK-42",
      ean: "5901234123457",
      vatRate: "8",
      kind: "simple",
      categoryId: 3,
      brandId: null,
      tpd: true,
      attributeValueIds: [7, 2],
      bundleItems: [],
      version: "2026-11-22T10:00:00.000Z",
      texts: { en: { name: "Mint Breeze", shortDescription: "Fresh" }, pl: { name: "Miętowa bryza" }, uk: null, ru: null },
    });
  });

  it("names what is wrong by field: the slug's format, a translation without a name, a quantity", () => {
    const { input, errors, values } = readProductForm(
      formOf([
        ["slug", "mint breeze"],
        ["kind", "bundle"],
        ["categoryId", ""],
        ["text.ru.description", "Описание"],
        ["item.0.product", ""],
        ["item.1.product", "tobacco-1"],
        ["item.1.quantity", "0"],
        ["item.2.product", "12"],
      ]),
    );
    expect(input).toBeNull();
    expect(errors).toEqual({
      slug: "slug",
      categoryId: "choose",
      "texts.en.name": "required",
      "texts.ru.name": "nameRequired",
      "item.0.quantity": "quantity",
    });
    expect(values.items).toEqual([
      { product: "tobacco-1", quantity: "0" },
      { product: "12", quantity: "1" },
    ]);
  });

  it("checks the SKU's format and the EAN's check digit, and sends an empty SKU as the shop's numbering", () => {
    const wrong = readProductForm(formOf(changed({ sku: "HK 42", ean: "5901234123458" })));
    expect(wrong.errors).toEqual({ sku: "sku", ean: "eanCheckDigit" });
    expect(readProductForm(formOf(changed({ ean: "59012341234" }))).errors).toEqual({ ean: "eanFormat" });
    const numbered = readProductForm(formOf(changed({ sku: "", ean: "", vatRate: "7" })));
    expect(numbered.errors).toEqual({});
    expect(numbered.input).not.toHaveProperty("sku");
    expect(numbered.input).toMatchObject({ ean: null, vatRate: "23" });
  });

  it("sends bundle items by id or slug", () => {
    const { input } = readProductForm(
      formOf([...base, ["kind", "bundle"], ["item.0.product", "12"], ["item.0.quantity", "2"], ["item.1.product", "hose-a"]]),
    );
    expect(input?.bundleItems).toEqual([
      { productId: 12, quantity: 2 },
      { slug: "hose-a", quantity: 1 },
    ]);
  });
});

describe("toFormValues and formFieldOf", () => {
  it("starts a new product empty and maps the API's paths to the form's fields", () => {
    expect(toFormValues(null)).toMatchObject({ slug: "", kind: "simple", texts: { ru: { name: "" } } });
    expect(formFieldOf("bundleItems.2")).toBe("item.2.product");
    expect(formFieldOf("attributeValueIds")).toBe("values");
    expect(formFieldOf("texts.uk.name")).toBe("texts.uk.name");
  });
});
