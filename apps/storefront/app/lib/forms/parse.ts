// One parse for the browser (on blur) and the action: the contracts' zod schema through conform.
import { parseWithZod, type SubmissionResult } from "@conform-to/zod/v4";
import { ERROR_MESSAGES, type ErrorCode } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import type { $ZodType } from "zod/v4/core";
import { ApiError } from "../api/client";

export { JS_FIELD } from "./js-field";

/** A repeat field and the field it must equal ("Passwords do not match"). */
export interface RepeatRule {
  field: string;
  of: string;
}

/**
 * The schema's answer. The schemas check "repeat equals password" on the whole object, which zod
 * skips while another field is still wrong; the same rule is then reported on the repeat field
 * at once, so that the shopper does not meet it only after fixing everything else.
 */
export function parseForm<Schema extends $ZodType>(formData: FormData | URLSearchParams, schema: Schema, repeat?: RepeatRule) {
  const submission = parseWithZod(formData, { schema });
  if (repeat && submission.status !== "success" && submission.error) {
    const value = submission.payload[repeat.field];
    const original = submission.payload[repeat.of];
    const mismatch = typeof value === "string" && value !== "" && typeof original === "string" && value !== original;
    if (mismatch && !submission.error[repeat.field]?.length) submission.error[repeat.field] = ["passwordsDoNotMatch"];
  }
  return submission;
}

/** An API error as the form's answer: its issues on their fields when the form has them, its message above the form. */
export function apiErrorReply(
  submission: {
    payload: Record<string, unknown>;
    reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => SubmissionResult;
  },
  error: unknown,
  options: { hideFields?: string[]; message?: string } = {},
): SubmissionResult {
  if (!(error instanceof ApiError)) throw error;
  const fieldErrors: Record<string, string[]> = {};
  const issues = (error.body as { issues?: { path?: unknown; message?: unknown }[] } | null)?.issues;
  for (const issue of Array.isArray(issues) ? issues : []) {
    if (typeof issue.path !== "string" || typeof issue.message !== "string" || !(issue.path in submission.payload)) continue;
    fieldErrors[issue.path] = [...(fieldErrors[issue.path] ?? []), issue.message];
  }
  return submission.reply({ formErrors: [options.message ?? error.message], fieldErrors, hideFields: options.hideFields });
}

/**
 * The message of a call made without the Locale header (spec section 7: sign-in): the API's own
 * text for its code in the page's language, else what it said.
 */
export function messageIn(error: unknown, lang: Locale): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const known = error.code && error.code in ERROR_MESSAGES ? ERROR_MESSAGES[error.code as ErrorCode] : null;
  return known ? known[lang] : error.message;
}
