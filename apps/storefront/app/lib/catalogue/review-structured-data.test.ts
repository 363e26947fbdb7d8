import type { ReviewList } from "@shop/contracts";
import { describe, expect, it } from "vitest";
import { reviewsJsonLd } from "./review-structured-data";

const list = (count: number): ReviewList => ({
  productSlug: "mint",
  summary: { count, average: count ? 4.5 : null, distribution: [] },
  items: count
    ? [
        {
          id: 1,
          authorName: "Ada",
          cityName: "Warsaw",
          verified: true,
          stars: 5,
          title: "Fresh",
          body: "Very good.",
          locale: "pl",
          helpfulCount: 0,
          reply: null,
          repliedAt: null,
          createdAt: "2026-11-20T09:30:00.000Z",
        },
      ]
    : [],
  total: count,
  page: 1,
  pageSize: 10,
});

describe("review structured data", () => {
  it("gives nothing without accepted reviews", () => {
    expect(reviewsJsonLd(list(0), true)).toEqual({});
    expect(reviewsJsonLd(null, true)).toEqual({});
  });

  it("gives the aggregate rating and the shown reviews, by first name only", () => {
    const data = reviewsJsonLd(list(2), true);
    expect(data.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(data.review).toEqual([
      expect.objectContaining({
        "@type": "Review",
        author: { "@type": "Person", name: "Ada" },
        datePublished: "2026-11-20",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      }),
    ]);
    expect(reviewsJsonLd(list(2), false)).not.toHaveProperty("review");
  });
});
