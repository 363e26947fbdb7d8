// TOTP enrolment (issue 35): the server makes the secret and shows it (QR code and text); the authenticator is on only
// once a code from it confirms it. Confirming gives the ten recovery codes (shown once) and stamps the session with
// a second factor (a staff session made by the password alone may then work in the back office).
import type { RecoveryCodesView, TotpEnrolment } from "@shop/contracts";
import {
  confirmTotpFactor,
  findTotpFactor,
  replaceRecoveryCodes,
  stampSessionSecondFactor,
  startTotpEnrolment,
  type UserRow,
} from "@shop/db";
import { BRANDS } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { hashRecoveryCode, matchTotpStep, newRecoveryCodes, newTotpSecret, totpUri } from "../../security/totp";
import { limitKeyOf } from "./prove";
import { qrSvg } from "./qr-svg";

type Deps = Pick<ApiDeps, "database" | "limits" | "brand">;

/** Starts (or restarts) the enrolment: a new secret replaces a pending one; 409 CONFLICT when TOTP is already on. */
export async function startTotp(deps: Deps, user: UserRow): Promise<TotpEnrolment> {
  const secret = newTotpSecret();
  const started = await startTotpEnrolment(deps.database.db, user.id, secret);
  if (!started) throw new AppError("CONFLICT");
  const uri = totpUri(secret, user.email ?? String(user.id), BRANDS[deps.brand]?.name ?? "Shop");
  return { secret, uri, qrSvg: qrSvg(uri) };
}

/** Confirms the pending authenticator with a code of it; returns the new recovery codes. */
export async function confirmTotp(deps: Deps, user: UserRow, sessionId: number, code: string): Promise<RecoveryCodesView> {
  await deps.limits.consume("second-factor", limitKeyOf(user.id));
  const { db } = deps.database;
  const factor = await findTotpFactor(db, user.id);
  if (!factor || factor.confirmedAt) throw new AppError("CONFLICT");
  const step = matchTotpStep(factor.secret, code);
  if (step === null) throw new AppError("CODE_INVALID");
  const codes = newRecoveryCodes();
  const confirmed = await db.transaction(async (tx) => {
    if (!(await confirmTotpFactor(tx, user.id, step))) return false;
    await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
    await stampSessionSecondFactor(tx, sessionId);
    return true;
  });
  if (!confirmed) throw new AppError("CONFLICT");
  await deps.limits.reset("second-factor", limitKeyOf(user.id));
  return { recoveryCodes: codes };
}
