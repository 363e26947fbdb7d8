// The product page's reviews (issue 38): the accepted reviews and the rating, the same for every visitor (the page
// is shared: nothing personal here). A failed read leaves the section out rather than the page.
import type { LoaderFunctionArgs } from "react-router";
import { isDefaultReviewQuery, readReviewQuery } from "../../../components/product/reviews-query";
import type { ReviewsSectionData } from "../../../components/product/reviews-section";
import { ApiError } from "../../../lib/api/client";
import { listReviews } from "../../../lib/api/reviews";
import { cityOf } from "../../../lib/page.server";
import { cityPath } from "../../../lib/paths";
import { reviewFormPath, reviewsInfoPath } from "../../../lib/review-paths";
import { serverApi } from "../../../lib/runtime.server";

const markedId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export async function loadProductReviews(args: LoaderFunctionArgs, productSlug: string): Promise<ReviewsSectionData | null> {
  const { lang, city } = cityOf(args);
  const query = readReviewQuery(args.url.searchParams);
  let list: ReviewsSectionData["list"];
  try {
    list = await listReviews(serverApi(args.request, lang), productSlug, query);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
  return {
    list,
    query,
    isDefault: isDefaultReviewQuery(query),
    productPath: cityPath(lang, city.slug, "product", { productSlug }),
    formHref: reviewFormPath(lang, city.slug, productSlug),
    infoHref: reviewsInfoPath(lang, city.slug),
    // Only on the page the visitor's own vote or report came back to (never a shared page: lib/page-cache.ts).
    voted: markedId(args.url.searchParams.get("reviewVoted")),
    reported: markedId(args.url.searchParams.get("reviewReported")),
  };
}
