// Sign-in (decisions.md): limited per caller and e-mail, and per caller across e-mails; an unknown e-mail spends the time of a password
// check too; a verified e-mail is required, and an account staff blocked is refused (issue 7). The session's
// token is returned once and stored only hashed. An account with a second factor (issue 35: an authenticator or a
// passkey) gets a ticket for the second step instead (sign-in-second-step.ts), which makes the session.
import type { SecondFactorMethod, SignInRequest, SignInResult } from "@shop/contracts";
import { createSession, createSignInTicket, findUserByEmail, secondFactorsOf } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashPassword, verifyPassword } from "../../security/passwords";
import { newToken } from "../../security/tokens";
import { hasFactor } from "../second-factor/factors";
import { noteSignInDevice, type SignInClient } from "../sessions/new-device";

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A second-step ticket lives 5 minutes. */
const TICKET_TTL_SECONDS = 5 * 60;

let dummyHash: Promise<string> | undefined;
/** A hash no password matches, checked for unknown e-mails so that they answer as slowly as known ones. */
const unknownUserHash = () => {
  dummyHash ??= hashPassword(newToken().token);
  return dummyHash;
};

export async function signIn(
  deps: Pick<ApiDeps, "database" | "limits" | "brand" | "mailQueued">,
  input: SignInRequest,
  client: SignInClient,
): Promise<SignInResult> {
  const { ip } = client;
  const limitKey = `${ip}:${input.email}`;
  await deps.limits.consume("sign-in-address", ip);
  await deps.limits.consume("sign-in", limitKey);
  const { db } = deps.database;
  const user = await findUserByEmail(db, input.email);
  const matches = await verifyPassword(user?.passwordHash ?? (await unknownUserHash()), input.password);
  if (!user || !matches) throw new AppError("INVALID_CREDENTIALS");
  // Told only to the one who knows the password (issue 7: staff blocked the account).
  if (user.blockedAt) throw new AppError("ACCOUNT_BLOCKED");
  if (!user.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED");
  await deps.limits.reset("sign-in", limitKey);
  await deps.limits.refund("sign-in-address", ip);
  const factors = await secondFactorsOf(db, user.id);
  if (hasFactor(factors)) {
    const ticket = newToken();
    const expiresAt = await createSignInTicket(db, { userId: user.id, tokenHash: ticket.hash, ttlSeconds: TICKET_TTL_SECONDS });
    const methods: SecondFactorMethod[] = [];
    if (factors.totp === "on") methods.push("totp");
    if (factors.passkeys > 0) methods.push("passkey");
    if (factors.recoveryCodesLeft > 0) methods.push("recovery");
    return { secondStep: { ticket: ticket.token, expiresAt: expiresAt.toISOString(), methods } };
  }
  const session = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await createSession(db, { userId: user.id, tokenHash: session.hash, expiresAt, ip, userAgent: client.userAgent });
  await noteSignInDevice(deps, user, client);
  return { accessToken: session.token, expiresAt: expiresAt.toISOString() };
}
