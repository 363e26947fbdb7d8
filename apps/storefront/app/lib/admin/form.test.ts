import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkbox, checkWith, coerced, field, fieldList, firstErrors, idField, readForm, trimmedField, validationMessage } from "./form";
import { wholeNumber } from "./money";

const formOf = (entries: Array<[string, string]>) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

const Schema = z
  .object({
    name: trimmedField,
    note: field,
    active: checkbox,
    id: idField,
    tags: fieldList,
    rows: z.object({ en: field, pl: field }),
    count: coerced(wholeNumber, "count"),
  })
  .transform((form, ctx) => ({ ...form, checked: checkWith(z.object({ name: z.string().min(1, "required") }), form, ctx) }));

describe("readForm", () => {
  it("reads a form through Conform with the coercions: empty text, checkboxes, ids, repeated and nested fields", () => {
    const read = readForm(
      formOf([
        ["name", " Ola "],
        ["note", ""],
        ["active", "on"],
        ["id", "12"],
        ["tags", "a"],
        ["tags", ""],
        ["rows.pl", "Łódź"],
        ["count", "3"],
      ]),
      Schema,
    );
    expect(read).toMatchObject({
      ok: true,
      value: { name: "Ola", note: "", active: true, id: 12, tags: ["a", ""], rows: { en: "", pl: "Łódź" }, count: 3 },
    });
  });

  it("names every field's problem at once, in the page's language", () => {
    const read = readForm(
      formOf([
        ["count", "many"],
        ["id", "-1"],
      ]),
      Schema,
      validationMessage("pl", "Błąd"),
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(firstErrors(read.fieldErrors)).toEqual({ count: "Błąd" });
    const empty = readForm(formOf([]), Schema, validationMessage("en", "Invalid"));
    expect(empty).toEqual({ ok: false, fieldErrors: { name: ["Field is required"] } });
  });

  it("skips a field name it cannot read and refuses a forged form state, without changing anything", () => {
    expect(
      readForm(
        formOf([
          ["__proto__.polluted", "1"],
          ["name", "Ola"],
        ]),
        Schema,
      ),
    ).toMatchObject({ ok: true, value: { name: "Ola" } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(readForm(formOf([["__state__", "{"]]), Schema)).toEqual({ ok: false, fieldErrors: {} });
  });
});
