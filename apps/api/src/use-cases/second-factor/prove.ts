// Proving the second factor (issue 35): an authenticator code, used once (its 30-second step is recorded by one
// conditional UPDATE: of two racing requests with one code only one passes), a passkey's answer (passkey-proof.ts),
// or a recovery code, used once. Wrong proofs are limited per account ("second-factor": 10 in 15 minutes); a right
// one clears the count.
import type { PasskeyAssertion, SecondFactorProof } from "@shop/contracts";
import { type Db, findTotpFactor, useRecoveryCode, useTotpStep } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashRecoveryCode, matchTotpStep } from "../../security/totp";
import { provePasskey } from "./passkey-proof";

/** How long a proved second factor lets a session do step-up actions (refunds, ...). */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;

type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export const limitKeyOf = (userId: number) => `user:${userId}`;

/**
 * Checks a proof for the account (using it up) or throws CODE_INVALID (PASSKEY_INVALID for a passkey's answer);
 * TOO_MANY_REQUESTS once over the limit.
 */
export async function proveSecondFactor(
  deps: Pick<ApiDeps, "limits" | "publicOrigins" | "brand">,
  db: Queryable,
  userId: number,
  proof: SecondFactorProof,
): Promise<"totp" | "recovery" | "passkey"> {
  await deps.limits.consume("second-factor", limitKeyOf(userId));
  const method = proof.passkey ? await passkeyMethod(deps, db, userId, proof.passkey) : await check(db, userId, proof);
  if (!method) throw new AppError("CODE_INVALID");
  await deps.limits.reset("second-factor", limitKeyOf(userId));
  return method;
}

async function passkeyMethod(deps: Pick<ApiDeps, "publicOrigins" | "brand">, db: Queryable, userId: number, passkey: PasskeyAssertion) {
  await provePasskey(deps, db, userId, passkey);
  return "passkey" as const;
}

async function check(db: Queryable, userId: number, proof: SecondFactorProof): Promise<"totp" | "recovery" | null> {
  if (proof.recoveryCode !== undefined) {
    return (await useRecoveryCode(db, userId, hashRecoveryCode(proof.recoveryCode))) ? "recovery" : null;
  }
  const factor = await findTotpFactor(db, userId);
  if (!factor?.confirmedAt || proof.code === undefined) return null;
  const step = matchTotpStep(factor.secret, proof.code);
  if (step === null) return null;
  return (await useTotpStep(db, userId, step)) ? "totp" : null;
}

/** Whether a session's last second-factor proof is recent enough for a step-up action. */
export function isSteppedUp(secondFactorAt: Date | null, now = Date.now()): boolean {
  return secondFactorAt !== null && now - secondFactorAt.getTime() <= STEP_UP_WINDOW_MS;
}
