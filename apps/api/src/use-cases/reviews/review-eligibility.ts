// What a visitor may do on a product's review form (issue 38): sign in, nothing (no completed order with it),
// write, edit their review within 30 days, or only read it. Personal: never part of a cached page.
import type { ReviewEligibilityAnswer } from "@shop/contracts";
import { type DbOrTx, findCompletedPurchase, findReviewProduct, findUserReview, type UserRow } from "@shop/db";
import { type Locale, reviewEligibility } from "@shop/domain";
import { AppError } from "../../core/app-error";
import { myReviewOf } from "./review-views";

export async function getReviewEligibility(
  db: DbOrTx,
  user: UserRow | null,
  slug: string,
  locale: Locale,
): Promise<ReviewEligibilityAnswer> {
  const product = await findReviewProduct(db, slug, locale);
  if (!product) throw new AppError("NOT_FOUND");
  const review = user ? ((await findUserReview(db, user.id, product.id)) ?? null) : null;
  const purchased = user && !review ? (await findCompletedPurchase(db, user.id, product.id)) !== null : review !== null;
  const eligibility = reviewEligibility(
    { signedIn: user !== null, purchased, review: review ? { createdAt: review.createdAt, removed: review.state === "removed" } : null },
    new Date(),
  );
  return {
    productSlug: slug,
    productName: product.name,
    eligibility,
    review: review ? myReviewOf(review, { slug, name: product.name }) : null,
  };
}
