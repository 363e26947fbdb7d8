// Issue 18, listing: filters in a drawer (phone) or a panel (desktop) that apply with "Show N products" (N from
// the server) and keep their order; search tolerant of doubled letters, with the query in the heading; badges that
// say what matters (the pickup rule once per listing; in the brand without pickup, what a retail shopper can buy first).
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type ApiCategory, type ApiListing, api, bigCategory, confirmedAdult, ListingPage } from "./pages";
import { BRAND_PORTS, shopUrl } from "./servers";

const SHOTS = "/tmp/shots/listing";

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL ?? "");
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;
const brandNames = (page: Page) => page.locator('[data-facet="brand"] .facet-label').allInnerTexts();
const hydrated = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

/** Opens the filters (the drawer on a phone; on desktop the panel is there) and returns the form. */
async function openFilters(page: Page) {
  const drawer = page.locator("[data-filter-drawer]");
  if (isPhone(page)) {
    await expect(drawer).toBeHidden();
    await page.locator("[data-filters-toggle]").click();
    await expect(page.locator('[data-filter-drawer][role="dialog"]')).toBeVisible();
    // Over the page, not pushing the results down.
    const box = await drawer.boundingBox();
    expect(box?.y).toBe(0);
  }
  await expect(drawer).toBeVisible();
  return page.locator("[data-filter-form]");
}

/** A category of warszawa whose first page (by popularity) starts with a TPD product and holds others too. */
async function mixedCategory(request: APIRequestContext) {
  const tree = await api<ApiCategory[]>(request, "/api/v1/catalogue/warszawa/categories");
  for (const category of [...tree, ...tree.flatMap((top) => top.children)]) {
    const { items } = await api<ApiListing>(request, `/api/v1/catalogue/warszawa/products?category=${category.slug}`);
    if (items[0]?.tpd && items.some((item) => !item.tpd)) return category;
  }
  throw new Error("no category of warszawa starts with a TPD product and holds others");
}

test("filters: a drawer or a panel, Show N products from the server, a brand order that stays", async ({ page, request }) => {
  const category = await bigCategory(request);
  const path = `/en/warszawa/categories/${category.slug}`;
  const listing = new ListingPage(page);
  await page.goto(path);
  await hydrated(page);
  const form = await openFilters(page);
  const order = await brandNames(page);
  expect(order.length).toBeGreaterThan(1);
  const apply = form.locator("[data-filter-apply]");
  await expect(apply).toHaveAccessibleName(`Show ${category.productCount} products`);
  await expect(form.getByRole("group", { name: "Price, PLN" })).toBeVisible();

  // Ticking changes nothing but N (the server's count of what the form holds) and never moves a brand.
  await form.getByRole("checkbox", { name: /^In stock only/ }).check();
  const inStock = (await api<ApiListing>(request, `/api/v1/catalogue/warszawa/products?category=${category.slug}&inStock=true&pageSize=1`))
    .total;
  await expect(apply).toHaveAccessibleName(new RegExp(`^Show ${inStock} products?$`));
  const facets = (await api<ApiListing>(request, `/api/v1/catalogue/warszawa/products?category=${category.slug}&pageSize=1`)).facets;
  const brand = facets.brands.find((b) => b.count >= 2 && b.count < category.productCount) ?? facets.brands[0];
  if (!brand) throw new Error("the category has no brands");
  await form.getByRole("checkbox", { name: new RegExp(`^${brand.name}`) }).check();
  const both = await api<ApiListing>(
    request,
    `/api/v1/catalogue/warszawa/products?category=${category.slug}&inStock=true&brand=${brand.slug}&pageSize=1`,
  );
  await expect(apply).toHaveAccessibleName(new RegExp(`^Show ${both.total} products?$`));
  expect(await brandNames(page)).toEqual(order);
  expect(page.url()).toMatch(new RegExp(`${path}$`));
  await page.screenshot({ path: `${SHOTS}/default-${isPhone(page) ? "360-drawer" : "1440-panel"}-ticked.png` });

  await apply.click();
  await expect(page).toHaveURL(`${path}?brand=${brand.slug}&inStock=1`);
  await expect(listing.resultCount()).toHaveText(new RegExp(`^${both.total} products?$`));
  if (isPhone(page)) await expect(page.locator("[data-filter-drawer]")).toBeHidden();
  await openFilters(page);
  expect(await brandNames(page)).toEqual(order);
  await expect(form.getByRole("checkbox", { name: new RegExp(`^${brand.name}`) })).toBeChecked();
  await listing.expectNoSeriousA11yViolations();

  // The three brands, filters open (a look at each: /tmp/shots/listing).
  for (const variant of Object.keys(BRAND_PORTS) as (keyof typeof BRAND_PORTS)[]) {
    await confirmedAdult(page.context(), shopUrl(variant));
    await page.goto(shopUrl(variant, `/uk${path.slice(3)}`));
    await hydrated(page);
    await openFilters(page);
    await listing.expectNoHorizontalOverflow();
    await page.screenshot({ path: `${SHOTS}/${variant}-${isPhone(page) ? "360-drawer" : "1440-panel"}.png` });
  }
});

test("search forgives doubled letters, names the query in the heading and helps when nothing matches", async ({ page }) => {
  const listing = new ListingPage(page);
  await page.goto("/en/warszawa/products/search?q=dubble+apple");
  await expect(listing.heading()).toHaveText("Results for “dubble apple”");
  await expect(listing.cards().first()).toContainText(/double apple/i);
  await hydrated(page);

  // A new search from the search page: the heading says it at once, then the results follow.
  const box = page.getByRole("combobox", { name: "Search products" }).locator("visible=true");
  await box.fill("hookkah");
  await box.press("Enter");
  await expect(listing.heading()).toHaveText("Results for “hookkah”");
  await expect(page).toHaveURL(/q=hookkah$/);
  await expect(listing.results()).toHaveAttribute("aria-busy", "false");
  await expect(listing.cards().first()).toContainText(/hookah/i);

  await page.goto("/en/warszawa/products/search?q=qqqqzzzzxxxx");
  const empty = page.locator("[data-empty-listing]");
  await expect(empty).toContainText("Nothing found for “qqqqzzzzxxxx”");
  await expect(empty).not.toContainText("filter");
  await expect(empty.locator("[data-search-suggestions] a").first()).toBeVisible();
});

test("badges: the pickup rule once per listing; without pickup a retail shopper sees what they can buy first", async ({
  page,
  request,
}) => {
  const category = await mixedCategory(request);
  await page.goto(`/en/warszawa/categories/${category.slug}`);
  const grid = page.locator("[data-results]");
  await expect(grid.locator("[data-pickup-note]")).toHaveCount(1);
  await expect(grid.locator("[data-pickup-note]")).toHaveText(/store pickup only/);
  await expect(grid.locator('[data-badge="tpd"]')).toHaveCount(0);

  // The brand without pickup: best sellers and the listing start with what a retail shopper can order.
  await confirmedAdult(page.context(), shopUrl("second"));
  await page.goto(shopUrl("second", "/en/warszawa"));
  const best = page.locator('[data-home-section="best-sellers"] [data-product-card]');
  await expect(best.first()).toBeVisible();
  for (const card of (await best.all()).slice(0, 8)) await expect(card.locator('[data-badge="tpd"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/second-${isPhone(page) ? "360" : "1440"}-best-sellers.png` });
  await page.goto(shopUrl("second", `/en/warszawa/categories/${category.slug}`));
  const cards = page.locator("[data-results] [data-product-card]");
  await expect(cards.first().locator('[data-badge="tpd"]')).toHaveCount(0);
  const flags = await cards.evaluateAll((list) => list.map((card) => card.querySelector('[data-badge="tpd"]') !== null));
  expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
  await expect(page.locator("[data-pickup-note]")).toHaveCount(0);
});
