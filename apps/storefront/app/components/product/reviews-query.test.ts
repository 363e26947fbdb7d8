import { describe, expect, it } from "vitest";
import { readReviewQuery, reviewQueryHref } from "./reviews-query";

describe("the review controls' query", () => {
  it("reads sort, stars and page, ignoring anything else", () => {
    expect(readReviewQuery(new URLSearchParams("reviewSort=helpful&reviewStars=4&reviewPage=3"))).toEqual({
      sort: "helpful",
      stars: 4,
      page: 3,
    });
    expect(readReviewQuery(new URLSearchParams("reviewSort=x&reviewStars=9&reviewPage=-1"))).toEqual({
      sort: "newest",
      stars: null,
      page: 1,
    });
  });

  it("builds links that start again at the first page when the filter or order changes", () => {
    const query = { sort: "helpful" as const, stars: 5, page: 2 };
    expect(reviewQueryHref("/en/warszawa/products/mint", query, { stars: null })).toBe(
      "/en/warszawa/products/mint?reviewSort=helpful#reviews",
    );
    expect(reviewQueryHref("/en/warszawa/products/mint", query, { page: 3 })).toBe(
      "/en/warszawa/products/mint?reviewSort=helpful&reviewStars=5&reviewPage=3#reviews",
    );
  });
});
