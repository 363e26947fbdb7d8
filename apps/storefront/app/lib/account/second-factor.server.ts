// Two-step sign-in's page (issue 35), in the cabinet and, for staff who must enrol, in the back office: its state,
// and the intents of its forms (start, confirm, new recovery codes, switch off). Plain form posts: no JavaScript.
import { ERROR_MESSAGES, type SecondFactorStatus, type TotpEnrolment } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { type ApiClient, ApiError } from "../api/client";
import { confirmTotp, getSecondFactor, newRecoveryCodes, proofOf, startTotp, switchOffSecondFactor } from "../api/second-factor";
import { messageIn } from "../forms/parse";

export type SecondFactorActionData =
  | { enrolment: TotpEnrolment }
  | { recoveryCodes: string[] }
  | { off: true }
  | { error: string; enrolment?: TotpEnrolment };

export const loadSecondFactor = (api: ApiClient): Promise<SecondFactorStatus> => getSecondFactor(api);

export async function secondFactorAction(api: ApiClient, lang: Locale, formData: FormData): Promise<SecondFactorActionData> {
  const intent = String(formData.get("intent") ?? "");
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
