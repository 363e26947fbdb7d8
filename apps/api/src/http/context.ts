// The Hono environment of a request: what the middleware sets for the routes (request id, locale, logger,
// the caller's session).
import type { UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import type { Logger } from "pino";

export interface ApiEnv {
  Variables: {
    requestId: string;
    locale: Locale;
    logger: Logger;
    /** Set by authenticate(): the caller's live session and user, or null. */
    user: UserRow | null;
    sessionId: number | null;
    /** When the session last proved a second factor (issue 35), or null. */
    secondFactorAt: Date | null;
    accessToken: string | null;
  };
}
