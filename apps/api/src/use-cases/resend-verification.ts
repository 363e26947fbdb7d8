// A new verification link (the sign-in page offers it to an unverified account): the same answer, in about
// the same time, for unknown, verified and unverified e-mails; only the last one gets an e-mail.
import { createAccountToken, findUserByEmail } from "@shop/db";
import { isLocale } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import type { ApiDeps } from "../http/context";
import { allowedCallback, linkWithToken } from "../security/callback-url";
import { newToken } from "../security/tokens";
import { STEADY_ANSWER_MS, withSteadyTiming } from "./request-password-restore";
import { VERIFY_TOKEN_TTL_SECONDS } from "./sign-up";

export async function resendVerification(deps: ApiDeps, input: { email: string; callbackUrl: string }, ip: string): Promise<void> {
  const callback = allowedCallback(input.callbackUrl, "verify-email", deps.publicOrigins);
  await deps.limits.consume("verify-resend", ip);
  await deps.limits.consume("verify-resend", `email:${input.email}`);
  const queued = await withSteadyTiming(STEADY_ANSWER_MS, async () => {
    const { db } = deps.database;
    const user = await findUserByEmail(db, input.email);
    if (!user?.email || user.emailVerifiedAt) return false;
    const email = user.email;
    const token = newToken();
    await db.transaction(async (tx) => {
      await createAccountToken(tx, {
        userId: user.id,
        purpose: "verify-email",
        tokenHash: token.hash,
        ttlSeconds: VERIFY_TOKEN_TTL_SECONDS,
      });
      await queueEmail(tx, {
        to: email,
        locale: isLocale(user.locale) ? user.locale : "en",
        brand: deps.brand,
        message: { kind: "verify-email", firstName: user.firstName, link: linkWithToken(callback, token.token) },
      });
    });
    return true;
  });
  if (queued) deps.mailQueued?.();
}
