// Password restore request (decisions.md): the same answer, in about the same time, whether the e-mail
// belongs to an account or not; only an account's owner receives a link (valid 1 h, single use).
import type { ApiDeps } from "../../core/deps";
import { allowedCallback } from "../../security/callback-url";
import { sendLinkSteadily } from "./account-links";

export async function requestPasswordRestore(deps: ApiDeps, input: { email: string; callbackUrl: string }, ip: string): Promise<void> {
  const callback = allowedCallback(input.callbackUrl, "password-restore", deps.publicOrigins);
  await deps.limits.consume("password-restore", ip);
  await deps.limits.consume("password-restore", `email:${input.email}`);
  await sendLinkSteadily(deps, input.email, "password-restore", callback, () => true);
}
