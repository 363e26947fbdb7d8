// Whether a customer gets review request e-mails (issue 38): the cabinet's switch, and the one-click opt-out of the
// e-mail's link (its token names the order, whose customer is opted out; the link works as long as the order exists).
import type { ReviewEmailSettings } from "@shop/contracts";
import { type DbOrTx, findReviewOptOutUser, isReviewEmailOptedOut, setReviewEmailOptOut, type UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import { hashToken } from "../../security/tokens";

export async function reviewEmailSettings(db: DbOrTx, user: UserRow): Promise<ReviewEmailSettings> {
  return { optedOut: await isReviewEmailOptedOut(db, user.id) };
}

export async function changeReviewEmails(db: DbOrTx, user: UserRow, optedOut: boolean): Promise<ReviewEmailSettings> {
  await setReviewEmailOptOut(db, user.id, optedOut);
  return { optedOut };
}

export async function optOutByToken(db: DbOrTx, token: string): Promise<void> {
  const userId = await findReviewOptOutUser(db, hashToken(token));
  if (userId === null) throw new AppError("TOKEN_INVALID");
  await setReviewEmailOptOut(db, userId, true);
}
