// Two-step sign-in's page (issue 35), in the cabinet and, for staff who must enrol, in the back office: its state,
// and the intents of its forms (start, confirm, new recovery codes, switch off; a passkey added or removed). Plain
// form posts: no JavaScript, but for a passkey's ceremony.
import { ERROR_MESSAGES, type PasskeyView, type SecondFactorStatus, type TotpEnrolment } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { type ApiClient, ApiError } from "../api/client";
import { addPasskey, listPasskeys, passkeyAnswerOf, removePasskey } from "../api/passkeys";
import { confirmTotp, getSecondFactor, newRecoveryCodes, proofOf, startTotp, switchOffSecondFactor } from "../api/second-factor";
import { messageIn } from "../forms/parse";

export type SecondFactorActionData =
  | { enrolment: TotpEnrolment }
  | { recoveryCodes: string[] }
  | { off: true }
  | { passkey: "added" | "removed" }
  | { error: string; enrolment?: TotpEnrolment }
  | { passkeyError: string };

export async function loadSecondFactor(api: ApiClient): Promise<{ status: SecondFactorStatus; passkeys: PasskeyView[] }> {
  const [status, passkeys] = await Promise.all([getSecondFactor(api), listPasskeys(api)]);
  return { status, passkeys: passkeys.items };
}

const PASSKEY_INTENTS = new Set(["passkey-add", "passkey-remove"]);

/** A passkey added (with recovery codes when it is the account's first factor) or removed. */
async function passkeyAction(api: ApiClient, lang: Locale, formData: FormData, intent: string): Promise<SecondFactorActionData> {
  try {
    if (intent === "passkey-remove") {
      await removePasskey(api, Number(formData.get("passkeyId")));
      return { passkey: "removed" };
    }
    const response = passkeyAnswerOf(formData, "attestation");
    if (!response) return { passkeyError: ERROR_MESSAGES.PASSKEY_INVALID[lang] };
    const added = await addPasskey(api, { name: String(formData.get("name") ?? ""), response });
    return added.recoveryCodes ? { recoveryCodes: added.recoveryCodes } : { passkey: "added" };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { passkeyError: messageIn(error, lang) ?? error.message };
  }
}

export async function secondFactorAction(api: ApiClient, lang: Locale, formData: FormData): Promise<SecondFactorActionData> {
  const intent = String(formData.get("intent") ?? "");
  if (PASSKEY_INTENTS.has(intent)) return passkeyAction(api, lang, formData, intent);
  try {
    if (intent === "start") return { enrolment: await startTotp(api) };
    if (intent === "confirm") return { recoveryCodes: (await confirmTotp(api, String(formData.get("code") ?? ""))).recoveryCodes };
    const proof = proofOf(formData);
    if (!proof) return { error: ERROR_MESSAGES.CODE_INVALID[lang] };
    if (intent === "regenerate") return { recoveryCodes: (await newRecoveryCodes(api, proof)).recoveryCodes };
    if (intent === "off") {
      await switchOffSecondFactor(api, proof);
      return { off: true };
    }
    return { error: ERROR_MESSAGES.BAD_REQUEST[lang] };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { error: messageIn(error, lang) ?? error.message };
  }
}
