// The server's side of the session (decisions.md, accounts): the access token travels to server
// rendering in an HttpOnly, SameSite=Lax cookie set beside localStorage `api_key`. Every request
// knows its token (middleware/session.server.ts); the user is fetched once per request, on demand.
// Who the caller is (anonymous, customer, staff, admin) is lib/caller.server.ts, built on this session.
import type { SignedInUser } from "@shop/contracts";
import { createContext, type RouterContextProvider } from "react-router";
import { ApiError } from "./api/client";
import { getCurrentUser } from "./api/endpoints";
import { serverApi } from "./runtime.server";

export const SESSION_COOKIE = "session";
/** The cookie lives 30 days at most, and never longer than the token it carries. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

export function sessionCookie(token: string, options: { secure: boolean; expiresAt?: string | null; now?: number }): string {
  const until = options.expiresAt ? Date.parse(options.expiresAt) : Number.NaN;
  const left = Number.isFinite(until) ? Math.floor((until - (options.now ?? Date.now())) / 1000) : SESSION_MAX_AGE_SECONDS;
  const maxAge = Math.max(0, Math.min(SESSION_MAX_AGE_SECONDS, left));
  const parts = [`${SESSION_COOKIE}=${encodeURIComponent(token)}`, "Path=/", `Max-Age=${maxAge}`, "HttpOnly", "SameSite=Lax"];
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

/** The sign-in's second-step ticket (issue 35): HttpOnly, 5 minutes, like the ticket itself. */
export const TICKET_COOKIE = "sign_in_ticket";

export function ticketCookie(ticket: string | null, secure: boolean): string {
  const value = ticket ? encodeURIComponent(ticket) : "";
  return `${TICKET_COOKIE}=${value}; Path=/; Max-Age=${ticket ? 300 : 0}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export interface Session {
  /** The cookie's token (maybe stale: only a fetched user proves it). */
  readonly token: string | null;
  /** The current user, fetched once per request; null when signed out or the token is dead. */
  user(): Promise<SignedInUser | null>;
  /** True once the API refused the token (the cookie is then cleared). */
  rejected(): boolean;
  /** The user if this request fetched it already (null: signed out), undefined when nobody asked. */
  known(): SignedInUser | null | undefined;
  /**
   * After an action changed the user (profile, business) or its token (password change): the
   * loaders of the same request fetch the user again, with the new token when given.
   */
  renew(token?: string): void;
}

export const sessionContext = createContext<Session>();

export function createSession(request: Request, cookieToken: string | null): Session {
  let token = cookieToken;
  let pending: Promise<SignedInUser | null> | null = null;
  let rejected = false;
  let known: SignedInUser | null | undefined;
  let generation = 0;
  return {
    get token() {
      return token;
    },
    user() {
      if (pending) return pending;
      const current = token;
      const fetched = current
        ? getCurrentUser<SignedInUser>(serverApi(request, "en", current)).catch((error: unknown) => {
            // 401: the token expired or was revoked. Anything else (the API is down): not signed in for this page.
            if (error instanceof ApiError && error.statusCode === 401) rejected = true;
            return null;
          })
        : Promise.resolve(null);
      const asked = ++generation;
      pending = fetched.then((user) => {
        // A renew() since then asks again: this answer is no longer the user's.
        if (asked === generation) known = user;
        return user;
      });
      return pending;
    },
    rejected: () => rejected,
    known: () => known,
    renew(next) {
      if (next) token = next;
      pending = null;
      known = undefined;
      generation++;
    },
  };
}

export function sessionOf(context: Readonly<RouterContextProvider>): Session {
  return context.get(sessionContext);
}
