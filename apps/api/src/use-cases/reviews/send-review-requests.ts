// The review request e-mails (issue 38): `days` (REVIEW_REQUEST_DAYS, default 7) after an order is COMPLETED its
// customer is asked once to review what it brought, each product linking to its review form. The claim (one INSERT
// per order into review_requests) and the e-mails commit together: however many processes run a pass at once, one
// e-mail per order. Customers who opted out (the cabinet, or the e-mail's one-click link) are skipped.
import { claimReviewRequests, type Db, setReviewRequestToken } from "@shop/db";
import { type BrandId, isLocale } from "@shop/domain";
import { queueEmail } from "@shop/mail";
import { newToken } from "../../security/tokens";
import { oneClickUnsubscribeLink } from "../accounts/one-click-link";

export interface ReviewRequestDeps {
  database: { db: Db };
  brand: BrandId;
  publicOrigin: string;
  /** Days after completion; default 7. */
  days?: number | undefined;
}

const REVIEW_REQUEST_DAYS = 7;
const BATCH = 100;

/** One pass: the number of e-mails queued (wake the mail worker after it). */
export async function sendReviewRequests(deps: ReviewRequestDeps): Promise<number> {
  const origin = deps.publicOrigin.replace(/\/+$/, "");
  return deps.database.db.transaction(async (tx) => {
    const claimed = await claimReviewRequests(tx, deps.days ?? REVIEW_REQUEST_DAYS, BATCH);
    for (const request of claimed) {
      const locale = isLocale(request.locale) ? request.locale : "en";
      const token = newToken();
      await setReviewRequestToken(tx, request.orderId, token.hash);
      const base = `${origin}/${locale}/${encodeURIComponent(request.citySlug)}`;
      await queueEmail(tx, {
        to: request.email,
        locale,
        brand: deps.brand,
        message: {
          kind: "review-request",
          firstName: request.firstName,
          orderId: request.orderId,
          products: request.products.map((product) => ({
            name: product.name,
            link: `${base}/reviews/${encodeURIComponent(product.slug)}`,
          })),
          unsubscribeLink: `${base}/info/reviews?optOut=${encodeURIComponent(token.token)}`,
          oneClickLink: oneClickUnsubscribeLink(origin, "review-requests", token.token),
        },
      });
    }
    return claimed.length;
  });
}
