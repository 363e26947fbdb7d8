// Favourites (issue 38; docs/accounts.md "Favourites"): a visitor's hearts are kept in the browser and join the
// account's on sign-in; the cabinet lists them; another browser signed in as the same customer shows them pressed.
// The product page stays shared: its HTML has every heart unpressed, whoever asks.
import { request as requests } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult, ShopPage } from "./pages";
import { shopUrl } from "./servers";
import { newShopper, PASSWORD, productsInStock, signInInBrowser } from "./shoppers";

const BASE = shopUrl("default");

test("a visitor's heart joins the account on sign-in and follows the customer to another browser", async ({ browser }) => {
  const api = await requests.newContext({ baseURL: BASE });
  const [product] = await productsInStock(api, () => true, "warszawa");
  const shopper = await newShopper(api, BASE, "favourites");
  const path = `/en/warszawa/products/${product?.slug}`;

  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 360, height: 800 } });
  await confirmedAdult(context, BASE);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const heart = page.locator(`main h1 + [data-fav="${product?.id}"]`);
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(heart).toHaveAccessibleName(`Favourite: ${product?.name}`);
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await new ShopPage(page).expectNoHorizontalOverflow();
  // Kept in the browser, and pressed again on the next visit.
  await page.reload();
  await expect(heart).toHaveAttribute("aria-pressed", "true");

  // The shared page's HTML is the same for everyone: no heart pressed in it.
  const html = await (await api.get(path)).text();
  const hearts = html.match(/<button[^>]*data-fav="\d+"[^>]*>/g) ?? [];
  expect(hearts.length).toBeGreaterThan(1);
  expect(hearts.filter((tag) => !tag.includes('aria-pressed="false"'))).toEqual([]);

  // Signed in, the cabinet's favourites hold it (the browser's list merged into the account's).
  await signInInBrowser(page, shopper.email, PASSWORD);
  await page.goto("/en/warszawa/cabinet/favourites");
  const item = page.locator(`[data-favourite="${product?.slug}"]`);
  await expect(item).toBeVisible();
  await expect(page.locator("[data-cabinet-nav] a", { hasText: "Favourites" })).toHaveAttribute("aria-current", "page");
  await new ShopPage(page).expectNoSeriousA11yViolations();
  await new ShopPage(page).expectNoHorizontalOverflow();

  // Another browser, signed in as the same customer: the product page's heart is pressed.
  const other = await browser.newContext({ baseURL: BASE });
  await confirmedAdult(other, BASE);
  const second = await other.newPage();
  await signInInBrowser(second, shopper.email, PASSWORD, path);
  const theirs = second.locator(`main h1 + [data-fav="${product?.id}"]`);
  await expect(theirs).toHaveAttribute("aria-pressed", "true");
  await new ShopPage(second).expectNoSeriousA11yViolations();
  // Unpressed there, it is gone from the account: the cabinet says so.
  await theirs.click();
  await expect(theirs).toHaveAttribute("aria-pressed", "false");
  await expect
    .poll(
      async () =>
        (await api.get("/api/v1/personal?city=warszawa", { headers: { Authorization: `Bearer ${shopper.token}` } }).then((r) => r.json()))
          .favourites,
    )
    .toEqual([]);
  await page.goto("/en/warszawa/cabinet/favourites");
  await expect(page.locator("[data-favourites-empty]")).toBeVisible();
  await other.close();
  await context.close();
  await api.dispose();
});

test("the cabinet removes a favourite and switches its e-mails, without JavaScript too", async ({ browser }) => {
  const api = await requests.newContext({ baseURL: BASE });
  const [product] = await productsInStock(api, () => true, "warszawa");
  const shopper = await newShopper(api, BASE, "favourites-cabinet");
  const added = await api.put(`/api/v1/cabinet/favourites/${product?.id}`, { headers: { Authorization: `Bearer ${shopper.token}` } });
  expect(added.status()).toBe(200);
  const context = await browser.newContext({ baseURL: BASE, javaScriptEnabled: false });
  await confirmedAdult(context, BASE);
  const page = await context.newPage();
  await signInInBrowser(page, shopper.email, PASSWORD, "/en/warszawa/cabinet/favourites");
  const item = page.locator(`[data-favourite="${product?.slug}"]`);
  await item.getByRole("button", { name: `E-mail me when ${product?.name} is back in stock or cheaper in Warsaw` }).click();
  await expect(page.locator("[data-favourites-status]")).toContainText("we will e-mail you once");
  await expect(item.locator("[data-alerts-on]")).toBeVisible();
  await item.getByRole("button", { name: `Remove ${product?.name} from favourites` }).click();
  await expect(page.locator("[data-favourites-empty]")).toBeVisible();

  // An e-mail's unsubscribe link whose token is no longer valid says so, and changes nothing.
  await page.goto("/en/warszawa/favourites/unsubscribe?token=not-a-token");
  await page.locator('form[data-form="favourite-unsubscribe"] button[type="submit"]').click();
  await expect(page.getByText("This link is no longer valid")).toBeVisible();
  await context.close();
  await api.dispose();
});

test("recently viewed products show on the product page and the cart, kept in the browser only, and are removable", async ({ browser }) => {
  const api = await requests.newContext({ baseURL: BASE });
  const [first, second, third] = await productsInStock(api, () => true, "warszawa");
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 360, height: 800 } });
  await confirmedAdult(context, BASE);
  const page = await context.newPage();
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET") sent.push(request.url());
  });
  for (const product of [first, second, third]) {
    await page.goto(`/en/warszawa/products/${product?.slug}`);
    // Noted once the page's script runs (after the page is interactive).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("recent") ?? "")).toContain(`"${product?.slug}"`);
  }
  // On the third product's page: the two before it, newest first (the page's own product left out).
  const recent = page.locator("[data-recently-viewed] [data-recent]");
  await expect(recent).toHaveCount(2);
  await expect(recent.nth(0)).toHaveAttribute("data-recent", second?.slug as string);
  await expect(recent.nth(1)).toHaveAttribute("data-recent", first?.slug as string);
  await new ShopPage(page).expectNoHorizontalOverflow();

  // On the cart: all three; one removed, then the list cleared.
  await page.goto("/en/warszawa/cart");
  await expect(recent).toHaveCount(3);
  await page.getByRole("button", { name: `Remove ${second?.name} from recently viewed` }).click();
  await expect(recent).toHaveCount(2);
  await page.reload();
  await expect(recent).toHaveCount(2);
  await expect(page.locator(`[data-recent="${second?.slug}"]`)).toHaveCount(0);
  await page.locator("[data-recent-clear]").click();
  await expect(page.locator("[data-recently-viewed]")).toHaveCount(0);
  // Nothing about them was sent anywhere.
  expect(sent).toEqual([]);
  await context.close();
  await api.dispose();
});
