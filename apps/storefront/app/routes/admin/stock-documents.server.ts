// What the goods receipts' and counter sales' pages share on the server (issue 33): the form's one-time key, the day
// in shop time, an uploaded CSV file, and an API refusal as the messages the page shows (an earlier document named
// by a 409 is linked).
import { randomUUID } from "node:crypto";
import { shopDateOf } from "@shop/domain";
import { ApiError } from "../../lib/api/client";

const KEY = /^[0-9a-f-]{36}$/;
const MAX_CSV_BYTES = 5_000_000;

/** The form's one-time key as posted, or a new one when it is missing or malformed. */
export const formKeyOf = (form: FormData): string => {
  const key = String(form.get("key") ?? "");
  return KEY.test(key) ? key : randomUUID();
};

/** A text field of the form, at most `max` characters. */
export const formText = (form: FormData, name: string, max: number): string => String(form.get(name) ?? "").slice(0, max);

/** Today in shop time (YYYY-MM-DD). */
export function shopToday(now = new Date()): string {
  const { year, month, day } = shopDateOf(now);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The uploaded file's text, or why there is none. */
export async function uploadedCsv(form: FormData): Promise<{ csv: string } | { problem: "noFile" | "tooLarge" }> {
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return { problem: "noFile" };
  if (file.size > MAX_CSV_BYTES) return { problem: "tooLarge" };
  return { csv: await file.text() };
}

export interface Refusal {
  status: number;
  /** Every message, in the caller's language: the issues' (a form field's prefixed by its label), or the error's. */
  messages: string[];
  /** The issues by path, for a form that shows them at their rows. */
  issues: Array<{ path: string; message: string }>;
  /** The earlier document a 409 names (`details.receipt` or `details.sale`). */
  earlier: number | null;
}

/**
 * An API refusal (400, 409, 413) as the page shows it; anything else is thrown on. `labels` names the form's fields
 * by the API's paths (supplierName → "Supplier").
 */
export function refusalOf(error: unknown, labels: Record<string, string> = {}): Refusal {
  if (!(error instanceof ApiError) || ![400, 409, 413].includes(error.statusCode)) throw error;
  const body = error.body as { issues?: Array<{ path: string; message: string }>; details?: Record<string, { id?: unknown }> } | null;
  const issues = Array.isArray(body?.issues) ? body.issues : [];
  const earlier = Object.values(body?.details ?? {}).find((value) => typeof value?.id === "number")?.id;
  return {
    status: error.statusCode,
    messages: issues.length
      ? issues.map((issue) => (labels[issue.path] ? `${labels[issue.path]}: ${issue.message}` : issue.message))
      : [error.message],
    issues,
    earlier: typeof earlier === "number" ? earlier : null,
  };
}

/** The refusal's issues with the messages as shown (a form field's prefixed by its label). */
export const labelled = (refusal: Refusal): Array<{ path: string; message: string }> =>
  refusal.issues.map((issue, index) => ({ path: issue.path, message: refusal.messages[index] ?? issue.message }));
