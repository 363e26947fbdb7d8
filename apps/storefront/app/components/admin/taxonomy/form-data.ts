// The category and brand forms as data: read into the API's input (the same zod schemas the API checks), field
// messages in the staff member's language, and the API's refusals put back next to their fields.
import { BrandInput, CategoryInput, VALIDATION_MESSAGES, type ValidationKey } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import type { z } from "zod";

export interface TaxonomyFormRead<T> {
  /** null: the id field is empty (a new one). */
  id: number | null;
  input: T | null;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const isKey = (message: string): message is ValidationKey => Object.hasOwn(VALIDATION_MESSAGES, message);

function valuesOf(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  return values;
}

const integer = (text: string | undefined): number | null => (text && /^-?\d{1,7}$/.test(text.trim()) ? Number(text.trim()) : null);

function read<T>(schema: z.ZodType<T>, raw: unknown, values: Record<string, string>, lang: Locale, invalid: string): TaxonomyFormRead<T> {
  const id = integer(values.id);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { id: id !== null && id > 0 ? id : null, input: parsed.data, fieldErrors: {}, values };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.join(".");
    fieldErrors[path] ??= isKey(issue.message) ? VALIDATION_MESSAGES[issue.message][lang] : invalid;
  }
  return { id, input: null, fieldErrors, values };
}

export function readCategoryForm(form: FormData, lang: Locale, invalid: string): TaxonomyFormRead<CategoryInput> {
  const values = valuesOf(form);
  const parent = integer(values.parentId);
  return read(
    CategoryInput,
    {
      slug: values.slug ?? "",
      parentId: parent !== null && parent > 0 ? parent : null,
      names: { en: values["names.en"] ?? "", uk: values["names.uk"] ?? "", pl: values["names.pl"] ?? "", ru: values["names.ru"] ?? "" },
      colour: values.colour ?? "",
      icon: values.icon ?? "",
      sortOrder: integer(values.sortOrder) ?? Number.NaN,
    },
    values,
    lang,
    invalid,
  );
}

export function readBrandForm(form: FormData, lang: Locale, invalid: string): TaxonomyFormRead<BrandInput> {
  const values = valuesOf(form);
  const country = (values.country ?? "").trim();
  return read(
    BrandInput,
    { slug: values.slug ?? "", name: values.name ?? "", country: country || null, popularity: integer(values.popularity) ?? Number.NaN },
    values,
    lang,
    invalid,
  );
}

/** The API's issues ({ path, message }) by field, as the forms name them. */
export function issuesByField(body: unknown): Record<string, string> {
  const issues = (body as { issues?: Array<{ path?: unknown; message?: unknown }> } | null)?.issues ?? [];
  const errors: Record<string, string> = {};
  for (const issue of issues) if (typeof issue.path === "string" && typeof issue.message === "string") errors[issue.path] ??= issue.message;
  return errors;
}

/** A translation is missing when it is empty, or (for uk, pl, ru) still the English text. */
export const missingTranslation = (names: Record<Locale, string>, lang: Locale) =>
  names[lang].trim() === "" || (lang !== "en" && names[lang].trim() === names.en.trim());
