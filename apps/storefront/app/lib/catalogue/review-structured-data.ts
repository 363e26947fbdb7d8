// schema.org review data of a product page (issue 38): AggregateRating from the accepted reviews and the Reviews
// shown, merged into the page's Product; nothing at all while the product has no accepted review.
import type { ReviewList } from "@shop/contracts";

const rating = (value: number) => ({ "@type": "Rating", ratingValue: value, bestRating: 5, worstRating: 1 });

export function reviewsJsonLd(list: ReviewList | null, withReviews: boolean): Record<string, unknown> {
  if (!list || list.summary.count === 0 || list.summary.average === null) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: list.summary.average,
      reviewCount: list.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(withReviews && list.items.length > 0
      ? {
          review: list.items.map((review) => ({
            "@type": "Review",
            author: { "@type": "Person", name: review.authorName },
            datePublished: review.createdAt.slice(0, 10),
            name: review.title,
            reviewBody: review.body,
            inLanguage: review.locale,
            reviewRating: rating(review.stars),
          })),
        }
      : {}),
  };
}
