// @vitest-environment happy-dom
import type { MyReview, ReviewEligibilityAnswer } from "@shop/contracts";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderRoutes } from "../../components/orders/test-render";
import ReviewFormPage from "./review";

afterEach(cleanup);

const mine: MyReview = {
  id: 5,
  productSlug: "mint",
  productName: "Mint tobacco",
  stars: 3,
  title: "Good",
  body: "Fine <b>smoke</b>.",
  locale: "en",
  state: "rejected",
  rejectReason: "Say more about the taste.",
  reply: null,
  createdAt: "2026-11-20T09:30:00.000Z",
  editedAt: null,
  editableUntil: "2026-12-20T09:30:00.000Z",
};

async function open(standing: Pick<ReviewEligibilityAnswer, "eligibility" | "review">, locale: "en" | "pl" = "en") {
  const loader = () => ({
    page: { seo: { title: "", description: "", canonical: "" }, heading: "Review: Mint tobacco", crumbs: [] },
    standing: { productSlug: "mint", productName: "Mint tobacco", ...standing },
    productHref: `/${locale}/krakow/products/mint`,
    signInHref: `/${locale}/krakow/auth/sign-in?returnTo=%2F${locale}%2Fkrakow%2Freviews%2Fmint`,
    sent: false,
  });
  await renderRoutes(
    locale,
    [{ path: `${locale}/krakow/reviews/:productSlug`, loader, Component: ReviewFormPage as never }],
    `/${locale}/krakow/reviews/mint`,
  );
  await screen.findByRole("heading", { name: "Review: Mint tobacco" });
}

describe("the review form page", () => {
  it("asks a visitor to sign in, and tells a customer without a completed order why not", async () => {
    await open({ eligibility: "sign-in", review: null });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toContain("returnTo=");
    expect(document.querySelector("form[data-form=review]")).toBeNull();
    cleanup();
    await open({ eligibility: "not-purchased", review: null }, "pl");
    expect(screen.getByText(/Możesz wystawić opinię, gdy zamówienie z tym produktem zostanie zrealizowane/)).toBeTruthy();
    expect(document.querySelector("form[data-form=review]")).toBeNull();
  });

  it("offers the form, with the author's review to edit within 30 days", async () => {
    await open({ eligibility: "may-edit", review: mine });
    const form = document.querySelector("form[data-form=review]") as HTMLFormElement;
    expect((screen.getByLabelText(/^★+ ?3 stars$/) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Good");
    expect((screen.getByLabelText("Your review") as HTMLTextAreaElement).maxLength).toBe(5000);
    expect(form.textContent).toContain("Save the changes");
    expect(screen.getByText(/You can edit your review until/)).toBeTruthy();
  });
});
