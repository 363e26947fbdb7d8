// Verified product reviews (issue 38, docs/catalogue.md "Reviews"): the limits of a review, who may write or edit
// one, and the summary of a product's accepted reviews. Pure: the API and the storefront both read these.

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 5000;
export const REVIEW_REASON_MAX = 500;
export const REVIEW_REPLY_MAX = 2000;
/** An author may edit their review for this many days after writing it. */
export const REVIEW_EDIT_DAYS = 30;
export const REVIEWS_PAGE_SIZE = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a review written at `createdAt` may be edited by its author. */
export function reviewEditableUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * DAY_MS);
}

export function isReviewEditable(createdAt: Date, now: Date): boolean {
  return now.getTime() < reviewEditableUntil(createdAt).getTime();
}

/**
 * What a visitor may do on a product's review form: sign in; nothing (no completed order with the product);
 * write; edit their review (within the window); or only read it (the window closed, or staff removed it).
 */
export type ReviewEligibility = "sign-in" | "not-purchased" | "may-write" | "may-edit" | "edit-closed";

export interface ReviewerFacts {
  signedIn: boolean;
  /** The customer has a COMPLETED order containing the product. */
  purchased: boolean;
  /** Their review of the product, if any. */
  review: { createdAt: Date; removed: boolean } | null;
}

export function reviewEligibility(facts: ReviewerFacts, now: Date): ReviewEligibility {
  if (!facts.signedIn) return "sign-in";
  if (facts.review) return !facts.review.removed && isReviewEditable(facts.review.createdAt, now) ? "may-edit" : "edit-closed";
  return facts.purchased ? "may-write" : "not-purchased";
}

/** Counts of accepted reviews by stars: index 0 is one star, index 4 five. */
export type StarCounts = readonly [number, number, number, number, number];

export interface RatingSummary {
  count: number;
  /** The mean of the stars to one decimal (null without reviews). */
  average: number | null;
  /** How many reviews gave each number of stars, five first. */
  distribution: { stars: number; count: number }[];
}

export function ratingSummary(counts: StarCounts): RatingSummary {
  const count = counts.reduce((sum, n) => sum + n, 0);
  const total = counts.reduce((sum, n, index) => sum + n * (index + 1), 0);
  return {
    count,
    average: count === 0 ? null : Math.round((total / count) * 10) / 10,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts[stars - 1] ?? 0 })),
  };
}

/** When the review request of an order completed at `completedAt` is due, `days` later. */
export function reviewRequestDue(completedAt: Date, days: number, now: Date): boolean {
  return now.getTime() >= completedAt.getTime() + days * DAY_MS;
}

export type ReviewStateCode = "pending" | "accepted" | "rejected" | "removed";
export type ModerationAction = "accept" | "reject" | "remove";

/**
 * What a moderation does to a review in a state: its next state and the change to the product's sums (+1 when it
 * becomes shown, -1 when a shown one is taken down). Null: refused (a removed review stays removed; nothing else
 * can be done to it). Accepting an accepted review or removing a removed one changes nothing (delta 0, same state).
 */
export function moderate(from: ReviewStateCode, action: ModerationAction): { to: ReviewStateCode; delta: 1 | 0 | -1 } | null {
  if (action === "remove") return { to: "removed", delta: from === "accepted" ? -1 : 0 };
  if (from === "removed") return null;
  if (action === "accept") return { to: "accepted", delta: from === "accepted" ? 0 : 1 };
  return { to: "rejected", delta: from === "accepted" ? -1 : 0 };
}
