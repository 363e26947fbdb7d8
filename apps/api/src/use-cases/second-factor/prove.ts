// Proving the second factor (issue 35): an authenticator code, used once (its 30-second step is recorded by one
// conditional UPDATE: of two racing requests with one code only one passes), or a recovery code, used once. Wrong
// codes are limited per account ("second-factor": 10 in 15 minutes); a right one clears the count.
import type { SecondFactorProof } from "@shop/contracts";
import { type Db, findTotpFactor, useRecoveryCode, useTotpStep } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashRecoveryCode, matchTotpStep } from "../../security/totp";

/** How long a proved second factor lets a session do step-up actions (refunds, ...). */
export const STEP_UP_WINDOW_MS = 5 * 60 * 1000;

type Queryable = Pick<Db, "select" | "insert" | "update" | "delete" | "execute">;

export const limitKeyOf = (userId: number) => `user:${userId}`;

/** Checks a proof for the account (using it up) or throws CODE_INVALID; TOO_MANY_REQUESTS once over the limit. */
export async function proveSecondFactor(
  deps: Pick<ApiDeps, "limits">,
  db: Queryable,
  userId: number,
  proof: SecondFactorProof,
): Promise<"totp" | "recovery"> {
  await deps.limits.consume("second-factor", limitKeyOf(userId));
  const method = await check(db, userId, proof);
  if (!method) throw new AppError("CODE_INVALID");
  await deps.limits.reset("second-factor", limitKeyOf(userId));
  return method;
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
