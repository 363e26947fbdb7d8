// A new verification link (the sign-in page offers it to an unverified account): the same answer, in about
// the same time, for unknown, verified and unverified e-mails; only the last one gets an e-mail.
import type { ApiDeps } from "../../core/deps";
import { allowedCallback } from "../../security/callback-url";
import { sendLinkSteadily } from "./account-links";

export async function resendVerification(deps: ApiDeps, input: { email: string; callbackUrl: string }, ip: string): Promise<void> {
  const callback = allowedCallback(input.callbackUrl, "verify-email", deps.publicOrigins);
  await deps.limits.consume("verify-resend", ip);
  await deps.limits.consume("verify-resend", `email:${input.email}`);
  await sendLinkSteadily(deps, input.email, "verify-email", callback, (user) => user.emailVerifiedAt === null);
}
