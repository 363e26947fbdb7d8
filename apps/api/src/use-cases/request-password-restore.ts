// Password restore request (decisions.md): the same answer, in about the same time, whether the e-mail
// belongs to an account or not; only an account's owner receives a link (valid 1 h, single use).
import { createAccountToken, findUserByEmail } from "@shop/db";
import { isLocale } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import type { ApiDeps } from "../http/context";
import { allowedCallback, linkWithToken } from "../security/callback-url";
import { newToken } from "../security/tokens";

export const RESTORE_TOKEN_TTL_SECONDS = 60 * 60;
/** The least time an answer that must not tell whether an account exists takes. */
export const STEADY_ANSWER_MS = 300;

/** Runs `work`, then waits until `ms` have passed since the start (also when it failed). */
export async function withSteadyTiming<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const until = Date.now() + ms;
  try {
    return await work();
  } finally {
    const left = until - Date.now();
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

export async function requestPasswordRestore(deps: ApiDeps, input: { email: string; callbackUrl: string }, ip: string): Promise<void> {
  const callback = allowedCallback(input.callbackUrl, "password-restore", deps.publicOrigins);
  await deps.limits.consume("password-restore", ip);
  await deps.limits.consume("password-restore", `email:${input.email}`);
  const queued = await withSteadyTiming(STEADY_ANSWER_MS, async () => {
    const { db } = deps.database;
    const user = await findUserByEmail(db, input.email);
    if (!user?.email) return false;
    const email = user.email;
    const token = newToken();
    await db.transaction(async (tx) => {
      await createAccountToken(tx, {
        userId: user.id,
        purpose: "password-restore",
        tokenHash: token.hash,
        ttlSeconds: RESTORE_TOKEN_TTL_SECONDS,
      });
      await queueEmail(tx, {
        to: email,
        locale: isLocale(user.locale) ? user.locale : "en",
        brand: deps.brand,
        message: { kind: "password-restore", firstName: user.firstName, link: linkWithToken(callback, token.token) },
      });
    });
    return true;
  });
  if (queued) deps.mailQueued?.();
}
