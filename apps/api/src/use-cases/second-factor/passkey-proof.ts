// Proving a factor with a passkey (issue 35): the options of an authentication ceremony (for the sign-in's second
// step, for a signed-in account's step-up, or for a sign-in without a password), and checking an answer. The
// challenge is used once (a conditional UPDATE), the authenticator's counter only moves forward.
import type { PasskeyAssertion, PasskeyOptions } from "@shop/contracts";
import {
  findLiveSignInTicket,
  findPasskeyByCredential,
  listPasskeys,
  type PasskeyRow,
  recordPasskeyUse,
  storeWebauthnChallenge,
  useWebauthnChallenge,
} from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashToken } from "../../security/tokens";
import {
  authenticationOptions,
  CEREMONY_TTL_SECONDS,
  challengeOf,
  relyingPartyOf,
  userHandleOf,
  verifyAuthentication,
} from "../../security/webauthn";

type Queryable = Parameters<typeof findPasskeyByCredential>[0];

/** Wrong codes a ticket survives (sign-in-second-step.ts counts them). */
export const TICKET_MAX_FAILURES = 5;

/**
 * The options of an authentication ceremony: for the account of a live sign-in ticket, else for the signed-in caller,
 * else for anyone (a sign-in without a password: any passkey of the shop, user verification required). Limited per
 * address; 409 NO_PASSKEY when the account has none; 400 TOKEN_INVALID for a dead ticket.
 */
export async function passkeyAuthenticationOptions(
  deps: Pick<ApiDeps, "database" | "limits" | "publicOrigins" | "brand">,
  input: { ticket?: string | undefined; origin?: string | undefined; callerId: number | null; ip: string },
): Promise<PasskeyOptions> {
  await deps.limits.consume("passkey-options", input.ip);
  const { db } = deps.database;
  let userId = input.callerId;
  if (input.ticket !== undefined) {
    const ticket = await findLiveSignInTicket(db, hashToken(input.ticket), TICKET_MAX_FAILURES);
    if (!ticket) throw new AppError("TOKEN_INVALID");
    userId = ticket.userId;
  }
  const keys = userId === null ? null : await listPasskeys(db, userId);
  if (keys?.length === 0) throw new AppError("NO_PASSKEY");
  const options = await authenticationOptions(relyingPartyOf(deps), { origin: input.origin, allow: keys });
  await storeWebauthnChallenge(db, { userId, purpose: "authenticate", challenge: options.challenge, ttlSeconds: CEREMONY_TTL_SECONDS });
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * Checks a passkey's answer to a ceremony started for `userId` (null: one without a password, which needs user
 * verification); the passkey it used, or 400 PASSKEY_INVALID.
 */
export async function provePasskey(
  deps: Pick<ApiDeps, "publicOrigins" | "brand">,
  db: Queryable,
  userId: number | null,
  assertion: PasskeyAssertion,
): Promise<PasskeyRow> {
  const challenge = challengeOf(assertion);
  const key = challenge ? await findPasskeyByCredential(db, assertion.id) : null;
  if (!challenge || !key || (userId !== null && key.userId !== userId)) throw new AppError("PASSKEY_INVALID");
  const handle = assertion.response.userHandle;
  if (handle !== undefined && handle !== userHandleOf(key.userId)) throw new AppError("PASSKEY_INVALID");
  if (!(await useWebauthnChallenge(db, { challenge, purpose: "authenticate", userId }))) throw new AppError("PASSKEY_INVALID");
  const counter = await verifyAuthentication(relyingPartyOf(deps), {
    response: { ...assertion, clientExtensionResults: assertion.clientExtensionResults ?? {} },
    challenge,
    credential: key,
    requireUserVerification: userId === null,
  });
  if (!(await recordPasskeyUse(db, key.id, counter))) throw new AppError("PASSKEY_INVALID");
  return key;
}
