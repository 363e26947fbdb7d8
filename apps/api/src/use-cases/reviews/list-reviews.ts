// The public side of reviews (issue 38): a product's accepted reviews (newest or most helpful first, by stars,
// paged) with its summary from product_ratings; and the signed-in customer's own reviews for the cabinet.
import type { MyReviewList, ReviewList, ReviewsQuery } from "@shop/contracts";
import { type DbOrTx, findReviewProduct, listShownReviews, listUserReviews, readRating, type UserRow } from "@shop/db";
import { type Locale, REVIEWS_PAGE_SIZE, ratingSummary } from "@shop/domain";
import { AppError } from "../../core/app-error";
import { myReviewOf, publicReviewOf } from "./review-views";

export async function listProductReviews(db: DbOrTx, slug: string, query: ReviewsQuery, locale: Locale): Promise<ReviewList> {
  const product = await findReviewProduct(db, slug, locale);
  if (!product) throw new AppError("NOT_FOUND");
  const page = query.page ?? 1;
  const [counts, shown] = await Promise.all([
    readRating(db, product.id),
    listShownReviews(db, {
      productId: product.id,
      locale,
      sort: query.sort ?? "newest",
      stars: query.stars,
      limit: REVIEWS_PAGE_SIZE,
      offset: (page - 1) * REVIEWS_PAGE_SIZE,
    }),
  ]);
  return {
    productSlug: product.slug,
    summary: ratingSummary(counts),
    items: shown.items.map(publicReviewOf),
    total: shown.total,
    page,
    pageSize: REVIEWS_PAGE_SIZE,
  };
}

export async function listMyReviews(db: DbOrTx, user: UserRow, locale: Locale): Promise<MyReviewList> {
  const rows = await listUserReviews(db, user.id, locale);
  return { items: rows.map((row) => myReviewOf(row, { slug: row.productSlug, name: row.productName })) };
}
