// Review moderation for the back office (apps/api/src/routes/staff-reviews.ts): the lists by state and the actions.
import type { StaffReview, StaffReviewList } from "@shop/contracts";
import type { ApiClient } from "./client";

export const REVIEW_TABS = ["pending", "accepted", "rejected", "removed"] as const;
export type ReviewTab = (typeof REVIEW_TABS)[number];
export type ReviewIntent = "accept" | "reject" | "remove" | "reply";

export const listStaffReviews = (api: ApiClient, state: ReviewTab, page: number) =>
  api.call<StaffReviewList>("/api/v1/staff/reviews", { auth: true, query: { state, page: page > 1 ? page : undefined } });

export const moderateReview = (api: ApiClient, reviewId: number, intent: ReviewIntent, body?: unknown) =>
  api.call<StaffReview>(`/api/v1/staff/reviews/${reviewId}/${intent}`, { method: "POST", body, auth: true });

/** A refused action, shown on the review's card. */
export interface ReviewAnswer {
  reviewId: number;
  messages: string[];
}
