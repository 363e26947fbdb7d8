// What category and brand writes share: the slug rule, the field issues in the caller's language, and telling
// PostgreSQL's unique and foreign-key violations apart.
import { TAXONOMY_MESSAGES, type TaxonomyMessage } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { AppError, type Issue } from "../../../core/app-error";

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const taxonomyIssue = (path: string, message: TaxonomyMessage, locale: Locale): Issue => ({
  path,
  message: TAXONOMY_MESSAGES[message][locale],
});

/** Throws VALIDATION_FAILED with the issues, if any. */
export function refuseIssues(issues: Issue[]): void {
  if (issues.length) throw new AppError("VALIDATION_FAILED", { issues });
}

/** PostgreSQL's error code of an error or of one of its causes. */
export function pgCode(error: unknown): string | undefined {
  if (error instanceof AppError) return undefined;
  let cause = error;
  for (let depth = 0; depth < 5 && cause && typeof cause === "object"; depth++, cause = (cause as { cause?: unknown }).cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}
