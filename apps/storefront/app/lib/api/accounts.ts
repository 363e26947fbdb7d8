// The accounts API (packages/contracts/src/accounts.ts): auth, password restore, cabinet and staff calls.
import type {
  BusinessApplication,
  CabinetCoupon,
  CurrentUser,
  ProfileUpdate,
  Referrals,
  SignInResponse,
  SignInResult,
} from "@shop/contracts";
import type { ApiClient } from "./client";

const POST = "POST" as const;

/** Lists come as an array or as `{ items }`; either way the items. */
function itemsOf<T>(value: T[] | { items?: T[] } | null | undefined): T[] {
  if (Array.isArray(value)) return value;
  return value?.items ?? [];
}

// Spec section 7: no Locale header on sign-in (nor on identity, endpoints.ts).
export const signIn = (api: ApiClient, body: { email: string; password: string }) =>
  api.call<SignInResult>("/api/v1/auth/sign-in", { method: POST, body, sendLocale: false });

export const signUp = (api: ApiClient, body: Record<string, unknown> & { callbackUrl: string }) =>
  api.call<unknown>("/api/v1/auth/sign-up", { method: POST, body });

export const verifyEmail = (api: ApiClient, token: string) => api.call<unknown>("/api/v1/auth/verify", { method: POST, body: { token } });

export const resendVerification = (api: ApiClient, body: { email: string; callbackUrl: string }) =>
  api.call<unknown>("/api/v1/auth/verify/resend", { method: POST, body });

export const signOut = (api: ApiClient) => api.call<unknown>("/api/v1/auth/sign-out", { method: POST, auth: true });

export const isRestoreTokenValid = (api: ApiClient, token: string) =>
  api.call<{ valid: boolean }>("/api/v1/password-restore/is-valid", { query: { token } });

export const requestPasswordRestore = (api: ApiClient, body: { email: string; callbackUrl: string }) =>
  api.call<unknown>("/api/v1/password-restore/request", { method: POST, body });

export const restorePassword = (api: ApiClient, body: { token: string; password: string; repeatPassword: string }) =>
  api.call<unknown>("/api/v1/password-restore", { method: POST, body });

// Cabinet (bearer)
export const updateProfile = (api: ApiClient, body: ProfileUpdate) =>
  api.call<CurrentUser | undefined>("/api/v1/cabinet/profile", { method: "PUT", body, auth: true });

/** Every other session is revoked; the answer is the new token of this one. */
export const changePassword = (api: ApiClient, body: { oldPassword: string; newPassword: string; repeatPassword: string }) =>
  api.call<SignInResponse>("/api/v1/cabinet/password", { method: POST, body, auth: true });

export const submitBusiness = (api: ApiClient, body: BusinessApplication) =>
  api.call<unknown>("/api/v1/cabinet/business", { method: "PUT", body, auth: true });

export const getCoupons = async (api: ApiClient) =>
  itemsOf(await api.call<CabinetCoupon[] | { items?: CabinetCoupon[] }>("/api/v1/cabinet/coupons", { auth: true }));

export const getReferrals = (api: ApiClient) => api.call<Referrals>("/api/v1/cabinet/referrals", { auth: true });

export const exportData = (api: ApiClient) => api.call<unknown>("/api/v1/cabinet/export", { auth: true });

export const deleteAccount = (api: ApiClient, password: string) =>
  api.call<unknown>("/api/v1/cabinet/account", { method: "DELETE", body: { password }, auth: true });
