// The answers' shapes of a review (contracts/reviews.ts) from its rows: the author's view, the public one (first
// name and city only) and the back office's.
import type { MyReview, PublicReview, StaffReview } from "@shop/contracts";
import type { ReviewRow, ShownReview, StaffReviewRow } from "@shop/db";
import { reviewEditableUntil } from "@shop/domain";

export function myReviewOf(row: ReviewRow, product: { slug: string; name: string }): MyReview {
  return {
    id: row.id,
    productSlug: product.slug,
    productName: product.name,
    stars: row.stars,
    title: row.title,
    body: row.body,
    locale: row.locale,
    state: row.state,
    rejectReason: row.state === "rejected" ? row.rejectReason : null,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    editableUntil: reviewEditableUntil(row.createdAt).toISOString(),
  };
}

export function publicReviewOf(row: ShownReview): PublicReview {
  return {
    id: row.id,
    authorName: row.authorName,
    cityName: row.cityName,
    verified: true,
    stars: row.stars,
    title: row.title,
    body: row.body,
    locale: row.locale,
    helpfulCount: row.helpfulCount,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function staffReviewOf(row: StaffReviewRow): StaffReview {
  return {
    ...myReviewOf(row, { slug: row.productSlug, name: row.productName }),
    rejectReason: row.rejectReason,
    authorName: row.authorName,
    authorEmail: row.authorEmail,
    orderId: row.orderId,
    reportCount: row.reportCount,
    reportedAt: row.reportedAt?.toISOString() ?? null,
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    helpfulCount: row.helpfulCount,
  };
}
