// The account's own second factor (issue 35): its state, step-up, new recovery codes, switching TOTP off. Staff may
// not switch their last factor off (an admin removes factors, remove-factors.ts); a password reset never does.
import type { RecoveryCodesView, SecondFactorProof, SecondFactorStatus } from "@shop/contracts";
import { deleteSecondFactors, replaceRecoveryCodes, secondFactorsOf, stampSessionSecondFactor, type UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashRecoveryCode, newRecoveryCodes } from "../../security/totp";
import { hasFactor, type SessionProof } from "./factors";
import { isSteppedUp, proveSecondFactor, STEP_UP_WINDOW_MS } from "./prove";

type Deps = Pick<ApiDeps, "database" | "limits" | "publicOrigins" | "brand">;

const iso = (at: Date | null) => at?.toISOString() ?? null;
const stepUpUntil = (at: Date | null) => (at && isSteppedUp(at) ? new Date(at.getTime() + STEP_UP_WINDOW_MS) : null);

export async function secondFactorStatus(
  deps: Pick<ApiDeps, "database">,
  user: UserRow,
  session: SessionProof,
): Promise<SecondFactorStatus> {
  const factors = await secondFactorsOf(deps.database.db, user.id);
  return {
    ...factors,
    required: user.role === "staff",
    sessionSecondFactorAt: iso(session.secondFactorAt),
    stepUpUntil: iso(stepUpUntil(session.secondFactorAt)),
  };
}

/** A code proves it is still the account's owner: the session may do step-up actions for the next 5 minutes. */
export async function stepUp(deps: Deps, user: UserRow, sessionId: number, proof: SecondFactorProof) {
  const { db } = deps.database;
  const at = await db.transaction(async (tx) => {
    await proveSecondFactor(deps, tx, user.id, proof);
    return stampSessionSecondFactor(tx, sessionId);
  });
  return { secondFactorAt: at.toISOString(), stepUpUntil: new Date(at.getTime() + STEP_UP_WINDOW_MS).toISOString() };
}

/** Ten new recovery codes (a proof of the owner); the old ones stop working. 409 CONFLICT without a factor. */
export async function regenerateRecoveryCodes(deps: Deps, user: UserRow, proof: SecondFactorProof): Promise<RecoveryCodesView> {
  const { db } = deps.database;
  if (!hasFactor(await secondFactorsOf(db, user.id))) throw new AppError("CONFLICT");
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await proveSecondFactor(deps, tx, user.id, proof);
    await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
  });
  return { recoveryCodes: codes };
}

/** Switches the second factor off (authenticator, passkeys, recovery codes) with a code; staff get 409 CONFLICT. */
export async function switchOffSecondFactor(deps: Deps, user: UserRow, proof: SecondFactorProof): Promise<void> {
  if (user.role === "staff") throw new AppError("CONFLICT");
  const { db } = deps.database;
  if (!hasFactor(await secondFactorsOf(db, user.id))) throw new AppError("CONFLICT");
  await db.transaction(async (tx) => {
    await proveSecondFactor(deps, tx, user.id, proof);
    await deleteSecondFactors(tx, user.id);
  });
}
