// Finishing a restore (decisions.md): the token is used up atomically (of two racing requests one wins),
// the password replaced, every session of the account revoked, and the e-mail counts as verified since
// the link reached it.
import {
  consumeAccountToken,
  invalidateAccountTokens,
  isAccountTokenLive,
  isUserBlocked,
  revokeUserSessions,
  setPasswordAndVerify,
} from "@shop/db";
import type { Locale } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { refuseCommonPassword } from "../../security/common-passwords";
import { hashPassword } from "../../security/passwords";
import { hashToken } from "../../security/tokens";

export async function restorePassword(
  deps: Pick<ApiDeps, "database">,
  input: { token: string; password: string },
  locale: Locale,
): Promise<void> {
  refuseCommonPassword(input.password, locale);
  const { db } = deps.database;
  const tokenHash = hashToken(input.token);
  // A dead link costs no password hash; the atomic use below still decides.
  if (!(await isAccountTokenLive(db, tokenHash, "password-restore"))) throw new AppError("TOKEN_INVALID");
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const userId = await consumeAccountToken(tx, tokenHash, "password-restore");
    if (userId === null) throw new AppError("TOKEN_INVALID");
    // A blocked account stays out (issue 7): the token stays unused, nothing changes.
    if (await isUserBlocked(tx, userId)) throw new AppError("ACCOUNT_BLOCKED");
    await invalidateAccountTokens(tx, userId, "password-restore");
    await setPasswordAndVerify(tx, userId, passwordHash);
    await revokeUserSessions(tx, userId);
  });
}
