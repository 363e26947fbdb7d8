// Adding to the cart and the cart page (issue 18, part "cart"), at 1440 and 360 px: quick add on a category
// page opens the mini-cart (line, subtotal) with the header's count already right; the product page's sticky
// bar adds; the cart's +/- change quantity and totals at once, with the free-delivery line; everything works
// without JavaScript; a city switch lists a re-priced line. Screenshots in three brands go to /tmp/shots/cart.
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type ApiListing, api, confirmedAdult, grosze } from "./pages";
import { shopUrl } from "./servers";
import { apiToken, bearer, type CatalogueItem, DEMO_PASSWORD, productsInStock } from "./shoppers";

const SHOTS = "/tmp/shots/cart";
const PLN = new Intl.NumberFormat("en-GB", { style: "currency", currency: "PLN" });
/** Grosze as the English pages write them ("PLN 9.99", with a no-break space). */
const money = (value: number) => PLN.format(value / 100);
const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `${SHOTS}/${name}-${project}.png` });

/** A category of Warsaw with a product that is in stock and not under TPD (quick add in every brand). */
async function category(request: APIRequestContext): Promise<string> {
  const listing = await api<ApiListing>(request, "/api/v1/catalogue/warszawa/products?pageSize=48");
  const card = listing.items.find((item) => !item.tpd && item.kind === "simple" && item.availability.count >= 5);
  if (!card) throw new Error("no product to add");
  return card.category.slug;
}

/** The first card of the page that offers quick add, with its product's name. */
async function quickAddCard(page: Page) {
  const card = page
    .locator("[data-product-card]")
    .filter({ has: page.locator("form[data-quick-add]") })
    .first();
  await expect(card).toBeVisible();
  return { card, name: (await card.locator(".product-card-name").innerText()).trim() };
}

/** The lowest free-delivery threshold of Warsaw's paid deliveries (what the cart counts towards). */
async function freeFrom(request: APIRequestContext): Promise<number> {
  const options = await request.get("/api/v1/checkout/options", { params: { city: "warszawa" }, headers: { Locale: "en" } });
  expect(options.status()).toBe(200);
  const { deliveries } = (await options.json()) as { deliveries: { fee: number; freeFrom: number | null }[] };
  return Math.min(...deliveries.filter((d) => d.fee > 0 && d.freeFrom !== null).map((d) => d.freeFrom as number));
}

const count = (page: Page) => page.locator("[data-cart-count]").first();
const quantityOf = (line: Locator) => line.locator("[data-cart-quantity]");

test("quick add opens the mini-cart with the count right at once; the cart's steppers and free-delivery line follow", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const project = testInfo.project.name;
  await confirmedAdult(context, baseURL as string);
  await page.goto(`/en/warszawa/categories/${await category(request)}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const { card, name } = await quickAddCard(page);
  await card.locator("form[data-quick-add] button").click();

  const mini = page.locator("[data-mini-cart]");
  await expect(mini).toBeVisible();
  // The answer's count is in the header by the time the drawer (loaded on first use) shows.
  expect(await count(page).innerText()).toBe("1");
  await expect(mini.locator("[data-mini-cart-line]")).toContainText(name);
  const unit = grosze(await mini.locator("[data-mini-cart-subtotal]").innerText());
  expect(unit).toBeGreaterThan(0);
  await expect(mini.locator("[data-mini-cart-line-total]")).toHaveText(money(unit));
  await shot(page, "mini-cart-default", project);

  await mini.locator("[data-mini-cart-view]").click();
  await expect(page).toHaveURL(/\/en\/warszawa\/cart$/);
  const line = page.locator("[data-cart-line]").first();
  await expect(quantityOf(line)).toHaveValue("1");
  const threshold = await freeFrom(request);
  const freeText = (subtotal: number) =>
    subtotal >= threshold ? "Free delivery for this cart" : `${money(threshold - subtotal)} to free delivery`;
  await expect(page.locator("[data-free-delivery-text]").first()).toHaveText(freeText(unit));

  await line.locator("[data-cart-increase]").click();
  await expect(quantityOf(line)).toHaveValue("2");
  await expect(line.locator("[data-cart-line-total]")).toContainText(money(2 * unit));
  await expect(page.locator("[data-cart-subtotal]")).toContainText(money(2 * unit));
  await expect(count(page)).toHaveText("2");
  await expect(page.locator("[data-free-delivery-text]").first()).toHaveText(freeText(2 * unit));
  // No Update button with JavaScript.
  await expect(line.getByRole("button", { name: /^Update/ })).toHaveCount(0);

  const bar = page.locator("[data-checkout-bar]");
  if (project === "mobile") {
    // The checkout button stays at the bottom of the phone's screen from the top of the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await bar.boundingBox();
    expect(box && box.y + box.height).toBeLessThanOrEqual(780 + 1);
    await expect(bar.locator("[data-checkout-bar-subtotal]")).toContainText(money(2 * unit));
  } else {
    await expect(bar).toBeHidden();
  }
  await shot(page, "cart-default", project);

  await line.locator("[data-cart-decrease]").click();
  await expect(quantityOf(line)).toHaveValue("1");
  await expect(page.locator("[data-cart-subtotal]")).toContainText(money(unit));
  await expect(count(page)).toHaveText("1");
});

test("the sticky bar of a long product page adds to the cart", async ({ page, context, request, baseURL }, testInfo) => {
  await confirmedAdult(context, baseURL as string);
  const products = await productsInStock(request, (item) => !item.tpd);
  const product = products[products.length - 3] as CatalogueItem;
  await page.goto(`/en/warszawa/products/${product.slug}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const bar = page.locator("[data-sticky-add]");
  await expect(bar).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(product.name);
  await shot(page, "sticky-bar-default", testInfo.project.name);
  await bar.locator("[data-sticky-add-button]").click();
  await expect(page.locator("[data-mini-cart]")).toContainText(product.name);
  expect(await count(page).innerText()).toBe("1");
});

test("Add to cart pressed before the page is interactive adds the product", async ({ page, context, request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name === "mobile", "the same at both widths");
  await confirmedAdult(context, baseURL as string);
  const [product] = await productsInStock(request, (item) => !item.tpd);
  if (!product) throw new Error("no product in stock");
  // The page's scripts are held back: the button is still the server's plain form.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/en/warszawa/products/${product.slug}`, { waitUntil: "commit" });
  await page.locator("form[data-add-to-cart] button[type=submit]").click();
  await expect(page).toHaveURL(/[?&]added=\d+/);
  await expect(count(page)).toHaveText("1");
  release();
  await page.goto("/en/warszawa/cart");
  await expect(page.locator("[data-cart-line]")).toHaveCount(1);
  await expect(page.locator("[data-cart-line]").first()).toContainText(product.name);
});

test("without JavaScript quick add and the steppers work as plain forms", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await confirmedAdult(context, baseURL as string);
  const page = await context.newPage();
  await page.goto(`/en/warszawa/categories/${await category(request)}`);
  const { card, name } = await quickAddCard(page);
  await card.locator("form[data-quick-add] button").click();
  await expect(page).toHaveURL(/[?&]added=\d+/);
  await expect(count(page)).toHaveText("1");
  await expect(page.locator("[data-quick-added]")).toContainText("Added to cart");

  await page.goto("/en/warszawa/cart");
  const line = page.locator("[data-cart-line]").first();
  await expect(line).toContainText(name);
  await line.locator("[data-cart-increase]").click();
  await expect(quantityOf(line)).toHaveValue("2");
  await expect(count(page)).toHaveText("2");
  await line.locator("[data-cart-decrease]").click();
  await expect(quantityOf(line)).toHaveValue("1");
  // The typed quantity goes with the Update button, which Enter presses.
  await quantityOf(line).fill("3");
  await quantityOf(line).press("Enter");
  await expect(quantityOf(line)).toHaveValue("3");
  await context.close();
});

interface OfferRow {
  city: { slug: string };
  offer: { price: number; salePrice: number | null; franchisePrice: number | null; wholesaleTiers: unknown[] } | null;
}

test("a city switch lists a re-priced line, old price and new, in the cart-changed dialog", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  await confirmedAdult(context, baseURL as string);
  const krakow = new Set((await productsInStock(request, (item) => !item.tpd, "krakow")).map((item) => item.id));
  const both = (await productsInStock(request, (item) => !item.tpd && krakow.has(item.id))).reverse();
  const product = both[testInfo.project.name === "mobile" ? 1 : 0] as CatalogueItem;
  const admin = bearer(await apiToken(request, "admin@smokepoint.test", DEMO_PASSWORD));
  const offersPath = `/api/v1/staff/products/${product.id}/offers`;
  const rows = ((await (await request.get(offersPath, { headers: admin })).json()) as { rows: OfferRow[] }).rows;
  const original = (slug: string) => rows.find((row) => row.city.slug === slug)?.offer;
  const warsaw = original("warszawa");
  const cracow = original("krakow");
  if (!warsaw || !cracow) throw new Error("the product is not offered in both cities");
  const newPrice = Math.max(100, Math.round(warsaw.price * 0.7));
  const save = (offers: { city: string; offer: unknown }[]) => request.put(offersPath, { headers: admin, data: { offers } });
  expect(
    (
      await save([
        { city: "warszawa", offer: { ...warsaw, salePrice: null } },
        { city: "krakow", offer: { ...cracow, price: newPrice, salePrice: null, franchisePrice: null, wholesaleTiers: [] } },
      ])
    ).status(),
  ).toBe(200);
  try {
    await page.goto(`/en/warszawa/products/${product.slug}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.locator("form[data-add-to-cart] button[type=submit]").click();
    await expect(page.locator("[data-mini-cart]")).toBeVisible();
    await page.keyboard.press("Escape");
    await page.goto(`/en/krakow/products/${product.slug}`);
    const dialog = page.locator("[data-cart-changes]");
    await expect(dialog).toBeVisible();
    const change = dialog.locator(`[data-cart-change="${product.slug}"][data-cart-change-reason="price-changed"]`);
    await expect(change).toContainText(product.name);
    await expect(change).toContainText(`Price changed from ${money(warsaw.price)} to ${money(newPrice)}`);
  } finally {
    await save([
      { city: "warszawa", offer: warsaw },
      { city: "krakow", offer: cracow },
    ]);
  }
});

test("the mini-cart, the sticky bar and the cart in the other brands", async ({ browser, request }, testInfo) => {
  const project = testInfo.project.name;
  const slug = await category(request);
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } = testInfo.project.use;
  for (const brand of ["second", "test"] as const) {
    const origin = shopUrl(brand);
    const context = await browser.newContext({ viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL: origin });
    await confirmedAdult(context, origin);
    const page = await context.newPage();
    await page.goto(`/en/warszawa/categories/${slug}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const { card, name } = await quickAddCard(page);
    const href = await card.locator("a.product-card-link").getAttribute("href");
    await card.locator("form[data-quick-add] button").click();
    await expect(page.locator("[data-mini-cart-line]")).toContainText(name);
    await shot(page, `mini-cart-${brand}`, project);
    await page.locator("[data-mini-cart-view]").click();
    await expect(page.locator("[data-cart-line]")).toHaveCount(1);
    await shot(page, `cart-${brand}`, project);
    await page.goto(href as string);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator("[data-sticky-add]")).toBeVisible();
    await shot(page, `sticky-bar-${brand}`, project);
    await context.close();
  }
});
