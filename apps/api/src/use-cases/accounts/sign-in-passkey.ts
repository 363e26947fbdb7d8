// A sign-in with a passkey and no password (issue 35): the answer to options made for anyone
// (/api/v1/auth/passkeys/authentication-options without a ticket or a session) names its credential, and so the
// account. The passkey must have verified its owner (PIN, fingerprint): it is both factors, and the session has
// proved its second factor now. Limited per address as password sign-ins are; blocked and unverified accounts are
// refused as there.
import type { PasskeySignInRequest, SignInResponse } from "@shop/contracts";
import { createSession, findLiveUser, findPasskeyByCredential } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { newToken } from "../../security/tokens";
import { provePasskey } from "../second-factor/passkey-proof";
import { noteSignInDevice, type SignInClient } from "../sessions/new-device";
import { SESSION_TTL_MS } from "./sign-in";

export async function signInWithPasskey(
  deps: Pick<ApiDeps, "database" | "limits" | "brand" | "mailQueued" | "publicOrigins">,
  input: PasskeySignInRequest,
  client: SignInClient,
): Promise<SignInResponse> {
  await deps.limits.consume("sign-in-address", client.ip);
  const { db } = deps.database;
  const key = await findPasskeyByCredential(db, input.passkey.id);
  const user = key ? await findLiveUser(db, key.userId) : null;
  if (!key || !user) throw new AppError("PASSKEY_INVALID");
  const session = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.transaction(async (tx) => {
    await provePasskey(deps, tx, null, input.passkey);
    // Told only to the one who holds the passkey, as a password sign-in tells it only to the one who knows the password.
    if (user.blockedAt) throw new AppError("ACCOUNT_BLOCKED");
    if (!user.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED");
    await createSession(tx, {
      userId: user.id,
      tokenHash: session.hash,
      expiresAt,
      secondFactorAt: new Date(),
      ip: client.ip,
      userAgent: client.userAgent,
    });
  });
  await deps.limits.refund("sign-in-address", client.ip);
  await noteSignInDevice(deps, user, client);
  return { accessToken: session.token, expiresAt: expiresAt.toISOString() };
}
