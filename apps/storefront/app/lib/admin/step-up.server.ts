// Step-up in the back office (issue 35): refunds and the other step-up actions need a second factor proved in the last
// 5 minutes. When the API answers 403 STEP_UP_REQUIRED the page asks for a code, keeping what was typed as hidden
// fields; the code comes back with them (`stepUpCode`), the session is stamped and the action runs as first sent.
import type { Locale } from "@shop/domain";
import { type ApiClient, ApiError } from "../api/client";
import { stepUp } from "../api/second-factor";
import { messageIn } from "../forms/parse";

export interface StepUpRequest {
  /** The action's own fields, sent again once the code is in. */
  fields: Array<[string, string]>;
  error?: string;
}

const STEP_UP_CODE = "stepUpCode";

/**
 * Runs `action`; null when it asked for nothing more, else the step-up prompt's data (the code was wrong, or the API
 * wants one).
 */
export async function withStepUp(api: ApiClient, lang: Locale, form: FormData, action: () => Promise<void>): Promise<StepUpRequest | null> {
  const fields = [...form.entries()].filter(([name, value]) => name !== STEP_UP_CODE && typeof value === "string") as Array<
    [string, string]
  >;
  const code = String(form.get(STEP_UP_CODE) ?? "").trim();
  if (code) {
    try {
      await stepUp(api, { code });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { fields, error: messageIn(error, lang) ?? error.message };
    }
  }
  try {
    await action();
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.code === "STEP_UP_REQUIRED") return { fields };
    throw error;
  }
}
