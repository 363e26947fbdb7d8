// The caller's signed-in sessions (packages/contracts/src/sessions.ts; issue 35).
import type { SessionList, SignedOutCount } from "@shop/contracts";
import type { ApiClient } from "./client";

export const listSessions = (api: ApiClient) => api.call<SessionList>("/api/v1/cabinet/sessions", { auth: true });
export const signOutSession = (api: ApiClient, id: number) =>
  api.call<unknown>(`/api/v1/cabinet/sessions/${id}`, { method: "DELETE", auth: true });
export const signOutOtherSessions = (api: ApiClient) =>
  api.call<SignedOutCount>("/api/v1/cabinet/sessions/sign-out-others", { method: "POST", auth: true });
