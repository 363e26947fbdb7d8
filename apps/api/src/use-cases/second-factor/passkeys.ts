// An account's passkeys (issue 35, docs/accounts.md "Passkeys"): registering one (options, then the authenticator's
// answer), listing and removing them. An account that has a second factor may change its passkeys only from a session
// that proved one; a passkey that is the account's first factor comes with ten recovery codes and stamps the session
// (as a confirmed authenticator does). Staff may not remove their last factor.
import type { PasskeyAdded, PasskeyAttestation, PasskeyList, PasskeyOptions, PasskeyView } from "@shop/contracts";
import {
  deletePasskey,
  deleteSecondFactors,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  replaceRecoveryCodes,
  secondFactorsOf,
  stampSessionSecondFactor,
  storeWebauthnChallenge,
  type UserRow,
  useWebauthnChallenge,
} from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashRecoveryCode, newRecoveryCodes } from "../../security/totp";
import { CEREMONY_TTL_SECONDS, challengeOf, registrationOptions, relyingPartyOf, verifyRegistration } from "../../security/webauthn";
import { hasFactor, type SessionProof } from "./factors";

type Deps = Pick<ApiDeps, "database" | "publicOrigins" | "brand">;

const passkeyView = (row: PasskeyRow): PasskeyView => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** An account with a factor changes its passkeys only from a session that proved one (403 STEP_UP_REQUIRED). */
async function requireProvedSession(deps: Deps, user: UserRow, session: SessionProof) {
  const factors = await secondFactorsOf(deps.database.db, user.id);
  if (hasFactor(factors) && !session.secondFactorAt) throw new AppError("STEP_UP_REQUIRED");
  return factors;
}

export async function listAccountPasskeys(deps: Pick<ApiDeps, "database">, user: UserRow): Promise<PasskeyList> {
  return { items: (await listPasskeys(deps.database.db, user.id)).map(passkeyView) };
}

/** The options of a registration ceremony; the challenge is kept 5 minutes for whichever process gets the answer. */
export async function passkeyRegistrationOptions(
  deps: Deps,
  user: UserRow,
  session: SessionProof,
  origin: string | undefined,
): Promise<PasskeyOptions> {
  await requireProvedSession(deps, user, session);
  const { db } = deps.database;
  const existing = await listPasskeys(db, user.id);
  const options = await registrationOptions(relyingPartyOf(deps), {
    origin,
    userId: user.id,
    userName: user.email ?? String(user.id),
    displayName: `${user.firstName} ${user.lastName}`.trim() || (user.email ?? String(user.id)),
    exclude: existing,
  });
  await storeWebauthnChallenge(db, {
    userId: user.id,
    purpose: "register",
    challenge: options.challenge,
    ttlSeconds: CEREMONY_TTL_SECONDS,
  });
  return { options: options as unknown as Record<string, unknown> };
}

/** Stores the passkey the authenticator made for the challenge of this account's registration options. */
export async function addPasskey(
  deps: Deps,
  user: UserRow,
  session: SessionProof,
  input: { name: string; response: PasskeyAttestation },
): Promise<PasskeyAdded> {
  const factors = await requireProvedSession(deps, user, session);
  const challenge = challengeOf(input.response);
  if (!challenge) throw new AppError("PASSKEY_INVALID");
  const credential = await verifyRegistration(relyingPartyOf(deps), input.response, challenge);
  const first = !hasFactor(factors);
  const codes = first ? newRecoveryCodes() : undefined;
  const row = await deps.database.db.transaction(async (tx) => {
    if (!(await useWebauthnChallenge(tx, { challenge, purpose: "register", userId: user.id }))) throw new AppError("PASSKEY_INVALID");
    const stored = await insertPasskey(tx, { userId: user.id, name: input.name, ...credential });
    if (!stored) throw new AppError("CONFLICT");
    if (codes) {
      await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
      await stampSessionSecondFactor(tx, session.sessionId);
    }
    return stored;
  });
  return { passkey: passkeyView(row), ...(codes ? { recoveryCodes: codes } : {}) };
}

/**
 * Removes one passkey (404 when it is not the account's). Staff keep at least one factor (409 CONFLICT); a customer's
 * last factor going takes the recovery codes with it (two-step sign-in is off then).
 */
export async function removePasskey(deps: Deps, user: UserRow, session: SessionProof, id: number): Promise<void> {
  await requireProvedSession(deps, user, session);
  await deps.database.db.transaction(async (tx) => {
    if (!(await deletePasskey(tx, user.id, id))) throw new AppError("NOT_FOUND");
    const left = await secondFactorsOf(tx, user.id);
    if (hasFactor(left)) return;
    if (user.role === "staff") throw new AppError("CONFLICT");
    await deleteSecondFactors(tx, user.id);
  });
}
