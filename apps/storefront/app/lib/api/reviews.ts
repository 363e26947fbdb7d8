// The reviews API (packages/contracts/src/reviews.ts; issue 38): the public list, the caller's standing and review,
// writing and editing, readers' feedback, the cabinet's list.
import type {
  HelpfulAnswer,
  MyReview,
  MyReviewList,
  ReportAnswer,
  ReviewEligibilityAnswer,
  ReviewEmailSettings,
  ReviewInput,
  ReviewList,
} from "@shop/contracts";
import type { ApiClient } from "./client";

export interface ReviewListQuery {
  sort: "newest" | "helpful";
  stars: number | null;
  page: number;
}

export const listReviews = (api: ApiClient, slug: string, query: ReviewListQuery) =>
  api.call<ReviewList>(`/api/v1/products/${encodeURIComponent(slug)}/reviews`, {
    query: {
      sort: query.sort === "helpful" ? "helpful" : undefined,
      stars: query.stars ? String(query.stars) : undefined,
      page: query.page > 1 ? String(query.page) : undefined,
    },
  });

export const myReviewStanding = (api: ApiClient, slug: string) =>
  api.call<ReviewEligibilityAnswer>(`/api/v1/products/${encodeURIComponent(slug)}/reviews/mine`, { auth: true });

const FINAL = ["REVIEW_NOT_VERIFIED", "REVIEW_EXISTS", "REVIEW_EDIT_CLOSED"] as const;

export const writeReview = (api: ApiClient, slug: string, body: ReviewInput) =>
  api.call<MyReview>(`/api/v1/products/${encodeURIComponent(slug)}/reviews`, { method: "POST", body, auth: true, finalCodes: FINAL });

export const editReview = (api: ApiClient, reviewId: number, body: ReviewInput) =>
  api.call<MyReview>(`/api/v1/reviews/${reviewId}`, { method: "PUT", body, auth: true, finalCodes: FINAL });

export const markHelpful = (api: ApiClient, reviewId: number, visitorId: string | undefined) =>
  api.call<HelpfulAnswer>(`/api/v1/reviews/${reviewId}/helpful`, { method: "POST", body: { visitorId }, auth: true });

export const reportReview = (api: ApiClient, reviewId: number) =>
  api.call<ReportAnswer>(`/api/v1/reviews/${reviewId}/report`, { method: "POST", body: {}, auth: true });

export const listMyReviews = (api: ApiClient) => api.call<MyReviewList>("/api/v1/cabinet/reviews", { auth: true });

export const optOutOfReviewEmails = (api: ApiClient, token: string) =>
  api.call<unknown>("/api/v1/reviews/opt-out", { method: "POST", body: { token }, finalCodes: ["TOKEN_INVALID"] });

export const getReviewEmails = (api: ApiClient) => api.call<ReviewEmailSettings>("/api/v1/cabinet/review-emails", { auth: true });

export const setReviewEmails = (api: ApiClient, optedOut: boolean) =>
  api.call<ReviewEmailSettings>("/api/v1/cabinet/review-emails", { method: "PUT", body: { optedOut }, auth: true });
