// Shared pages for every shopper (issue 37; docs/adr/0030): a page whose address names its language and city sets no
// cookie in its response, so the page cache answers a first visit; its script then saves the language and the city
// as the spec keeps them (locale for 365 days; citySlug and cityId of the active city). A visitor with a cart, and then
// signed in, gets the same cached page, and their own count and name from the page's personal request. On the "test"
// shop: one process, so one page cache (the default shop's two workers keep one each).
import { type APIRequestContext, type Page, request as requests } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult, cookieMap } from "./pages";
import { shopUrl } from "./servers";
import { bearer, newShopper, PASSWORD, productsInStock, signInInBrowser } from "./shoppers";

const BASE = shopUrl("test");
let api: APIRequestContext;
test.beforeAll(async () => {
  api = await requests.newContext({ baseURL: BASE });
});
test.afterAll(async () => {
  await api.dispose();
});

test("a first visit is answered from the shared cache, and the page's script then saves its language and city", async ({ browser }) => {
  // A page of its own (the query is part of the cache's key): a first visitor's browser has it rendered.
  const path = `/pl/gdansk/info/privacy-policy?visit=${Date.now()}`;
  const first = await browser.newContext({ baseURL: BASE });
  const rendered = await (await first.newPage()).goto(path);
  expect(rendered?.status()).toBe(200);
  expect((await rendered?.allHeaders())?.["set-cookie"]).toBeUndefined();
  expect((await rendered?.allHeaders())?.["cache-control"]).toContain("public");
  await first.close();

  // The next first visitor gets it from the cache (an Age header), with no cookie set by the response.
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  const headers = await response?.allHeaders();
  expect(headers?.age, "served from the page cache").toBeDefined();
  expect(headers?.["set-cookie"]).toBeUndefined();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect.poll(async () => (await cookieMap(context)).locale?.value).toBe("pl");
  const cookies = await cookieMap(context);
  expect(cookies.citySlug?.value).toBe("gdansk");
  expect(cookies.cityId?.value).toBe("4");
  const days = ((cookies.locale?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364.9);

  // The next visit without a city goes to the saved one, in the saved language.
  await page.goto("/");
  await expect(page).toHaveURL(/\/pl\/gdansk$/);
  await context.close();
});

test("a visitor with a cart, then signed in, gets the shared page with their own count and name", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE });
  await confirmedAdult(context, BASE);
  const page = await context.newPage();
  const [product] = await productsInStock(api, () => true, "warszawa");
  await page.goto(`/en/warszawa/products/${product?.slug}`);
  const form = page.locator("form[data-add-to-cart]");
  await form.locator('[name="quantity"]').fill("2");
  await form.locator('button[type="submit"]').click();
  await expect(page.locator("[data-cart-count]").first()).toHaveText("2");

  // Another visitor's view of a page puts it in the cache; this visitor then gets the same bytes, and their own count.
  const path = `/en/warszawa/contacts?visit=${Date.now()}`;
  const other = await browser.newContext({ baseURL: BASE });
  await confirmedAdult(other, BASE);
  expect((await (await other.newPage()).goto(path))?.status()).toBe(200);
  await other.close();
  const response = await page.goto(path);
  expect((await response?.allHeaders())?.age, "served from the page cache").toBeDefined();
  await expect(page.locator("[data-cart-count]").first()).toHaveText("2");
  await expect(page.locator("[data-account]").first()).toHaveAttribute("data-account", "");

  // Signed in, the shared page names them (the cart merged into theirs).
  const shopper = await newShopper(api, BASE, "shared-page");
  await signInInBrowser(page, shopper.email, PASSWORD, path);
  const again = await page.goto(path);
  expect((await again?.allHeaders())?.age, "served from the page cache").toBeDefined();
  await expect(page.locator('[data-account="signed-in"]').first()).toBeVisible();
  await expect(page.locator("[data-account-name]").first()).toHaveText("Olena");
  await expect(page.locator("[data-cart-count]").first()).toHaveText("2");
  await context.close();
});

test("a visit's pages reuse the tab's personal answer until the cart changes, in this tab or another", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE });
  await confirmedAdult(context, BASE);
  const page = await context.newPage();
  const [first, second] = await productsInStock(api, () => true, "warszawa");
  const addToCart = async (tab: Page, slug: string | undefined, count: string) => {
    await tab.goto(`/en/warszawa/products/${slug}`);
    await expect(tab.locator("html")).toHaveAttribute("data-hydrated", "true");
    const form = tab.locator("form[data-add-to-cart]");
    await form.locator('[name="quantity"]').fill("1");
    await form.locator('button[type="submit"]').click();
    await expect(tab.locator("[data-cart-count]").first()).toHaveText(count);
  };
  await addToCart(page, first?.slug, "1");
  // The post gave the `personal` cookie a new value; the page asked again and the tab keeps that answer.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const version = /(?:^|; )personal=([^;]+)/.exec(document.cookie)?.[1];
        return Boolean(version) && (sessionStorage.getItem("personal") ?? "").includes(`"version":"${version}"`);
      }),
    )
    .toBe(true);

  // The next pages of the visit (full page loads from the cache) show the count without asking the server again.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (/\/personal$/.test(request.url())) asked.push(request.url());
  });
  for (const path of ["/en/warszawa/contacts", "/en/warszawa/brands"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("[data-cart-count]").first()).toHaveText("1");
  }
  expect(asked).toEqual([]);

  // Another tab adds to the cart: the cookie's new value makes this tab's next page ask, and show the new count.
  const other = await context.newPage();
  await addToCart(other, second?.slug, "2");
  await page.goto("/en/warszawa/contacts");
  await expect(page.locator("[data-cart-count]").first()).toHaveText("2");
  expect(asked).toHaveLength(1);
  await context.close();
});

/** Where the header's parts are drawn (those shown at this width), for comparing before and after an answer. */
const headerBoxes = (page: Page) =>
  page.evaluate(() => {
    const parts = {
      logo: "header a:has(> img)",
      city: "header [data-city-switcher]",
      search: 'header form[role="search"]',
      language: "header a[data-locale]",
      account: "header [data-account]",
      cart: "header [data-cart]",
      count: "header [data-cart-count]",
    };
    return Object.fromEntries(
      Object.entries(parts).map(([part, selector]) => {
        // checkVisibility: a closed drawer's content (content-visibility: hidden) can still have boxes once laid out.
        const shown = [...document.querySelectorAll(selector)].find(
          (element) => element.checkVisibility() && element.getClientRects().length > 0,
        );
        const box = shown?.getBoundingClientRect();
        return [part, box ? [box.x, box.y, box.width, box.height].map(Math.round) : null];
      }),
    );
  });

// Issue 37: the personal answer of a signed-in customer put their first name beside the account icon and moved the
// header (a layout shift). The answer is held until the header is measured, then let go: nothing may move.
test("a signed-in customer's name and count fill boxes the shared page already drew: nothing in the header moves", async ({ browser }) => {
  const shopper = await newShopper(api, BASE, "long-name");
  const profile = { firstName: "Maximilianus-Bartholomaeus", lastName: "Tester", phone: "+48 600 100 200" };
  expect((await api.put("/api/v1/cabinet/profile", { headers: bearer(shopper.token), data: profile })).status()).toBe(200);
  const [product] = await productsInStock(api, (item) => item.availability.count >= 12, "warszawa");
  const line = { city: "warszawa", productId: product?.id, quantity: 12 };
  expect((await api.post("/api/v1/cart/items", { headers: bearer(shopper.token), data: line })).status()).toBe(200);
  const context = await browser.newContext({ baseURL: BASE });
  await confirmedAdult(context, BASE);
  // Signed in as a sign-in leaves the browser: the session cookie and the plain "personal" marker.
  await context.addCookies([
    { name: "session", value: shopper.token, url: BASE, httpOnly: true, sameSite: "Lax" },
    { name: "personal", value: "1", url: BASE },
  ]);
  for (const width of [360, 800, 1100, 1440]) {
    // A new tab each time: a tab keeps the answer it was given (lib/personal-store.ts), a new one asks.
    const page = await context.newPage();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/personal$/, async (route) => {
      await gate;
      await route.continue();
    });
    await page.setViewportSize({ width, height: 900 });
    const asked = page.waitForRequest(/\/personal$/);
    await page.goto(`/en/warszawa/contacts?width=${width}`);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await asked;
    // A shared page: nobody is signed in on it until the answer comes.
    await expect(page.locator("[data-account]").first()).toHaveAttribute("data-account", "");
    const before = await headerBoxes(page);
    release();
    await expect(page.locator('[data-account="signed-in"]').first()).toHaveAttribute("aria-label", /Maximilianus-Bartholomaeus/);
    await expect(page.locator("[data-cart-count]").first()).toHaveText("12");
    expect(await headerBoxes(page), `${width} px`).toEqual(before);
    await page.close();
  }
  await context.close();
});
