import { DEMO_NOT_IN_WARSZAWA } from "@shop/db";
import { expect, test } from "./fixtures";
import type { ApiCard, ApiListing, Sitemap } from "./pages";
import { api, bigCategory, confirmedAdult, detail, grosze, HeaderSearch, ListingPage, ShopPage } from "./pages";

// The catalogue per city (home, category, sale, search, brands, sitemap; the product page has its own file).
// Test data comes from the demo seed through the catalogue API, so the tests follow whatever the seed holds.

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL ?? "");
});

test("a shopper in warszawa and one in krakow see different ranges and prices", async ({ page, request }) => {
  const sitemap = await api<Sitemap>(request, "/api/v1/catalogue/sitemap");
  const range = (city: string) => new Set(sitemap.cities.find((c) => c.slug === city)?.products.map((p) => p.slug));
  const [warszawa, krakow] = [range("warszawa"), range("krakow")];
  expect(krakow.has(DEMO_NOT_IN_WARSZAWA)).toBe(true);
  expect(warszawa.has(DEMO_NOT_IN_WARSZAWA)).toBe(false);
  // The same product costs differently in the two cities.
  let common: { slug: string; w: number; k: number } | null = null;
  for (const slug of [...warszawa].filter((s) => krakow.has(s)).slice(0, 20)) {
    const [w, k] = [(await detail(request, "warszawa", slug)).price.unit, (await detail(request, "krakow", slug)).price.unit];
    if (w !== k) {
      common = { slug, w, k };
      break;
    }
  }
  if (!common) throw new Error("no product has different prices in warszawa and krakow");
  const shown: Record<string, number> = {};
  for (const city of ["warszawa", "krakow"]) {
    await page.goto(`/en/${city}/products/${common.slug}`);
    shown[city] = grosze(await page.locator("[data-purchase] [data-price-unit]").innerText());
  }
  expect(shown).toEqual({ warszawa: common.w, krakow: common.k });
  // A product only krakow offers: a product page there, a "not offered here" page in warszawa.
  await page.goto(`/en/krakow/products/${DEMO_NOT_IN_WARSZAWA}`);
  await expect(page.locator("[data-purchase]")).toBeVisible();
  await page.goto(`/en/warszawa/products/${DEMO_NOT_IN_WARSZAWA}`);
  await expect(page.locator("[data-elsewhere]")).toBeVisible();
});

test("filters, sorting and pages live in the URL and survive a reload and a shared link", async ({ page, context, request, baseURL }) => {
  const category = await bigCategory(request);
  const path = `/en/warszawa/categories/${category.slug}`;
  const listing = new ListingPage(page);
  await page.goto(path);
  await expect(listing.heading()).toHaveText(category.name);
  await expect(listing.resultCount()).toHaveText(`${category.productCount} products`);
  const firstPage = await listing.cardNames();
  expect(firstPage).toHaveLength(24);

  await listing.pagination().getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(`${path}?page=2`);
  await expect(listing.pagination().locator('[aria-current="page"]')).toHaveText(/^Page 2\s*2$/);
  const secondPage = await listing.cardNames();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

  const facets = (await api<ApiListing>(request, `/api/v1/catalogue/warszawa/products?category=${category.slug}&pageSize=1`)).facets;
  const brand = facets.brands.find((b) => b.count >= 2 && b.count < category.productCount) ?? facets.brands[0];
  if (!brand) throw new Error("the category has no brands");
  const form = await listing.openFilters();
  // On a desktop a tick applies at once (issue 37; a phone's drawer applies with "Show N products").
  await form.getByRole("checkbox", { name: new RegExp(`^${brand.name}`) }).check();
  await expect(page).toHaveURL(`${path}?brand=${brand.slug}`);
  await expect(listing.resultCount()).toHaveText(new RegExp(`^${brand.count} products?$`));

  await listing.sort().selectOption("price_asc");
  const shared = `${path}?brand=${brand.slug}&sort=price_asc`;
  await expect(page).toHaveURL(shared);
  await expect(listing.sort()).toHaveValue("price_asc");
  // The address changes as the navigation starts; the sorted cards follow when its data has arrived.
  await expect
    .poll(async () => {
      const prices = await listing.cardPrices();
      return prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
    })
    .toBe(true);
  const names = await listing.cardNames();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${shared}`);

  await page.reload();
  await expect(listing.sort()).toHaveValue("price_asc");
  await expect((await listing.openFilters()).getByRole("checkbox", { name: new RegExp(`^${brand.name}`) })).toBeChecked();
  expect(await listing.cardNames()).toEqual(names);

  const other = new ListingPage(await context.newPage());
  await other.page.goto(shared);
  expect(await other.cardNames()).toEqual(names);
  await expect(other.page.getByRole("list", { name: "Active filters" })).toContainText(brand.name);
});

test("on a desktop a filter applies at once, keeping the sorting; a price once entered; Back leaves the filtering", async ({
  page,
  request,
}) => {
  const category = await bigCategory(request);
  const path = `/en/warszawa/categories/${category.slug}`;
  const listing = new ListingPage(page);
  await page.goto(`${path}?sort=price_desc&page=2`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = await listing.openFilters();
  const inStock = form.getByRole("checkbox", { name: /^In stock only/ });
  const from = form.getByRole("spinbutton", { name: "From" });
  await inStock.check();
  await expect(page).toHaveURL(`${path}?inStock=1&sort=price_desc`);
  await expect(listing.results()).toHaveAttribute("aria-busy", "false");
  // A price applies once it is entered (on leaving the box), not on every keystroke.
  const asked: string[] = [];
  page.on("request", (r) => r.url().includes(".data") && asked.push(new URL(r.url()).searchParams.get("priceMin") ?? ""));
  await from.pressSequentially("50");
  await page.keyboard.press("Tab");
  await expect(page).toHaveURL(`${path}?priceMin=50&inStock=1&sort=price_desc`);
  await expect(listing.results()).toHaveAttribute("aria-busy", "false");
  expect(asked).toEqual(["50"]);
  // The changes of one visit are one history entry: Back returns to the view before them.
  await page.goBack();
  await expect(page).toHaveURL(`${path}?sort=price_desc&page=2`);
  await expect(inStock).not.toBeChecked();
  await expect(from).toHaveValue("");
});

// Issue 37: the page links and the filters' chips were built on the view on screen, so one clicked while a sorting just
// chosen was loading dropped the sorting. The sorting's answer is held until the link is clicked.
test("a page link, a filter's chip or the panel's clear-all clicked while a sorting loads keeps the sorting", async ({ page, request }) => {
  const category = await bigCategory(request);
  const path = `/en/warszawa/categories/${category.slug}`;
  const listing = new ListingPage(page);
  // The sorting's data request (of the first page, or of the in-stock one), made when it is chosen.
  const sorting = /\.data\?(inStock=1&)?sort=price_asc$/;
  let gate = Promise.resolve();
  await page.route(sorting, async (route) => {
    await gate;
    // The page link's navigation has replaced the sorting's by then, which let go of its request.
    await route.continue().catch(() => {});
  });
  const sortThen = async (click: () => Promise<void>) => {
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    let release = () => {};
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = page.waitForRequest(sorting);
    await listing.sort().selectOption("price_asc");
    await held;
    await click();
    release();
  };

  await page.goto(path);
  await sortThen(() => listing.pagination().getByRole("link", { name: "Page 2" }).click());
  await expect(page).toHaveURL(`${path}?sort=price_asc&page=2`);
  await expect(listing.pagination().locator('[aria-current="page"]')).toHaveText(/^Page 2\s*2$/);
  await expect(listing.sort()).toHaveValue("price_asc");

  await page.goto(`${path}?inStock=1`);
  const chips = page.getByRole("list", { name: "Active filters" });
  await sortThen(() => chips.getByRole("link", { name: "Remove filter: In stock only" }).click());
  await expect(page).toHaveURL(`${path}?sort=price_asc`);
  await expect(chips).toHaveCount(0);
  await expect(listing.sort()).toHaveValue("price_asc");

  // So does the filter panel's "Clear all filters" (stop 47: it was built on the view on screen).
  await page.goto(`${path}?inStock=1`);
  await sortThen(async () => (await listing.openFilters()).getByRole("link", { name: "Clear all filters" }).click());
  await expect(page).toHaveURL(`${path}?sort=price_asc`);
  await expect(chips).toHaveCount(0);
  await expect(listing.sort()).toHaveValue("price_asc");
});

test("a listing's canonical URL normalises its filters; a page past the end is not found", async ({ page, request, baseURL }) => {
  const category = await bigCategory(request);
  const path = `/en/warszawa/categories/${category.slug}`;
  await page.goto(`${path}?sort=popularity&page=1&inStock=true&brand=b-brand,a-brand&attr=flavour:mint`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    `${baseURL}${path}?brand=a-brand,b-brand&attr=flavour:mint&inStock=1`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
    "href",
    `${baseURL}/pl/warszawa/categories/${category.slug}?brand=a-brand,b-brand&attr=flavour:mint&inStock=1`,
  );
  expect((await page.goto(`${path}?page=999`))?.status()).toBe(404);
  expect((await page.goto("/en/warszawa/categories/no-such-category"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
});

test("the header search suggests as one types, by keyboard, across transliteration and typos", async ({ page }) => {
  await page.goto("/en/warszawa");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const search = new HeaderSearch(page);
  await search.box().pressSequentially("kalyan", { delay: 30 });
  await expect(search.suggestions()).toBeVisible();
  const options = search.suggestions().getByRole("option");
  await expect(options.first()).toContainText(/hookah/i);
  await expect(search.box()).toHaveAttribute("aria-expanded", "true");
  await search.box().press("ArrowDown");
  await expect(options.first()).toHaveAttribute("aria-selected", "true");
  await expect(search.box()).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id")) ?? "");
  await search.box().press("Escape");
  await expect(search.box()).toHaveAttribute("aria-expanded", "false");
  await search.box().press("ArrowDown");
  const chosen = (await options.first().innerText()).split("\n")[0] ?? "";
  await search.box().press("Enter");
  await expect(page).toHaveURL(/\/en\/warszawa\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);

  // Enter without a chosen suggestion searches; a typo still finds.
  await search.box().fill("al fakr");
  await search.box().press("Enter");
  await expect(page).toHaveURL(/\/en\/warszawa\/products\/search\?q=al\+fakr$/);
  const listing = new ListingPage(page);
  await expect(listing.cards().first()).toContainText("Al Fakher");
});

test("the search page helps without a query, asks for more than one letter, and says when nothing matches", async ({ page }) => {
  await page.goto("/en/warszawa/products/search");
  await expect(page.locator("[data-search-start]")).toContainText("What are you looking for?");
  await expect(page.locator("[data-category-tiles] a").first()).toBeVisible();
  await page.goto("/en/warszawa/products/search?q=k");
  await expect(page.getByRole("status")).toHaveText("Type at least 2 characters to search.");
  await page.goto("/en/warszawa/products/search?q=qqqqzzzzxxxx");
  await expect(page.locator("[data-empty-listing]")).toContainText("Nothing found for “qqqqzzzzxxxx”");
});

test("the sale page lists only reduced products, each with its regular price and the 30-day price", async ({ page }) => {
  await page.goto("/en/warszawa/products/sale");
  const listing = new ListingPage(page);
  await expect(listing.heading()).toHaveText("Sale");
  const count = await listing.cards().count();
  expect(count).toBeGreaterThan(0);
  await expect(listing.cards().locator("[data-price-regular]")).toHaveCount(count);
});

test("home shows best sellers, categories, brands, bundles, sale, the blog and contacts", async ({ page }) => {
  await page.goto("/en/warszawa");
  for (const id of ["best-sellers", "categories", "brands", "bundles", "sale", "blog", "contacts"]) {
    await expect(page.locator(`[data-home-section="${id}"]`), id).toBeVisible();
  }
  await expect(page.locator('[data-home-section="categories"] img').first()).toHaveAttribute("src", /\/api\/v1\/media\//);
  await expect(page.locator('[data-home-section="blog"]').getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/en/blog");
  await expect(page.locator('[data-home-section="contacts"]')).toContainText("+48 22 100 20 30");
});

test("the brands screen opens a brand's products", async ({ page }) => {
  await page.goto("/en/warszawa");
  await page.getByRole("navigation", { name: "Main navigation" }).locator("visible=true").getByRole("link", { name: "Brands" }).click();
  await expect(page).toHaveURL(/\/en\/warszawa\/brands$/);
  const tile = page.locator("[data-brand-tiles] a").first();
  const slug = (await tile.getAttribute("data-brand")) ?? "";
  // The tile's name and count, read as text: innerText follows the layout (a line per flex item) and once gave them
  // as one line ("Al Fakher25 products"), so the heading was compared with both.
  const [name = "", countText = ""] = await tile.locator("span").allTextContents();
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/en/warszawa/products/search\\?brand=${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(new ListingPage(page).resultCount()).toHaveText(countText);
});

/** The pages of every city in the sitemap besides its categories and products. */
const CITY_SITEMAP_PAGES = ["", "/products/sale", "/brands", "/contacts", "/info/privacy-policy", "/info/terms-and-conditions"];

test("sitemap.xml lists every locale and city page of the catalogue; robots.txt points at it", async ({ request, baseURL }) => {
  const response = await request.get("/sitemap.xml", { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const xml = await response.text();
  const locs = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
  const sitemap = await api<Sitemap>(request, "/api/v1/catalogue/sitemap");
  expect(sitemap.cities.map((c) => c.slug)).toEqual(expect.arrayContaining(["warszawa", "krakow", "wroclaw", "gdansk"]));
  for (const city of sitemap.cities) {
    for (const lang of ["en", "uk", "pl", "ru"]) {
      const pages = [...CITY_SITEMAP_PAGES, `/categories/${city.categories[0]}`, `/products/${city.products[0]?.slug}`];
      for (const page of pages) expect(locs.has(`${baseURL}/${lang}/${city.slug}${page}`), `${lang} ${city.slug}${page}`).toBe(true);
    }
  }
  // Per city: home, sale, brands, contacts, two info pages, categories, products; and the blog with its articles.
  const total = sitemap.cities.reduce(
    (n, c) => n + CITY_SITEMAP_PAGES.length + c.categories.length + c.products.length,
    1 + sitemap.articles.length,
  );
  expect(locs.size).toBe(total * 4);
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

for (const [width, lang] of [
  [1440, "en"],
  [360, "pl"],
] as const) {
  test(`category, product and home pages at ${width} px: no serious accessibility violations, no overflow`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const category = await bigCategory(request);
    const [bundle] = await api<ApiCard[]>(request, "/api/v1/catalogue/warszawa/bundles?limit=1");
    for (const path of [
      `/${lang}/warszawa/categories/${category.slug}?inStock=1`,
      `/${lang}/warszawa/products/${bundle?.slug}`,
      "/uk/warszawa",
    ]) {
      await page.goto(path);
      const shop = new ShopPage(page);
      await shop.expectNoHorizontalOverflow();
      await shop.expectNoSeriousA11yViolations();
    }
  });
}

test("at 360 px the filters sit behind their button", async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/en/warszawa/categories/${(await bigCategory(request)).slug}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.locator("[data-filter-form]");
  await expect(form).toBeHidden();
  await page.locator("[data-filters-toggle]").click();
  await expect(page.locator("[data-filters-toggle]")).toHaveAttribute("aria-expanded", "true");
  await expect(form).toBeVisible();
  await new ShopPage(page).expectNoSeriousA11yViolations();
  await new ShopPage(page).expectNoHorizontalOverflow();
});

test("without JavaScript the filters and the sorting are plain GET forms", async ({ browser, baseURL, request }) => {
  const category = await bigCategory(request);
  // On a desktop the panel's button stays: only a hydrated page applies a change at once.
  const wide = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  await confirmedAdult(wide, baseURL ?? "");
  const desktop = await wide.newPage();
  await desktop.goto(`${baseURL}/en/warszawa/categories/${category.slug}`);
  const panel = desktop.locator("[data-filter-form]");
  await panel.getByRole("checkbox", { name: /^In stock only/ }).check();
  await panel.getByRole("button", { name: "Show products" }).click();
  await expect(desktop).toHaveURL(/\?.*inStock=1/);
  await expect(panel.getByRole("checkbox", { name: /^In stock only/ })).toBeChecked();
  await wide.close();

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
  await confirmedAdult(context, baseURL ?? "");
  const page = await context.newPage();
  await page.goto(`${baseURL}/en/warszawa/categories/${category.slug}`);
  const form = page.locator("[data-filter-form]");
  // The drawer opens by its link's #filters (CSS :target).
  await expect(form).toBeHidden();
  await page.locator("[data-filters-toggle]").click();
  await expect(form).toBeVisible();
  await form.getByRole("checkbox", { name: /^In stock only/ }).check();
  await form.getByRole("button", { name: "Show products" }).click();
  await expect(page).toHaveURL(/\?.*inStock=1/);
  await expect(page.getByRole("list", { name: "Active filters" })).toContainText("In stock only");
  const sort = page.locator("[data-sort-form]");
  await sort.getByLabel("Sort by").selectOption("price_desc");
  await sort.getByRole("button", { name: "Sort" }).click();
  await expect(page).toHaveURL(/inStock=1.*sort=price_desc/);
  const prices = await new ListingPage(page).cardPrices();
  expect(prices).toEqual([...prices].sort((a, b) => b - a));
  await context.close();
});

test("catalogue pages render and hydrate without errors in the browser", async ({ page, request }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && problems.push(`${page.url()}: ${message.text()}`));
  const category = await bigCategory(request);
  const [product] = (await api<ApiListing>(request, `/api/v1/catalogue/warszawa/products?category=${category.slug}&pageSize=1`)).items;
  for (const path of [
    "/ru/warszawa",
    `/uk/warszawa/categories/${category.slug}`,
    `/pl/warszawa/products/${product?.slug}`,
    "/en/warszawa/products/search?q=mint",
    "/en/warszawa/products/sale",
    "/ru/krakow/brands",
    // The same cards on new addresses (no page cache answers them): each HTTP worker renders them once, then takes
    // them from its card memo (apps/storefront/app/lib/card-memo.server.ts), which the browser hydrates as its own.
    `/uk/warszawa/categories/${category.slug}?from=1`,
    `/uk/warszawa/categories/${category.slug}?from=2`,
    `/uk/warszawa/categories/${category.slug}?from=3`,
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  }
  expect(problems).toEqual([]);
});
