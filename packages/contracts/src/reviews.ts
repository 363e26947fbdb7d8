// Verified product reviews (issue 38, docs/catalogue.md "Reviews"): a customer's review (written after a completed
// order with the product), the public list of accepted reviews with the product's summary, "helpful" marks, abuse
// reports, and the back office's moderation. Texts are plain text: nothing here is ever rendered as HTML.
import { REVIEW_BODY_MAX, REVIEW_REASON_MAX, REVIEW_REPLY_MAX, REVIEW_TITLE_MAX } from "@shop/domain";
import { z } from "zod";

const Instant = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().min(1, "required").max(max, "tooLong");

export const ReviewInput = z
  .object({
    stars: z.coerce.number().int("invalidStars").min(1, "invalidStars").max(5, "invalidStars").describe("1 to 5"),
    title: text(REVIEW_TITLE_MAX).describe(`Plain text, at most ${REVIEW_TITLE_MAX} characters`),
    body: text(REVIEW_BODY_MAX).describe(`Plain text, at most ${REVIEW_BODY_MAX} characters`),
  })
  .meta({ id: "ReviewInput" });
export type ReviewInput = z.infer<typeof ReviewInput>;

export const ReviewSort = z.enum(["newest", "helpful"]);
export type ReviewSort = z.infer<typeof ReviewSort>;

export const ReviewsQuery = z.object({
  sort: ReviewSort.optional().describe("newest (default) or helpful (most marked helpful first)"),
  stars: z.coerce.number().int().min(1).max(5).optional().describe("Only reviews with this many stars"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;

export const ReviewSummary = z
  .object({
    count: z.number().int().describe("Accepted reviews"),
    average: z.number().nullable().describe("Mean stars to one decimal; null without reviews"),
    distribution: z.array(z.object({ stars: z.number().int(), count: z.number().int() })).describe("Five stars first"),
  })
  .meta({ id: "ReviewSummary" });
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const PublicReview = z
  .object({
    id: z.number().int(),
    authorName: z.string().describe("The reviewer's first name (never a surname or an e-mail)"),
    cityName: z.string().nullable().describe("The city of the order that verified the purchase"),
    verified: z.literal(true).describe("Always: only buyers may review"),
    stars: z.number().int(),
    title: z.string(),
    body: z.string(),
    locale: z.string().describe("The language it was written in"),
    helpfulCount: z.number().int(),
    reply: z.string().nullable().describe("The shop's public reply"),
    repliedAt: Instant.nullable(),
    createdAt: Instant,
  })
  .meta({ id: "PublicReview" });
export type PublicReview = z.infer<typeof PublicReview>;

export const ReviewList = z
  .object({
    productSlug: z.string(),
    summary: ReviewSummary,
    items: z.array(PublicReview),
    total: z.number().int().describe("Reviews matching the star filter"),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: "ReviewList" });
export type ReviewList = z.infer<typeof ReviewList>;

export const ReviewState = z.enum(["pending", "accepted", "rejected", "removed"]);
export type ReviewState = z.infer<typeof ReviewState>;

export const MyReview = z
  .object({
    id: z.number().int(),
    productSlug: z.string(),
    productName: z.string(),
    stars: z.number().int(),
    title: z.string(),
    body: z.string(),
    locale: z.string(),
    state: ReviewState.describe("pending: waits for moderation; accepted: shown; rejected: see rejectReason; removed by staff"),
    rejectReason: z.string().nullable(),
    reply: z.string().nullable(),
    createdAt: Instant,
    editedAt: Instant.nullable(),
    editableUntil: Instant.describe("The author may edit it until then (30 days after writing)"),
  })
  .meta({ id: "MyReview" });
export type MyReview = z.infer<typeof MyReview>;

export const ReviewEligibilityAnswer = z
  .object({
    productSlug: z.string(),
    productName: z.string(),
    eligibility: z
      .enum(["sign-in", "not-purchased", "may-write", "may-edit", "edit-closed"])
      .describe("What the caller may do: sign in first, nothing (no completed order with it), write, edit, or only read theirs"),
    review: MyReview.nullable(),
  })
  .meta({ id: "ReviewEligibility" });
export type ReviewEligibilityAnswer = z.infer<typeof ReviewEligibilityAnswer>;

export const MyReviewList = z.object({ items: z.array(MyReview) }).meta({ id: "MyReviewList" });
export type MyReviewList = z.infer<typeof MyReviewList>;

export const ReviewParams = z.object({
  reviewId: z.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }),
});

export const ProductReviewParams = z.object({
  slug: z.string().min(1).max(200).describe("The product's slug"),
});

export const HelpfulRequest = z
  .object({
    visitorId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/)
      .optional()
      .describe("A visitor's random id (the storefront's httpOnly cookie); ignored for a signed-in customer"),
  })
  .meta({ id: "HelpfulRequest" });
export type HelpfulRequest = z.infer<typeof HelpfulRequest>;

export const HelpfulAnswer = z
  .object({ helpfulCount: z.number().int(), counted: z.boolean().describe("false: this voter had marked it already") })
  .meta({ id: "HelpfulAnswer" });
export type HelpfulAnswer = z.infer<typeof HelpfulAnswer>;

export const ReportRequest = z
  .object({ reason: z.string().trim().max(REVIEW_REASON_MAX, "tooLong").optional().describe("What is wrong with it (optional)") })
  .meta({ id: "ReviewReportRequest" });
export type ReportRequest = z.infer<typeof ReportRequest>;

export const ReportAnswer = z
  .object({ hidden: z.boolean().describe("true: the review was shown and is now hidden until staff accept it again") })
  .meta({ id: "ReviewReportAnswer" });
export type ReportAnswer = z.infer<typeof ReportAnswer>;

export const StaffReviewQuery = z.object({
  state: ReviewState.optional().describe("pending (default: the queue, oldest first), accepted, rejected or removed"),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export type StaffReviewQuery = z.infer<typeof StaffReviewQuery>;

export const StaffReview = MyReview.extend({
  authorName: z.string(),
  authorEmail: z.string().nullable(),
  orderId: z.string().nullable(),
  reportCount: z.number().int(),
  reportedAt: Instant.nullable(),
  moderatedAt: Instant.nullable(),
  helpfulCount: z.number().int(),
}).meta({ id: "StaffReview" });
export type StaffReview = z.infer<typeof StaffReview>;

export const StaffReviewList = z
  .object({ items: z.array(StaffReview), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: "StaffReviewList" });
export type StaffReviewList = z.infer<typeof StaffReviewList>;

export const StaffReviewReject = z
  .object({ reason: text(REVIEW_REASON_MAX).describe("Shown to the author in their cabinet") })
  .meta({ id: "StaffReviewReject" });
export type StaffReviewReject = z.infer<typeof StaffReviewReject>;

export const StaffReviewReply = z
  .object({ text: text(REVIEW_REPLY_MAX).describe("The shop's public reply") })
  .meta({ id: "StaffReviewReply" });
export type StaffReviewReply = z.infer<typeof StaffReviewReply>;

export const ReviewEmailSettings = z
  .object({ optedOut: z.boolean().describe("true: no e-mails asking for a review") })
  .meta({ id: "ReviewEmailSettings" });
export type ReviewEmailSettings = z.infer<typeof ReviewEmailSettings>;

export const ReviewOptOutRequest = z.object({ token: z.string().min(1).max(200) }).meta({ id: "ReviewOptOutRequest" });
