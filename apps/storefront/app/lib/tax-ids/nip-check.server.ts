// "Check NIP" posted as a form's intent (issue 34): without JavaScript the whole form comes back with what was typed
// and, for an active VAT payer, the company's registered details filled in; with JavaScript a fetcher posts only the
// NIP and the page fills the fields itself (components/forms/nip-lookup.tsx). The checksum first, in the page's
// language, at the NIP's own field; then the API's White List lookup (a fault there is said at the field too).
import type { TaxIdCheck } from "@shop/contracts";
import { parseNip } from "@shop/domain";
import { type ApiClient, ApiError } from "../api/client";
import { checkNip } from "../api/tax-ids";
import type { FormResult } from "../forms/form-state";
import { CHECK_NIP_INTENT } from "./intent";
import { type Prefill, prefillOf } from "./prefill";

export { CHECK_NIP_INTENT } from "./intent";

export interface NipCheckReply {
  intent: typeof CHECK_NIP_INTENT;
  /** The form as it was posted, with the company's details filled in; the NIP's message at its field. */
  result: FormResult;
  nipCheck: TaxIdCheck | null;
}

/** The values a form posted (the intent and hidden fields left out by the caller's `skip`). */
function postedValues(formData: FormData, skip: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) if (typeof value === "string" && !skip.includes(name)) values[name] = value;
  return values;
}

export async function nipCheckReply(
  api: ApiClient,
  formData: FormData,
  options: { field: string; prefill: Prefill; skip?: readonly string[] },
): Promise<NipCheckReply> {
  const posted = postedValues(formData, ["intent", ...(options.skip ?? [])]);
  const typed = (posted[options.field] ?? "").trim();
  const nip = parseNip(typed);
  const answer = (nipCheck: TaxIdCheck | null, messages?: string[]): NipCheckReply => ({
    intent: CHECK_NIP_INTENT,
    result: {
      initialValue: { ...posted, ...prefillOf(nipCheck, options.prefill) },
      error: messages ? { [options.field]: messages } : {},
      fields: [options.field],
    },
    nipCheck,
  });
  if (!nip) return answer(null, [typed ? "invalidNip" : "required"]);
  try {
    return answer(await checkNip(api, nip));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return answer(null, [error.message]);
  }
}
