// Sign-up (decisions.md): the account waits for its e-mail to be verified; the verification e-mail is
// queued in the transaction that creates the account, so neither exists without the other.
import { randomInt } from "node:crypto";
import type { SignUpRequest } from "@shop/contracts";
import { createAccountToken, findReferrerId, findUserByEmail, insertUser, isUniqueViolation } from "@shop/db";
import { type Locale, TERMS_VERSION } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import { AppError } from "../http/app-error";
import type { ApiDeps } from "../http/context";
import { allowedCallback, linkWithToken } from "../security/callback-url";
import { refuseCommonPassword } from "../security/common-passwords";
import { hashPassword } from "../security/passwords";
import { newToken } from "../security/tokens";

/** The version of the privacy policy and terms a new account agrees to. */
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;

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
  const token = newToken();
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
      await createAccountToken(tx, {
        userId: user.id,
        purpose: "verify-email",
        tokenHash: token.hash,
        ttlSeconds: VERIFY_TOKEN_TTL_SECONDS,
      });
      await queueEmail(tx, {
        to: input.email,
        locale: from.locale,
        brand: deps.brand,
        message: { kind: "verify-email", firstName: input.firstName, link: linkWithToken(callback, token.token) },
      });
    });
  } catch (error) {
    // Two sign-ups with one e-mail at once: the unique index decides.
    if (isUniqueViolation(error, "users_email_key")) throw new AppError("EMAIL_TAKEN");
    throw error;
  }
  deps.mailQueued?.();
}
