// The e-mails whose link proves who owns an address: verification (24 h) and password restore (1 h). Each is a
// new single-use token (earlier unused ones of the purpose die) and its e-mail, written in one transaction.
import { type AccountTokenPurpose, createAccountToken, type Db, findUserByEmail } from "@shop/db";
import { isLocale, type Locale } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import type { ApiDeps } from "../../core/deps";
import { linkWithToken } from "../../security/callback-url";
import { newToken } from "../../security/tokens";

const LINK_TTL_SECONDS: Record<AccountTokenPurpose, number> = { "verify-email": 24 * 60 * 60, "password-restore": 60 * 60 };

/** The least time an answer that must not tell whether an account exists takes. */
const STEADY_ANSWER_MS = 300;

export interface LinkRecipient {
  userId: number;
  email: string;
  firstName: string;
  locale: Locale;
}

/** Stores the token and queues its e-mail, in the caller's transaction. */
export async function queueAccountLink(
  tx: Pick<Db, "select" | "insert" | "update" | "execute">,
  deps: Pick<ApiDeps, "brand">,
  to: LinkRecipient,
  purpose: AccountTokenPurpose,
  callback: URL,
): Promise<void> {
  const token = newToken();
  await createAccountToken(tx, { userId: to.userId, purpose, tokenHash: token.hash, ttlSeconds: LINK_TTL_SECONDS[purpose] });
  await queueEmail(tx, {
    to: to.email,
    locale: to.locale,
    brand: deps.brand,
    message: { kind: purpose, firstName: to.firstName, link: linkWithToken(callback, token.token) },
  });
}

/**
 * Sends a link to the account of `email` when `wanted(user)`, answering in no less than STEADY_ANSWER_MS either
 * way, so that neither the answer nor its time tells whether the account exists.
 */
export async function sendLinkSteadily(
  deps: ApiDeps,
  email: string,
  purpose: AccountTokenPurpose,
  callback: URL,
  wanted: (user: { emailVerifiedAt: Date | null }) => boolean,
): Promise<void> {
  const until = Date.now() + STEADY_ANSWER_MS;
  let queued = false;
  try {
    const { db } = deps.database;
    const user = await findUserByEmail(db, email);
    if (user?.email && wanted(user)) {
      const to = { userId: user.id, email: user.email, firstName: user.firstName, locale: isLocale(user.locale) ? user.locale : "en" };
      await db.transaction((tx) => queueAccountLink(tx, deps, to, purpose, callback));
      queued = true;
    }
  } finally {
    const left = until - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
  if (queued) deps.mailQueued?.();
}
