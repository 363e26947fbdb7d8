// Sign-up (decisions.md): the account waits for its e-mail to be verified; the verification e-mail is
// queued in the transaction that creates the account, so neither exists without the other.
import { randomInt } from "node:crypto";
import type { SignUpRequest } from "@shop/contracts";
import { findReferrerId, findUserByEmail, insertUser, isUniqueViolation } from "@shop/db";
import { type Locale, TERMS_VERSION } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { allowedCallback } from "../../security/callback-url";
import { refuseCommonPassword } from "../../security/common-passwords";
import { hashPassword } from "../../security/passwords";
import { queueAccountLink } from "./account-links";

const CODE_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
const referralCode = () => Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");

export interface RequestOrigin {
  ip: string;
  locale: Locale;
}

export async function signUp(deps: ApiDeps, input: SignUpRequest, from: RequestOrigin): Promise<void> {
  await deps.limits.consume("sign-up", from.ip);
  const callback = allowedCallback(input.callbackUrl, "verify-email", deps.publicOrigins);
  refuseCommonPassword(input.password, from.locale);
  const { db } = deps.database;
  if (await findUserByEmail(db, input.email)) throw new AppError("EMAIL_TAKEN");
  const passwordHash = await hashPassword(input.password);
  const referredBy = input.referralCode ? await findReferrerId(db, input.referralCode) : null;
  try {
    await db.transaction(async (tx) => {
      const now = new Date();
      let user: { id: number } | null = null;
      while (!user) {
        user = await insertUser(tx, {
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          locale: from.locale,
          referralCode: referralCode(),
          referredBy,
          termsVersion: TERMS_VERSION,
          termsAcceptedAt: now,
          adultConfirmedAt: now,
        });
      }
      const to = { userId: user.id, email: input.email, firstName: input.firstName, locale: from.locale };
      await queueAccountLink(tx, deps, to, "verify-email", callback);
    });
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique index decides.
    if (isUniqueViolation(error, "users_email_key")) throw new AppError("EMAIL_TAKEN");
    throw error;
  }
  deps.mailQueued?.();
}
