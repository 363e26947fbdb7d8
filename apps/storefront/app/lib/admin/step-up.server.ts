// Step-up in the back office (issue 35): refunds and the other step-up actions need a second factor proved in the last
// 5 minutes. When the API answers 403 STEP_UP_REQUIRED the page asks for a code (or a passkey), keeping what was typed
// as hidden fields; the proof comes back with them (`stepUpCode`, or a passkey's answer in `stepUpPasskey`), the
// session is stamped and the action runs as first sent.
import type { Locale } from "@shop/domain";
import { type ApiClient, ApiError } from "../api/client";
import { passkeyAnswerOf } from "../api/passkeys";
import { getSecondFactor, stepUp } from "../api/second-factor";
import { messageIn } from "../forms/parse";

export interface StepUpRequest {
  /** The action's own fields, sent again once the code is in. */
  fields: Array<[string, string]>;
  error?: string;
  /** The account has a passkey: the prompt offers it beside the code. */
  passkey: boolean;
}

async function prompt(api: ApiClient, fields: StepUpRequest["fields"], error?: string): Promise<StepUpRequest> {
  const status = await getSecondFactor(api).catch(() => null);
  return { fields, passkey: (status?.passkeys ?? 0) > 0, ...(error ? { error } : {}) };
}

const STEP_UP_CODE = "stepUpCode";
const STEP_UP_PASSKEY = "stepUpPasskey";

/**
 * Runs `action`; null when it asked for nothing more, else the step-up prompt's data (the code was wrong, or the API
 * wants one).
 */
export async function withStepUp(api: ApiClient, lang: Locale, form: FormData, action: () => Promise<void>): Promise<StepUpRequest | null> {
  const fields = [...form.entries()].filter(
    ([name, value]) => name !== STEP_UP_CODE && name !== STEP_UP_PASSKEY && typeof value === "string",
  ) as Array<[string, string]>;
  const code = String(form.get(STEP_UP_CODE) ?? "").trim();
  const passkey = passkeyAnswerOf(form, STEP_UP_PASSKEY);
  if (code || passkey) {
    try {
      await stepUp(api, passkey ? { passkey } : { code });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return prompt(api, fields, messageIn(error, lang) ?? error.message);
    }
  }
  try {
    await action();
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.code === "STEP_UP_REQUIRED") return prompt(api, fields);
    throw error;
  }
}
