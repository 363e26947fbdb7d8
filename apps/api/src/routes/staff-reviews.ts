// Back office: review moderation (issue 38; docs/catalogue.md "Reviews"), admins only (everybody else gets 404).
// New reviews wait; accepted ones are shown; rejected ones carry a reason their author sees; the shop replies once.
// The product's rating changes only when a review is accepted or a shown one is taken down. Every action is audited.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ReviewParams, StaffReview, StaffReviewList, StaffReviewQuery, StaffReviewReject, StaffReviewReply } from "@shop/contracts";
import type { MiddlewareHandler } from "hono";
import type { ApiDeps } from "../core/deps";
import { requireAdmin } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { listStaffReviews, moderateReview, replyToReview } from "../use-cases/staff/reviews/moderate-review";
import { jsonBody } from "./auth";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const notAdmin = failure("No such review, or the caller is not an admin");
const adminFirst: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

const list = createRoute({
  method: "get",
  path: "/api/v1/staff/reviews",
  tags: [TAG],
  summary: "Reviews by state",
  description: "pending (the default: the queue, oldest first), accepted, rejected or removed (newest first); 25 a page.",
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { query: StaffReviewQuery },
  parameters: [localeHeader],
  responses: { 200: jsonContent(StaffReviewList, "One page"), 400: failure("A filter is malformed"), 404: notAdmin, ...errorResponses },
});

const action = (name: "accept" | "remove", summary: string, description: string) =>
  createRoute({
    method: "post",
    path: `/api/v1/staff/reviews/{reviewId}/${name}`,
    tags: [TAG],
    summary,
    description,
    security: BEARER,
    middleware: [adminFirst] as const,
    request: { params: ReviewParams },
    parameters: [localeHeader],
    responses: {
      200: jsonContent(StaffReview, "The review as now stored"),
      404: notAdmin,
      409: failure("REVIEW_STATE: a removed review cannot be accepted"),
      ...errorResponses,
    },
  });

const accept = action(
  "accept",
  "Accept a review",
  "It is shown on the product page and counted in the product's rating. Accepting an accepted review changes nothing. Audited as review.accept.",
);
const remove = action(
  "remove",
  "Remove a review",
  "It is never shown again (a shown one leaves the rating); its author cannot write another of the product. Audited as review.remove.",
);

const reject = createRoute({
  method: "post",
  path: "/api/v1/staff/reviews/{reviewId}/reject",
  tags: [TAG],
  summary: "Reject a review",
  description: "With a reason its author sees in the cabinet. A shown review is hidden and leaves the rating. Audited as review.reject.",
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { params: ReviewParams, ...jsonBody(StaffReviewReject) },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffReview, "The review as now stored"),
    400: failure("VALIDATION_FAILED: no reason, or a reason over 500 characters"),
    404: notAdmin,
    409: failure("REVIEW_STATE: the review was removed"),
    ...errorResponses,
  },
});

const reply = createRoute({
  method: "post",
  path: "/api/v1/staff/reviews/{reviewId}/reply",
  tags: [TAG],
  summary: "Reply to a review publicly",
  description: "Once per review; shown under it when it is accepted. Plain text. Audited as review.reply.",
  security: BEARER,
  middleware: [adminFirst] as const,
  request: { params: ReviewParams, ...jsonBody(StaffReviewReply) },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(StaffReview, "The review with its reply"),
    400: failure("VALIDATION_FAILED: an empty reply, or one over 2,000 characters"),
    404: notAdmin,
    409: failure("REVIEW_REPLY_EXISTS: the shop replied already; REVIEW_STATE: the review was removed"),
    ...errorResponses,
  },
});

export function staffReviewsRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  app.openapi(list, async (c) => c.json(await listStaffReviews(deps.database.db, c.req.valid("query")), 200));
  app.openapi(accept, async (c) => c.json(await moderateReview(deps, requireAdmin(c), c.req.valid("param").reviewId, "accept"), 200));
  app.openapi(remove, async (c) => c.json(await moderateReview(deps, requireAdmin(c), c.req.valid("param").reviewId, "remove"), 200));
  app.openapi(reject, async (c) => {
    const { reviewId } = c.req.valid("param");
    return c.json(await moderateReview(deps, requireAdmin(c), reviewId, "reject", c.req.valid("json").reason), 200);
  });
  app.openapi(reply, async (c) => {
    const { reviewId } = c.req.valid("param");
    return c.json(await replyToReview(deps, requireAdmin(c), reviewId, c.req.valid("json").text), 200);
  });
}
