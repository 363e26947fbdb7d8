// @vitest-environment happy-dom
import type { PublicReview } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInShop } from "../orders/test-render";
import { ReviewsSection, type ReviewsSectionData } from "./reviews-section";

afterEach(cleanup);

const review: PublicReview = {
  id: 11,
  authorName: "Ada",
  cityName: "Kraków",
  verified: true,
  stars: 4,
  title: "Fresh <i>mint</i>",
  body: "Burns <b>evenly</b>.",
  locale: "pl",
  helpfulCount: 2,
  reply: "Dziękujemy!",
  repliedAt: "2026-11-21T09:30:00.000Z",
  createdAt: "2026-11-20T09:30:00.000Z",
};

const data = (over: Partial<ReviewsSectionData> = {}): ReviewsSectionData => ({
  list: {
    productSlug: "mint",
    summary: { count: 12, average: 4.2, distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: stars === 4 ? 7 : 1 })) },
    items: [review],
    total: 12,
    page: 1,
    pageSize: 10,
  },
  query: { sort: "newest", stars: null, page: 1 },
  isDefault: true,
  productPath: "/en/krakow/products/mint",
  formHref: "/en/krakow/reviews/mint",
  infoHref: "/en/krakow/info/reviews",
  voted: null,
  reported: null,
  ...over,
});

describe("the product page's reviews", () => {
  it("shows the rating, the verification notice, and reviews as plain text with first name and city", async () => {
    await renderInShop("en", () => <ReviewsSection data={data()} />);
    await screen.findByRole("heading", { name: "Customer reviews" });
    const section = document.querySelector("[data-reviews]") as HTMLElement;
    expect(section.textContent).toContain("4.2 out of 5");
    expect(section.textContent).toContain("12 reviews");
    expect(section.querySelector("b, i")).toBeNull();
    expect(section.textContent).toContain("Burns <b>evenly</b>.");
    expect(section.textContent).toContain("Ada, Kraków");
    expect(section.textContent).toContain("Verified purchase");
    expect(section.textContent).toContain("Dziękujemy!");
    expect(screen.getByRole("img", { name: "4 out of 5 stars" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "How we check reviews" }).getAttribute("href")).toBe("/en/krakow/info/reviews");
    expect(screen.getByRole("link", { name: "Write a review" }).getAttribute("href")).toBe("/en/krakow/reviews/mint");
    // Order, filter and pages are links; helpful and report are forms posted without JavaScript.
    expect(screen.getByRole("link", { name: "Most helpful first" }).getAttribute("href")).toBe(
      "/en/krakow/products/mint?reviewSort=helpful#reviews",
    );
    expect(screen.getByRole("link", { name: "Older reviews" }).getAttribute("href")).toBe("/en/krakow/products/mint?reviewPage=2#reviews");
    const helpful = section.querySelector("[data-review-feedback=helpful]") as HTMLFormElement;
    expect(helpful.getAttribute("action")).toBe("/en/krakow/reviews/mint");
    expect((helpful.querySelector("[name=back]") as HTMLInputElement).value).toBe("/en/krakow/products/mint");
  });

  it("says so when there are no reviews, in the page's language", async () => {
    const empty = data({ list: { ...data().list, summary: { count: 0, average: null, distribution: [] }, items: [], total: 0 } });
    await renderInShop("pl", () => <ReviewsSection data={empty} />);
    await screen.findByText("Nie ma jeszcze opinii.");
    expect(screen.queryByRole("navigation", { name: "Kolejność" })).toBeNull();
  });
});
