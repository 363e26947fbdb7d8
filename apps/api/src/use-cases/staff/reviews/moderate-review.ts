// Back office: review moderation (issue 38, admins). Accept, reject with a reason the author sees, remove; and the
// shop's one public reply. The review's row is locked, and the product's sums change in the same transaction as the
// state (only accepting and taking a shown review down move them); each action is in the audit log. A change to
// what the product page shows renews its cached copies (the content-change channel).
import type { StaffReview, StaffReviewList, StaffReviewQuery } from "@shop/contracts";
import {
  adjustRating,
  type DbOrTx,
  listReviewsForStaff,
  lockReview,
  type ReviewRow,
  setReviewReply,
  setReviewState,
  type UserRow,
  writeAudit,
} from "@shop/db";
import { type ModerationAction, moderate } from "@shop/domain";
import { AppError } from "../../../core/app-error";
import type { ApiDeps } from "../../../core/deps";
import { staffReviewOf } from "../../reviews/review-views";

const PAGE_SIZE = 25;

export async function listStaffReviews(db: DbOrTx, query: StaffReviewQuery): Promise<StaffReviewList> {
  const page = query.page ?? 1;
  const { items, total } = await listReviewsForStaff(db, {
    state: query.state ?? "pending",
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return { items: items.map(staffReviewOf), total, page, pageSize: PAGE_SIZE };
}

const audited = (row: ReviewRow) => ({ state: row.state, stars: row.stars, rejectReason: row.rejectReason, reply: row.reply });

async function staffView(db: DbOrTx, row: ReviewRow): Promise<StaffReview> {
  const { items } = await listReviewsForStaff(db, { state: row.state, limit: 1, offset: 0, id: row.id });
  const item = items[0];
  if (!item) throw new AppError("NOT_FOUND");
  return staffReviewOf(item);
}

export async function moderateReview(
  deps: ApiDeps,
  staff: UserRow,
  reviewId: number,
  action: ModerationAction,
  reason?: string,
): Promise<StaffReview> {
  const { db } = deps.database;
  const { after, shownChanged } = await db.transaction(async (tx) => {
    const before = await lockReview(tx, reviewId);
    if (!before) throw new AppError("NOT_FOUND");
    const outcome = moderate(before.state, action);
    if (!outcome) throw new AppError("REVIEW_STATE");
    if (outcome.to === before.state && outcome.delta === 0 && action !== "reject") return { after: before, shownChanged: false };
    if (outcome.delta !== 0) await adjustRating(tx, before.productId, before.stars, outcome.delta);
    const row = await setReviewState(tx, reviewId, outcome.to, staff.id, action === "reject" ? (reason ?? null) : null);
    if (!row) throw new AppError("NOT_FOUND");
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: `review.${action}`,
      entityType: "review",
      entityId: String(reviewId),
      before: audited(before),
      after: audited(row),
    });
    return { after: row, shownChanged: outcome.delta !== 0 };
  });
  if (shownChanged) deps.contentChanged?.();
  return staffView(db, after);
}

export async function replyToReview(deps: ApiDeps, staff: UserRow, reviewId: number, text: string): Promise<StaffReview> {
  const { db } = deps.database;
  const { row, shown } = await db.transaction(async (tx) => {
    const before = await lockReview(tx, reviewId);
    if (!before) throw new AppError("NOT_FOUND");
    if (before.state === "removed") throw new AppError("REVIEW_STATE");
    const replied = await setReviewReply(tx, reviewId, text, staff.id);
    if (!replied) throw new AppError("REVIEW_REPLY_EXISTS");
    await writeAudit(tx, {
      actorUserId: staff.id,
      action: "review.reply",
      entityType: "review",
      entityId: String(reviewId),
      before: audited(before),
      after: audited(replied),
    });
    return { row: replied, shown: replied.state === "accepted" };
  });
  if (shown) deps.contentChanged?.();
  return staffView(db, row);
}
