// The back office's one form reader: a form's zod schema through Conform's parse (lib/forms/parse.ts, as the
// shop's own forms), its issues by field name in the staff member's language. The schemas' fields are read
// with the coercions below; a form's rules run in its schema's transform, so that every field's problem shows
// at once (a zod pipe stops at the first failing step).
import { VALIDATION_MESSAGES, type ValidationKey } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { z } from "zod";
import type { $ZodType, output } from "zod/v4/core";
import { parseForm } from "../forms/parse";

export type FieldErrors = Record<string, string[]>;
export type FormRead<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/** Conform's names ("rows[0].id") as the back office's forms name their fields ("rows.0.id"). */
const fieldName = (path: string) => path.replace(/\[(\d+)\]/g, ".$1");

/**
 * The form read with its schema: the value, or each field's messages (`message` turns a schema's message key
 * into the page's language). A form Conform cannot read at all (a forged state field) is refused without messages.
 */
export function readForm<Schema extends $ZodType>(
  formData: FormData,
  schema: Schema,
  message: (key: string) => string = (key) => key,
): FormRead<output<Schema>> {
  let submission: ReturnType<typeof parseForm<Schema>>;
  try {
    submission = parseForm(formData, schema);
  } catch {
    return { ok: false, fieldErrors: {} };
  }
  if (submission.status === "success") return { ok: true, value: submission.value as output<Schema> };
  const fieldErrors: FieldErrors = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) {
    const shown = [...new Set((messages ?? []).map(message))];
    if (shown.length) fieldErrors[fieldName(name)] = shown;
  }
  return { ok: false, fieldErrors };
}

/** A schema's message: a ValidationKey in the page's language, anything else as `invalid` ("some values are wrong"). */
export const validationMessage = (lang: Locale, invalid: string) => (message: string) =>
  Object.hasOwn(VALIDATION_MESSAGES, message) ? VALIDATION_MESSAGES[message as ValidationKey][lang] : invalid;

/** The first message of each field (the forms that show one). */
export const firstErrors = (fieldErrors: FieldErrors): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrors).map(([name, messages]) => [name, messages[0] ?? ""]));

/** A schema's value read again with the same rules (a value kept between two steps, such as a refused form's). */
export function readValue<Schema extends $ZodType>(value: unknown, schema: Schema): FormRead<output<Schema>> {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.join(".");
    if (!fieldErrors[name]?.includes(issue.message)) fieldErrors[name] = [...(fieldErrors[name] ?? []), issue.message];
  }
  return { ok: false, fieldErrors };
}

/** A field's problem (by its form name; null: the form's own), from a schema's transform; returns z.NEVER. */
export function problem(ctx: z.RefinementCtx, field: string | null, message: string): never {
  ctx.addIssue({ code: "custom", message, path: field === null ? [] : [field] });
  return z.NEVER;
}

// The coercions. A field as posted: its text, "" when empty or missing (Conform reads an empty field as none).
export const field = z.string().catch("");
/** A field's text without the spaces around it. */
export const trimmedField = field.transform((value) => value.trim());
/** A repeated field (every value, in the form's order). */
export const fieldList = z.array(field).catch([]);
/** A checkbox (or a hidden "1"): ticked or not. */
export const checkbox = field.transform((value) => value === "on" || value === "1");
/** An id field: a positive whole number, or null (empty, or anything else). */
export const idField = field.transform((value) => (/^[1-9]\d{0,8}$/.test(value) ? Number(value) : null));

/** A text turned into a value by `read` (undefined: it is none), `message` when it cannot be. */
export const coerced = <T>(read: (text: string) => T | undefined, message: string) =>
  field.transform((text, ctx): T => {
    const value = read(text);
    return value !== undefined ? value : problem(ctx, null, message);
  });

/**
 * An API schema's check of the value a form made: its issues on the form's fields (`fieldOf` names the field
 * of an API path), the value when it passes (else z.NEVER: the transform has failed).
 */
export function checkWith<T>(schema: z.ZodType<T>, raw: unknown, ctx: z.RefinementCtx, fieldOf: (path: string) => string = (path) => path) {
  const result = schema.safeParse(raw);
  if (!result.success) for (const issue of result.error.issues) problem(ctx, fieldOf(issue.path.join(".")), issue.message);
  return result.success ? result.data : z.NEVER;
}
