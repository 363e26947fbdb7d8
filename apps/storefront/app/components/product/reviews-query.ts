// The product page's review controls as query parameters (issue 38): links that work without JavaScript, each a
// page of its own in the shared page cache (`reviewSort`, `reviewStars`, `reviewPage`).
import type { ReviewListQuery } from "../../lib/api/reviews";

export function readReviewQuery(search: URLSearchParams): ReviewListQuery {
  const stars = Number(search.get("reviewStars"));
  const page = Number.parseInt(search.get("reviewPage") ?? "1", 10);
  return {
    sort: search.get("reviewSort") === "helpful" ? "helpful" : "newest",
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

export const isDefaultReviewQuery = (query: ReviewListQuery) => query.sort === "newest" && query.stars === null && query.page === 1;

/** The product page's path with the review controls changed (the first page unless `page` is given). */
export function reviewQueryHref(productPath: string, query: ReviewListQuery, change: Partial<ReviewListQuery>): string {
  const next = { ...query, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.sort === "helpful") params.set("reviewSort", "helpful");
  if (next.stars) params.set("reviewStars", String(next.stars));
  if (next.page > 1) params.set("reviewPage", String(next.page));
  const search = params.toString();
  return `${productPath}${search ? `?${search}` : ""}#reviews`;
}
