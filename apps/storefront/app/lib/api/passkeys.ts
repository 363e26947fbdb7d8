// Passkeys' API (packages/contracts/src/passkeys.ts, issue 35): the ceremonies' options, registering, listing and
// removing passkeys, and a sign-in with one.
import type { PasskeyAdded, PasskeyList, PasskeyOptions, SignInResponse } from "@shop/contracts";
import type { ApiClient } from "./client";

const POST = "POST" as const;

export const registrationOptions = (api: ApiClient, origin: string) =>
  api.call<PasskeyOptions>("/api/v1/auth/passkeys/registration-options", { method: POST, auth: true, body: { origin } });
export const authenticationOptions = (api: ApiClient, body: { origin: string; ticket?: string }, auth: boolean) =>
  api.call<PasskeyOptions>("/api/v1/auth/passkeys/authentication-options", { method: POST, auth, body });
export const addPasskey = (api: ApiClient, body: { name: string; response: unknown }) =>
  api.call<PasskeyAdded>("/api/v1/auth/passkeys", { method: POST, auth: true, body });
export const listPasskeys = (api: ApiClient) => api.call<PasskeyList>("/api/v1/auth/passkeys", { auth: true });
export const removePasskey = (api: ApiClient, id: number) =>
  api.call<unknown>(`/api/v1/auth/passkeys/${id}`, { method: "DELETE", auth: true });
export const signInWithPasskey = (api: ApiClient, passkey: unknown) =>
  api.call<SignInResponse>("/api/v1/auth/sign-in/passkey", { method: POST, body: { passkey } });

/** A passkey's answer a form carried (the ceremony's JSON in a hidden field); null when absent or not JSON. */
export function passkeyAnswerOf(formData: FormData, field = "passkey"): unknown {
  const raw = formData.get(field);
  if (typeof raw !== "string" || raw === "" || raw.length > 100_000) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}
