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
import { ttlCache } from "../../../lib/ttl-cache.server";

/**
 * The lists as the API answered them, per language, product and query: the same for every visitor, so a product
 * page's render does not ask again for 30 s (a moderation renews them at once: the content version moves on).
 */
const lists = ttlCache<ReviewsSectionData["list"]>(30_000, 2_000);

const markedId = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

export async function loadProductReviews(args: LoaderFunctionArgs, productSlug: string): Promise<ReviewsSectionData | null> {
  const { lang, city } = cityOf(args);
  const query = readReviewQuery(args.url.searchParams);
  let list: ReviewsSectionData["list"];
  try {
    const load = () => listReviews(serverApi(args.request, lang), productSlug, query);
    // The page a visitor's own vote or report came back to reads afresh: it shows what they just did.
    const own = args.url.searchParams.has("reviewVoted") || args.url.searchParams.has("reviewReported");
    list = await (own ? load() : lists(`${lang} ${productSlug} ${query.sort} ${query.stars ?? ""} ${query.page}`, load));
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
