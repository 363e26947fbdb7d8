// The back office's refusals of bad input (issue 7): each problem names its field and says what is wrong in
// the caller's language; nothing is changed.
import type { Locale, Localized } from "@shop/domain";
import { AppError } from "../../core/app-error";

export interface InputProblem {
  /** The field, as the request names it ("code", "texts.uk.title", "categories.1.percent"). */
  path: string;
  message: Localized;
}

/** VALIDATION_FAILED with every problem; a single problem is also the error's message. */
function invalidInput(locale: Locale, problems: readonly InputProblem[]): AppError {
  const [first] = problems;
  return new AppError("VALIDATION_FAILED", {
    issues: problems.map((problem) => ({ path: problem.path, message: problem.message[locale] })),
    ...(problems.length === 1 && first ? { messages: first.message } : {}),
  });
}

/** Throws when there is any problem. */
export function refuseProblems(locale: Locale, problems: readonly InputProblem[]): void {
  if (problems.length > 0) throw invalidInput(locale, problems);
}

/** 409 CONFLICT with this message. */
export const conflict = (messages: Localized): AppError => new AppError("CONFLICT", { messages });
