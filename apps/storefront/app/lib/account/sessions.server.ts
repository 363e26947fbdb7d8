// Signed-in devices (issue 35): the list on the cabinet's security page and the back office's, and its two forms
// (sign one device out, sign out everywhere else). Plain form posts: no JavaScript needed.
import { ERROR_MESSAGES, type SessionView } from "@shop/contracts";
import type { Locale } from "@shop/domain";
import { type ApiClient, ApiError } from "../api/client";
import { listSessions, signOutOtherSessions, signOutSession } from "../api/sessions";
import { messageIn } from "../forms/parse";

export type SessionsActionData = { sessionsResult: { signedOut: number; others: boolean } } | { sessionsError: string };

const INTENTS = new Set(["sign-out-session", "sign-out-others"]);

export const loadSessions = async (api: ApiClient): Promise<SessionView[]> => (await listSessions(api)).sessions;

/** The form was one of the list's: its intent is `sign-out-session` or `sign-out-others`. */
export const isSessionsIntent = (formData: FormData): boolean => INTENTS.has(String(formData.get("intent") ?? ""));

export async function sessionsAction(api: ApiClient, lang: Locale, formData: FormData): Promise<SessionsActionData> {
  try {
    if (formData.get("intent") === "sign-out-others") {
      return { sessionsResult: { signedOut: (await signOutOtherSessions(api)).signedOut, others: true } };
    }
    const id = Number(formData.get("session"));
    if (!Number.isSafeInteger(id) || id <= 0) return { sessionsError: ERROR_MESSAGES.BAD_REQUEST[lang] };
    await signOutSession(api, id);
    return { sessionsResult: { signedOut: 1, others: false } };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { sessionsError: messageIn(error, lang) ?? error.message };
  }
}
