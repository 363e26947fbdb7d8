// The second factor's API (packages/contracts/src/second-factor.ts): the sign-in's second step, TOTP enrolment,
// recovery codes, step-up (issue 35).
import type { RecoveryCodesView, SecondFactorStatus, SignInResponse, TotpEnrolment } from "@shop/contracts";
import type { ApiClient } from "./client";
import { passkeyAnswerOf } from "./passkeys";

const POST = "POST" as const;

/** A code of the authenticator, a recovery code, or a passkey's answer. */
export type Proof = { code: string } | { recoveryCode: string } | { passkey: unknown };

export const completeSecondStep = (api: ApiClient, body: { ticket: string } & Proof) =>
  api.call<SignInResponse>("/api/v1/auth/sign-in/second-step", { method: POST, body });
export const getSecondFactor = (api: ApiClient) => api.call<SecondFactorStatus>("/api/v1/auth/second-factor", { auth: true });
export const startTotp = (api: ApiClient) => api.call<TotpEnrolment>("/api/v1/auth/second-factor/totp", { method: POST, auth: true });
export const confirmTotp = (api: ApiClient, code: string) =>
  api.call<RecoveryCodesView>("/api/v1/auth/second-factor/totp/confirm", { method: POST, auth: true, body: { code } });
export const newRecoveryCodes = (api: ApiClient, proof: Proof) =>
  api.call<RecoveryCodesView>("/api/v1/auth/second-factor/recovery-codes", { method: POST, auth: true, body: proof });
export const switchOffSecondFactor = (api: ApiClient, proof: Proof) =>
  api.call<unknown>("/api/v1/auth/second-factor/off", { method: POST, auth: true, body: proof });
export const stepUp = (api: ApiClient, proof: Proof) =>
  api.call<unknown>("/api/v1/auth/step-up", { method: POST, auth: true, body: proof });

/** The proof a form sent: a passkey's answer, else `code`, else `recoveryCode`; null when none is there. */
export function proofOf(formData: FormData): Proof | null {
  const passkey = passkeyAnswerOf(formData);
  if (passkey) return { passkey };
  const code = String(formData.get("code") ?? "").trim();
  if (code) return { code };
  const recoveryCode = String(formData.get("recoveryCode") ?? "").trim();
  return recoveryCode ? { recoveryCode } : null;
}
