// Readers' feedback on a shown review (issue 38). "Helpful": once per voter (a signed-in customer by their account,
// a visitor by the random id of the storefront's httpOnly cookie), limited per address, the mark and the count
// changing together. An abuse report (signed-in customers only, limited) sends an accepted review back to
// moderation: hidden, out of the product's sums, until staff accept it again.

import { createHash } from "node:crypto";
import type { HelpfulAnswer, ReportAnswer } from "@shop/contracts";
import { markHelpful, reportReview, type UserRow } from "@shop/db";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";

export async function markReviewHelpful(
  deps: ApiDeps,
  user: UserRow | null,
  reviewId: number,
  visitorId: string | undefined,
  ip: string,
): Promise<HelpfulAnswer> {
  const voter = user ? `u:${user.id}` : visitorId ? `v:${createHash("sha256").update(visitorId).digest("base64url")}` : null;
  if (!voter) throw new AppError("BAD_REQUEST");
  await deps.limits.consume("review-vote", ip);
  const marked = await deps.database.db.transaction((tx) => markHelpful(tx, reviewId, voter));
  if (!marked) throw new AppError("NOT_FOUND");
  return marked;
}

export async function reportReviewAbuse(deps: ApiDeps, user: UserRow, reviewId: number, reason: string | undefined): Promise<ReportAnswer> {
  await deps.limits.consume("review-report", `user:${user.id}`);
  const reported = await deps.database.db.transaction((tx) => reportReview(tx, reviewId, user.id, reason?.trim() || null));
  if (!reported) throw new AppError("NOT_FOUND");
  if (reported.hidden) deps.contentChanged?.();
  return { hidden: reported.hidden };
}
