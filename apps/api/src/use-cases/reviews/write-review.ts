// A customer writes or edits their review (issue 38). Only after a COMPLETED order containing the product; once per
// product (the unique index decides a race); editable by its author for 30 days, each edit waiting for moderation
// again (an accepted review leaves the product's sums until accepted again). Limited per customer.
import type { MyReview, ReviewInput } from "@shop/contracts";
import { editReview, findCompletedPurchase, findReviewProduct, insertReview, lockReview, type UserRow } from "@shop/db";
import { isReviewEditable, type Locale } from "@shop/domain";
import { AppError } from "../../core/app-error";
import type { ApiDeps } from "../../core/deps";
import { myReviewOf } from "./review-views";

export async function writeReview(deps: ApiDeps, user: UserRow, slug: string, input: ReviewInput, locale: Locale): Promise<MyReview> {
  const { db } = deps.database;
  const product = await findReviewProduct(db, slug, locale);
  if (!product) throw new AppError("NOT_FOUND");
  await deps.limits.consume("review-write", `user:${user.id}`);
  const purchase = await findCompletedPurchase(db, user.id, product.id);
  if (!purchase) throw new AppError("REVIEW_NOT_VERIFIED");
  const row = await insertReview(db, {
    productId: product.id,
    userId: user.id,
    orderId: purchase.orderId,
    cityId: purchase.cityId,
    authorName: user.firstName,
    stars: input.stars,
    title: input.title,
    body: input.body,
    locale,
  });
  if (!row) throw new AppError("REVIEW_EXISTS");
  return myReviewOf(row, { slug, name: product.name });
}

export async function editOwnReview(deps: ApiDeps, user: UserRow, reviewId: number, input: ReviewInput, locale: Locale): Promise<MyReview> {
  await deps.limits.consume("review-write", `user:${user.id}`);
  const { db } = deps.database;
  const edited = await db.transaction(async (tx) => {
    const current = await lockReview(tx, reviewId);
    if (!current || current.userId !== user.id) throw new AppError("NOT_FOUND");
    if (current.state === "removed" || !isReviewEditable(current.createdAt, new Date())) throw new AppError("REVIEW_EDIT_CLOSED");
    return editReview(tx, reviewId, user.id, { ...input, locale });
  });
  if (!edited) throw new AppError("NOT_FOUND");
  // An accepted review left the product page: its cached copies are renewed.
  if (edited.before.state === "accepted") deps.contentChanged?.();
  const product = await findReviewProduct(db, edited.after.productId, locale);
  return myReviewOf(edited.after, { slug: product?.slug ?? "", name: product?.name ?? "" });
}
