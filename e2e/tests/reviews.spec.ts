// Verified reviews end to end (issue 38): a customer whose order with a product is completed writes a review on its
// form page, an admin accepts it in the back office, and a visitor then sees it with its stars on the product page
// (the shared page, cached before, renewed by the content-change channel), with the rating's structured data.
import { expect, test } from "./fixtures";
import { confirmedAdult, ShopPage } from "./pages";
import { apiToken, bearer, DEMO_PASSWORD, newShopper, PASSWORD, placePickupOrder, productsInStock, signInInBrowser } from "./shoppers";

const ADMIN = "admin@smokepoint.test";

test("a buyer's review, accepted by an admin, is shown to visitors with its stars", async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const shopper = await newShopper(request, baseURL as string, "reviewer");
  const products = await productsInStock(request, (item) => !item.tpd);
  // A product no other spec takes (the back-in-stock spec empties the last two, selling-cart.spec.ts the third last).
  const product = products.at(-4);
  expect(product).toBeDefined();
  const slug = product?.slug as string;
  const orderId = await placePickupOrder(request, shopper, "warszawa", product?.id as number);
  const admin = await apiToken(request, ADMIN, DEMO_PASSWORD);
  for (const to of ["APPROVED", "READY_FOR_PICKUP", "COMPLETED"]) {
    const moved = await request.post(`/api/v1/staff/orders/${orderId}/status`, { headers: bearer(admin), data: { to } });
    expect(moved.status(), `${to}: ${await moved.text()}`).toBe(200);
  }

  // The customer writes the review on its form page (plain form).
  const title = `Smooth and fresh ${Date.now().toString(36)}`;
  const customer = await browser.newContext({ baseURL });
  await confirmedAdult(customer, baseURL as string);
  const page = await customer.newPage();
  await signInInBrowser(page, shopper.email, PASSWORD, `/en/warszawa/reviews/${slug}`);
  const form = page.locator('form[data-form="review"]');
  await expect(form).toHaveAttribute("data-review-eligibility", "may-write");
  await form.getByLabel("5 stars").check();
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Your review").fill("Burns evenly, <b>no</b> harshness.");
  await new ShopPage(page).expectNoSeriousA11yViolations();
  await form.locator('button[type="submit"]').click();
  await expect(page.getByText("Thank you! Your review is waiting")).toBeVisible();
  await page.goto("/en/warszawa/cabinet/reviews");
  await expect(page.locator("[data-my-review] [data-my-review-state]").first()).toHaveText("Waiting for a check");
  await customer.close();

  // A visitor's view before the acceptance: the shared page is cached without the review.
  const visitor = await browser.newContext({ baseURL });
  await confirmedAdult(visitor, baseURL as string);
  const shown = await visitor.newPage();
  await shown.goto(`/en/warszawa/products/${slug}`);
  await expect(shown.locator("[data-reviews]")).toBeVisible();
  await expect(shown.locator("[data-review]", { hasText: title })).toHaveCount(0);

  // An admin accepts it in the back office.
  const staff = await browser.newContext({ baseURL });
  await confirmedAdult(staff, baseURL as string);
  const adminPage = await staff.newPage();
  await signInInBrowser(adminPage, ADMIN, DEMO_PASSWORD, "/en/admin/reviews");
  const card = adminPage.locator("[data-admin-review]", { hasText: title });
  await expect(card).toBeVisible();
  await card.locator('[data-admin-review-form="accept"] button').click();
  // The answer's page says so, and the review has left the waiting list (a check of the list itself could pass on the
  // page being left).
  await expect(adminPage.getByText("The review is shown and counted in the product's rating.")).toBeVisible();
  await expect(adminPage.locator("[data-admin-review]", { hasText: title })).toHaveCount(0);
  await staff.close();

  // The visitor's next view (the acceptance renewed the cached page) shows it, its stars, the verification notice and the
  // rating's structured data.
  await shown.goto(`/en/warszawa/products/${slug}`);
  const review = shown.locator("[data-review]", { hasText: title });
  await expect(review).toBeVisible();
  await expect(review.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
  await expect(review).toContainText("Burns evenly, <b>no</b> harshness.");
  await expect(review).toContainText("Verified purchase");
  await expect(shown.locator("[data-reviews-notice]")).toContainText("Only customers who bought the product can review it");
  const data = await shown.locator('script[type="application/ld+json"]').allTextContents();
  const productData = data.map((text) => JSON.parse(text) as Record<string, unknown>).find((item) => item["@type"] === "Product");
  expect(productData?.aggregateRating).toMatchObject({ "@type": "AggregateRating", reviewCount: 1, ratingValue: 5 });
  await new ShopPage(shown).expectNoSeriousA11yViolations();
  await visitor.close();
});
