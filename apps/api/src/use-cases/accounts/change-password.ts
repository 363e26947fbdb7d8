// Change password (decisions.md): the old password must be right and the new one not a common one; every
// session of the user is revoked (other devices sign out at once) and this device gets a fresh token.
import type { SignInResponse } from "@shop/contracts";
import { createSession, type Db, replacePasswordHash, revokeUserSessions, type SessionClient, type UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import type { RateLimits } from "../../core/deps";
import { refuseCommonPassword } from "../../security/common-passwords";
import { hashPassword } from "../../security/passwords";
import { newToken } from "../../security/tokens";
import { confirmPassword } from "./confirm-password";
import { SESSION_TTL_MS } from "./sign-in";

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
}

export async function changePassword(
  deps: { db: Db; limits: RateLimits; locale: Locale },
  user: UserRow,
  input: ChangePasswordInput,
  client: SessionClient = {},
): Promise<SignInResponse> {
  refuseCommonPassword(input.newPassword, deps.locale, "newPassword");
  await confirmPassword(deps.limits, user, input.oldPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await replacePasswordHash(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id);
    await createSession(tx, { userId: user.id, tokenHash: hash, expiresAt, ...client });
  });
  return { accessToken: token, expiresAt: expiresAt.toISOString() };
}
