// The category and brand forms' schemas (read by lib/admin/form.ts): the fields into the API's input, checked
// with the same zod schemas the API checks; read by the back office's CRUD action (lib/admin/crud.server.ts).
import { BrandInput, CategoryInput } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { z } from "zod";
import { checkWith, field, trimmedField } from "../../../lib/admin/form";

/** A whole number as typed ("-3" too); null when it is none. */
const integer = (text: string): number | null => (/^-?\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

/** The category form: slug, parentId, names.{locale}, colour, icon, sortOrder. */
export const CategoryFormFields = z
  .object({
    slug: field,
    parentId: field,
    names: z.object({ en: field, uk: field, pl: field, ru: field }),
    colour: field,
    icon: field,
    sortOrder: field,
  })
  .transform((form, ctx) => {
    const parent = integer(form.parentId);
    const raw = { ...form, parentId: parent !== null && parent > 0 ? parent : null, sortOrder: integer(form.sortOrder) ?? Number.NaN };
    return checkWith(CategoryInput, raw, ctx);
  });

/** The brand form: slug, name, country (empty: none), popularity. */
export const BrandFormFields = z
  .object({ slug: field, name: field, country: trimmedField, popularity: field })
  .transform((form, ctx) =>
    checkWith(BrandInput, { ...form, country: form.country || null, popularity: integer(form.popularity) ?? Number.NaN }, ctx),
  );

/** A translation is missing when it is empty, or (for uk, pl, ru) still the English text. */
export const missingTranslation = (names: Record<Locale, string>, lang: Locale) =>
  names[lang].trim() === "" || (lang !== "en" && names[lang].trim() === names.en.trim());
