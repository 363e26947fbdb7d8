// Verified product reviews (issue 38, docs/catalogue.md "Reviews"): the public list of a product's accepted reviews
// with its summary; the caller's eligibility and own review; writing and editing (customers with a completed order
// containing the product); "helpful" marks (once per voter) and abuse reports; the cabinet's list.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  HelpfulAnswer,
  HelpfulRequest,
  MyReview,
  MyReviewList,
  ProductReviewParams,
  ReportAnswer,
  ReportRequest,
  ReviewEligibilityAnswer,
  ReviewEmailSettings,
  ReviewInput,
  ReviewList,
  ReviewOptOutRequest,
  ReviewParams,
  ReviewsQuery,
} from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { listMyReviews, listProductReviews } from "../use-cases/reviews/list-reviews";
import { getReviewEligibility } from "../use-cases/reviews/review-eligibility";
import { changeReviewEmails, optOutByToken, reviewEmailSettings } from "../use-cases/reviews/review-emails";
import { markReviewHelpful, reportReviewAbuse } from "../use-cases/reviews/review-feedback";
import { editOwnReview, writeReview } from "../use-cases/reviews/write-review";
import { clientIp, jsonBody, noStore, Ok } from "./auth";
import { BEARER, unauthorized } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Reviews";
const invalid = failure("VALIDATION_FAILED: stars not 1 to 5, an empty or too long title (120) or text (5,000) (`issues`)");
const tooMany = failure("Rate limited; the Retry-After header says when to try again");

const list = createRoute({
  method: "get",
  path: "/api/v1/products/{slug}/reviews",
  tags: [TAG],
  summary: "A product's accepted reviews and its rating",
  description:
    "The summary (count, average to one decimal, count per stars) counts accepted reviews only. Reviews are 10 a page, " +
    "newest first or most helpful first (`sort=helpful`), optionally only those with `stars`. Each shows the reviewer's " +
    "first name and the city of the order that verified the purchase. The texts are plain text. The same for everybody.",
  request: { params: ProductReviewParams, query: ReviewsQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ReviewList, "One page"),
    400: failure("A filter is malformed"),
    404: failure("No such product"),
    ...errorResponses,
  },
});

const mine = createRoute({
  method: "get",
  path: "/api/v1/products/{slug}/reviews/mine",
  tags: [TAG],
  summary: "What the caller may do on the product's review form, and their review",
  description:
    "sign-in (no session), not-purchased (no COMPLETED order with the product), may-write, may-edit (their review, within " +
    "30 days of writing it) or edit-closed. Personal: never cached.",
  security: BEARER,
  request: { params: ProductReviewParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(ReviewEligibilityAnswer, "The caller's standing"), 404: failure("No such product"), ...errorResponses },
});

const create = createRoute({
  method: "post",
  path: "/api/v1/products/{slug}/reviews",
  tags: [TAG],
  summary: "Review a product bought",
  description:
    "For a customer with a COMPLETED order containing the product, once per product. The review waits for moderation " +
    "(state pending) and is shown once staff accept it. Its language is the Locale header's (the page it was written on). " +
    "Plain text. Limited per customer.",
  security: BEARER,
  request: { params: ProductReviewParams, ...jsonBody(ReviewInput) },
  parameters: [localeHeader],
  responses: {
    201: jsonContent(MyReview, "Written, waiting for moderation"),
    400: invalid,
    401: unauthorized,
    403: failure("REVIEW_NOT_VERIFIED: no completed order with this product"),
    404: failure("No such product"),
    409: failure("REVIEW_EXISTS: the caller reviewed it already"),
    429: tooMany,
    ...errorResponses,
  },
});

const edit = createRoute({
  method: "put",
  path: "/api/v1/reviews/{reviewId}",
  tags: [TAG],
  summary: "Edit one's review",
  description:
    "By its author, within 30 days of writing it. It waits for moderation again: an accepted review is hidden (and leaves " +
    "the product's rating) until staff accept it again; a rejection's reason is cleared. Limited per customer.",
  security: BEARER,
  request: { params: ReviewParams, ...jsonBody(ReviewInput) },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(MyReview, "Edited, waiting for moderation"),
    400: invalid,
    401: unauthorized,
    404: failure("No review of the caller's with this id"),
    409: failure("REVIEW_EDIT_CLOSED: written more than 30 days ago, or removed by staff"),
    429: tooMany,
    ...errorResponses,
  },
});

const helpful = createRoute({
  method: "post",
  path: "/api/v1/reviews/{reviewId}/helpful",
  tags: [TAG],
  summary: "Mark a review helpful",
  description:
    "Once per voter: a signed-in customer by their account, a visitor by `visitorId` (the storefront's random httpOnly " +
    "cookie). Marking again changes nothing (`counted: false`). Limited per address.",
  security: BEARER,
  request: { params: ReviewParams, ...jsonBody(HelpfulRequest) },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(HelpfulAnswer, "The count after"),
    400: failure("BAD_REQUEST: a visitor without visitorId"),
    404: failure("No shown review with this id"),
    429: tooMany,
    ...errorResponses,
  },
});

const report = createRoute({
  method: "post",
  path: "/api/v1/reviews/{reviewId}/report",
  tags: [TAG],
  summary: "Report a review as abusive",
  description:
    "Signed-in customers. A shown review goes back to moderation at once (hidden, out of the rating) until staff accept it " +
    "again. Reporting again changes nothing. Limited per customer.",
  security: BEARER,
  request: { params: ReviewParams, body: { required: false, ...jsonContent(ReportRequest, "Why (optional)") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ReportAnswer, "Reported"),
    400: invalid,
    401: unauthorized,
    404: failure("No shown or waiting review with this id"),
    429: tooMany,
    ...errorResponses,
  },
});

const cabinet = createRoute({
  method: "get",
  path: "/api/v1/cabinet/reviews",
  tags: [TAG],
  summary: "The caller's reviews",
  description: "Newest first, with each one's state and, when rejected, the reason staff gave.",
  security: BEARER,
  parameters: [localeHeader],
  responses: { 200: jsonContent(MyReviewList, "The reviews"), 401: unauthorized, ...errorResponses },
});

const emails = createRoute({
  method: "get",
  path: "/api/v1/cabinet/review-emails",
  tags: [TAG],
  summary: "Whether the caller gets e-mails asking for reviews",
  security: BEARER,
  parameters: [localeHeader],
  responses: { 200: jsonContent(ReviewEmailSettings, "The setting"), 401: unauthorized, ...errorResponses },
});

const changeEmails = createRoute({
  method: "put",
  path: "/api/v1/cabinet/review-emails",
  tags: [TAG],
  summary: "Turn the e-mails asking for reviews off or on",
  security: BEARER,
  request: jsonBody(ReviewEmailSettings),
  parameters: [localeHeader],
  responses: { 200: jsonContent(ReviewEmailSettings, "The setting as now stored"), 400: invalid, 401: unauthorized, ...errorResponses },
});

const optOut = createRoute({
  method: "post",
  path: "/api/v1/reviews/opt-out",
  tags: [TAG],
  summary: "Stop the e-mails asking for reviews (the e-mail's one-click link)",
  description: "The token of a review request e-mail's link: its customer gets no more of them. Again: no change.",
  request: jsonBody(ReviewOptOutRequest),
  parameters: [localeHeader],
  responses: { 200: jsonContent(Ok, "Opted out"), 400: failure("TOKEN_INVALID: unknown token"), ...errorResponses },
});

export function reviewRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  for (const path of [
    "/api/v1/products/:slug/reviews/mine",
    "/api/v1/reviews/*",
    "/api/v1/cabinet/reviews",
    "/api/v1/cabinet/review-emails",
  ])
    app.use(path, noStore);
  app.openapi(list, async (c) => {
    const answer = await listProductReviews(db(), c.req.valid("param").slug, c.req.valid("query"), c.var.locale);
    return c.json(answer, 200);
  });
  app.openapi(mine, async (c) => c.json(await getReviewEligibility(db(), c.var.user, c.req.valid("param").slug, c.var.locale), 200));
  app.openapi(create, async (c) => {
    const user = requireUser(c);
    return c.json(await writeReview(deps, user, c.req.valid("param").slug, c.req.valid("json"), c.var.locale), 201);
  });
  app.openapi(edit, async (c) => {
    const user = requireUser(c);
    return c.json(await editOwnReview(deps, user, c.req.valid("param").reviewId, c.req.valid("json"), c.var.locale), 200);
  });
  app.openapi(helpful, async (c) => {
    const { reviewId } = c.req.valid("param");
    return c.json(await markReviewHelpful(deps, c.var.user, reviewId, c.req.valid("json").visitorId, clientIp(c)), 200);
  });
  app.openapi(report, async (c) => {
    const user = requireUser(c);
    return c.json(await reportReviewAbuse(deps, user, c.req.valid("param").reviewId, c.req.valid("json")?.reason), 200);
  });
  app.openapi(cabinet, async (c) => c.json(await listMyReviews(db(), requireUser(c), c.var.locale), 200));
  app.openapi(emails, async (c) => c.json(await reviewEmailSettings(db(), requireUser(c)), 200));
  app.openapi(changeEmails, async (c) => c.json(await changeReviewEmails(db(), requireUser(c), c.req.valid("json").optedOut), 200));
  app.openapi(optOut, async (c) => {
    await optOutByToken(db(), c.req.valid("json").token);
    return c.json({ ok: true as const }, 200);
  });
}
