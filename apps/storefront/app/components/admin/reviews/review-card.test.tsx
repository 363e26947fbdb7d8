// @vitest-environment happy-dom
import type { StaffReview } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderInAdmin } from "../dashboard/test-render";
import { ReviewCard } from "./review-card";

afterEach(cleanup);

const review: StaffReview = {
  id: 7,
  productSlug: "mint-tobacco",
  productName: "Mint tobacco 200 g",
  stars: 4,
  title: "Fresh <i>mint</i>",
  body: "Burns <b>evenly</b>.",
  locale: "pl",
  state: "pending",
  rejectReason: null,
  reply: null,
  createdAt: "2026-11-20T09:30:00.000Z",
  editedAt: null,
  editableUntil: "2026-12-20T09:30:00.000Z",
  authorName: "Ada",
  authorEmail: "ada@example.pl",
  orderId: "ABCDEFGHJKMNP",
  reportCount: 1,
  reportedAt: "2026-11-21T09:30:00.000Z",
  moderatedAt: null,
  helpfulCount: 3,
};

const card = () => document.querySelector("[data-admin-review='7']") as HTMLElement;
const forms = () => [...card().querySelectorAll("[data-admin-review-form]")].map((form) => form.getAttribute("data-admin-review-form"));

describe("a review to moderate", () => {
  it("shows the texts as plain text and the forms of a waiting review", async () => {
    await renderInAdmin("en", () => (
      <ul>
        <ReviewCard review={review} answer={null} />
      </ul>
    ));
    await screen.findByText("Fresh <i>mint</i>");
    expect(card().querySelector("b, i")).toBeNull();
    expect(card().textContent).toContain("Burns <b>evenly</b>.");
    expect(card().textContent).toContain("4 of 5 stars · Waiting");
    expect(forms()).toEqual(["accept", "reject", "reply", "remove"]);
    expect((screen.getByLabelText("Reason (the customer reads it)") as HTMLTextAreaElement).required).toBe(true);
  });

  it("offers no accept for a shown review, no reply once replied, nothing once removed", async () => {
    await renderInAdmin("uk", () => (
      <ul>
        <ReviewCard
          review={{ ...review, state: "accepted", reply: "Дякуємо" }}
          answer={{ reviewId: 7, messages: ["Магазин уже відповів на цей відгук."] }}
        />
      </ul>
    ));
    await screen.findByText("Магазин уже відповів на цей відгук.");
    expect(forms()).toEqual(["reject", "remove"]);
    cleanup();
    await renderInAdmin("en", () => (
      <ul>
        <ReviewCard review={{ ...review, state: "removed" }} answer={null} />
      </ul>
    ));
    await screen.findByText("Fresh <i>mint</i>");
    expect(forms()).toEqual([]);
  });
});
