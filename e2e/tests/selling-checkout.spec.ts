// Checkout that sells (issue 18), at 1440 and 360 px: a visitor is told at the top that ordering needs an
// account, signs in from there and comes back with everything typed; the pickup time is a day, then a time;
// on a phone the summary starts folded with the total and the total with "Place order" stays in view; a
// refused coupon left in the field is explained next to the button, which moves the focus to it; 18+ is
// not asked again after the age gate. Screenshots of the page in the three brands go to /tmp/shots/checkout.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult, cookieMap } from "./pages";
import { BRAND_PORTS, shopUrl } from "./servers";
import { type CatalogueItem, newShopper, PASSWORD, productsInStock } from "./shoppers";

const SHOTS = "/tmp/shots/checkout";

async function addToCart(page: Page, origin: string, slug: string) {
  await page.goto(`${origin}/en/warszawa/products/${slug}`);
  await page.locator("form[data-add-to-cart]").first().locator('button[type="submit"]').click();
  await expect(page.locator("[data-cart-count]").first()).toContainText("1");
}

/** Is the element wholly inside the window? */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

test("a visitor fills the checkout, signs in from its top, comes back with everything kept and orders a pickup", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const mobile = testInfo.project.name === "mobile";
  await confirmedAdult(context, baseURL as string);
  const shopper = await newShopper(request, baseURL as string, `checkout-${testInfo.project.name}`);
  const [product] = await productsInStock(request, (item) => !item.tpd);
  await addToCart(page, "", (product as CatalogueItem).slug);
  await page.goto("/en/warszawa/checkout");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  // Told at the top, before any field, that ordering needs an account; the gate's answer is enough for 18+.
  const prompt = page.locator("[data-sign-in-to-order]");
  await expect(prompt).toBeVisible();
  const promptTop = (await prompt.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  expect(promptTop).toBeLessThan((await page.locator("[data-contact-section]").boundingBox())?.y ?? 0);
  expect(promptTop).toBeLessThan(mobile ? 780 : 900);
  await expect(page.locator('[name="adult"]')).toHaveCount(0);

  const form = page.locator("form[data-checkout-form]");
  await form.locator('[name="firstName"]').fill("Olena");
  await form.locator('[name="lastName"]').fill("Tester");
  await form.locator('[name="phone"]').fill("+48 600 100 200");
  await form.locator('[name="comment"]').fill("Please call at the door");
  // The pickup time: a day, then a time of that day.
  const day = form.locator("select[data-pickup-day]");
  const days = await day.locator("option").count();
  expect(days).toBeGreaterThan(1);
  await day.selectOption({ index: days - 1 });
  const chosenDay = await day.inputValue();
  const time = form.locator("select[data-pickup-slot]");
  await time.selectOption({ index: 1 });
  const chosenTime = await time.inputValue();
  expect(chosenTime).not.toBe("");

  if (mobile) {
    // The summary starts folded at the top with the total; the total and the way to order stay at the bottom.
    const details = page.locator("[data-summary-details]");
    await expect(details).toBeVisible();
    await expect(page.locator("[data-checkout-summary]")).toBeHidden();
    await expect(details.locator("summary")).toContainText(/Show order summary\s*PLN/, { useInnerText: true });
    await expect(details.locator("li")).toBeHidden();
    await details.locator("summary").click();
    await expect(details.locator("li").first()).toContainText(product?.name as string);
    expect(await inView(page, "[data-place-bar]")).toBe(true);
  } else {
    await expect(page.locator("[data-summary-details]")).toBeHidden();
    await expect(page.locator("[data-checkout-summary]")).toBeVisible();
  }

  await prompt.getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/warszawa\/auth\/sign-in\?returnTo=%2Fen%2Fwarszawa%2Fcheckout$/);
  const signIn = page.locator('form[data-form="sign-in"]');
  await signIn.locator('[name="email"]').fill(shopper.email);
  await signIn.locator('[name="password"]').fill(PASSWORD);
  await signIn.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/warszawa\/checkout$/, { timeout: 15_000 });

  // Back with everything typed (the account's own name would have been prefilled otherwise).
  await expect(page.locator("[data-sign-in-to-order]")).toHaveCount(0);
  await expect(form.locator('[name="firstName"]')).toHaveValue("Olena");
  await expect(form.locator('[name="lastName"]')).toHaveValue("Tester");
  await expect(form.locator('[name="comment"]')).toHaveValue("Please call at the door");
  await expect(day).toHaveValue(chosenDay);
  await expect(time).toHaveValue(chosenTime);
  await expect(page.locator('[name="adult"]')).toHaveCount(0);

  // A code that was never accepted, left in the field: why, next to the button, and the focus on the code.
  await form.locator("[data-coupon-input]").fill("NO-SUCH-CODE");
  await form.locator('[name="acceptTerms"]').check();
  if (mobile) {
    // Scrolled anywhere, the total and "Place order" are in view together.
    await page.locator("[data-coupon-input]").scrollIntoViewIfNeeded();
    expect(await inView(page, "[data-place-bar]")).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inView(page, "[data-place-order]")).toBe(true);
    await expect(page.locator("[data-place-total]")).toContainText("PLN");
  }
  await page.locator("[data-place-order]").click();
  const problem = page.locator("[data-place-bar] [data-place-problem]");
  await expect(problem).toContainText("Coupon not found");
  await expect(problem).toContainText("clear the field");
  await expect(form.locator("[data-coupon-input]")).toBeFocused();
  if (mobile) expect(await inView(page, "[data-place-problem]")).toBe(true);

  await form.locator("[data-coupon-input]").fill("");
  await page.locator("[data-place-order]").click();
  await expect(page).toHaveURL(/\/en\/warszawa\/order-tracking\/[0-9A-Z-]+\?placed=1/, { timeout: 15_000 });
});

test("the age gate's Yes pressed before the page is interactive is kept", async ({ page, context }, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "the same at both widths");
  // The page's scripts are held back until the visitor has answered.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/en/warszawa", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Yes, I am 18 or older" }).click();
  await expect.poll(async () => (await cookieMap(context)).age_confirmed?.value).toBe("1");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 });
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

/** A product on sale in this brand's Warsaw, not under the TPD (every brand may sell it to a visitor). */
async function productOf(request: APIRequestContext, origin: string): Promise<string> {
  const response = await request.get(`${origin}/api/v1/catalogue/warszawa/products`, {
    headers: { Locale: "en" },
    params: { pageSize: 48 },
  });
  const items = ((await response.json()) as { items: CatalogueItem[] }).items;
  const found = items.find((item) => item.kind === "simple" && !item.tpd && item.availability.count >= 5);
  expect(found, "a product to check out").toBeTruthy();
  return (found as CatalogueItem).slug;
}

test("the checkout in the three brands (screenshots)", async ({ page, context, request }, testInfo) => {
  for (const brand of Object.keys(BRAND_PORTS) as (keyof typeof BRAND_PORTS)[]) {
    await context.clearCookies();
    await confirmedAdult(context, shopUrl(brand));
    await addToCart(page, shopUrl(brand), await productOf(request, shopUrl(brand)));
    await page.goto(shopUrl(brand, "/en/warszawa/checkout"));
    await expect(page.locator("[data-place-bar]")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${brand}-${testInfo.project.name}.png`, fullPage: true });
    if (testInfo.project.name === "mobile") {
      await page.locator("[data-coupon-input]").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${brand}-mobile-scrolled.png` });
    }
  }
});
