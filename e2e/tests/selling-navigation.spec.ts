// Issue 18, navigation: the header's category menu (desktop bar, phone drawer), breadcrumbs up the tree,
// words that are never cut, x-default that answers, the build check's language and a failed chunk on a
// navigation that still lands on the clicked page.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { type ApiListing, api, confirmedAdult } from "./pages";
import { BRAND_PORTS, shopUrl } from "./servers";

const SHOTS = "/tmp/shots/navigation";

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL ?? "");
});

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1440) < 1024;

/** Opens a top category of the header's menu (the bar on desktop, the drawer on a phone) and returns its links. */
async function openCategory(page: Page, name: string) {
  if (isPhone(page)) {
    await page.locator("[data-mobile-menu] > summary").click();
    const drawer = page.locator("[data-mobile-menu] nav");
    await drawer.locator("summary", { hasText: name }).click();
    return drawer;
  }
  const bar = page.locator("header .menu-bar");
  await bar.locator("summary", { hasText: name }).click();
  return bar;
}

/** Words (split at spaces, hyphens and slashes: "мг/мл") drawn on more than one line, and boxes their text overflows. */
function cutWords(page: Page, selector: string, boxed = false) {
  return page.locator(selector).evaluateAll(
    (elements, checkBox) =>
      elements.flatMap((element) => {
        const cut: string[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? "").matchAll(/[^\s\u2010/-]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.bottom)));
            if (lines.size > 1) cut.push(match[0]);
          }
        }
        if (checkBox && element.scrollWidth > element.clientWidth + 1) cut.push(`overflows: ${element.textContent}`);
        return cut;
      }),
    boxed,
  );
}

test("from a product page to a subcategory through the category menu; breadcrumbs lead up the tree", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const [product] = (await api<ApiListing>(request, "/api/v1/catalogue/krakow/products?category=shisha&pageSize=1")).items;
  if (!product) throw new Error("Kraków offers no shisha");
  await page.goto(`/en/krakow/products/${product.slug}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumbs" });
  await expect(crumbs.getByRole("link")).toHaveText(["Kraków", "Hookahs & shisha", "Shisha tobacco"]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(product.name);

  const menu = await openCategory(page, "Hookahs & shisha");
  await expect(menu.getByRole("link", { name: "All in Hookahs & shisha" })).toBeVisible();
  await menu.getByRole("link", { name: "Charcoal", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/krakow\/categories\/charcoal$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Charcoal");
  // The menu closed behind the navigation; the breadcrumbs go up to the parent category.
  await expect(menu.getByRole("link", { name: "Charcoal", exact: true })).toBeHidden();
  await expect(crumbs.getByRole("link")).toHaveText(["Kraków", "Hookahs & shisha"]);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const list = ld.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BreadcrumbList");
  expect(list.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Kraków", "Hookahs & shisha", "Charcoal"]);
  await crumbs.getByRole("link", { name: "Hookahs & shisha" }).click();
  await expect(page).toHaveURL(/\/en\/krakow\/categories\/hookahs-and-shisha$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hookahs & shisha");
  if (isPhone(page)) return;

  // Keyboard: Enter opens a menu, Tab walks its links, Escape closes it and gives the focus back.
  const bar = page.getByRole("navigation", { name: "Main navigation" }).locator("visible=true");
  const summary = bar.locator("summary", { hasText: "Tobacco & smoking" });
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(bar.getByRole("link", { name: "Lighters", exact: true })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(bar.getByRole("link", { name: "All in Tobacco & smoking" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(bar.getByRole("link", { name: "Lighters", exact: true })).toBeHidden();
  await expect(summary).toBeFocused();

  // A route's chunk that fails to load on a client navigation: one document load, of the clicked address (issue 37).
  let failed = false;
  await page.route(/\/assets\/category-[\w-]+\.js$/, (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort();
  });
  await page.goto(`/en/krakow/products/${product.slug}`);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const documents: string[] = [];
  page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));
  await (await openCategory(page, "Tobacco & smoking")).getByRole("link", { name: "Lighters", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/krakow\/categories\/lighters$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lighters");
  // The module loads the second time: the clicked page is a working page.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(failed).toBe(true);
  expect(documents).toEqual([page.url()]);

  // Without JavaScript the menu is the same plain links.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
  await confirmedAdult(plain, baseURL ?? "");
  const noJs = await plain.newPage();
  await noJs.goto(`/en/krakow/products/${product.slug}`);
  await (await openCategory(noJs, "Hookahs & shisha")).getByRole("link", { name: "Bowls", exact: true }).click();
  await expect(noJs).toHaveURL(/\/en\/krakow\/categories\/bowls$/);
  await plain.close();
});

test("no word is cut in uk and ru; x-default answers; the build check speaks the page's language (screenshots)", async ({
  page,
  context,
}, testInfo) => {
  const buildCheck = page.waitForRequest((r) => r.url().includes("/api/v1/build"));
  await page.goto("/uk/krakow");
  expect((await buildCheck).headers().locale).toBe("uk");
  const xDefault = await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href");
  expect(xDefault).toMatch(/\/en\/krakow$/);
  expect((await page.request.get(xDefault ?? "", { maxRedirects: 0 })).status()).toBe(200);

  for (const path of ["/uk/krakow", "/uk/krakow/categories/e-liquids", "/ru/krakow", "/pl/krakow/categories/heated-tobacco"]) {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    expect(await cutWords(page, "[data-category-tiles] a, .product-card-name", true), path).toEqual([]);
    expect(await cutWords(page, "main h1, main h2, main button, main nav, [data-facet] a"), path).toEqual([]);
    const menu = await openCategory(
      page,
      path.startsWith("/uk")
        ? "Тютюн і товари для куріння"
        : path.startsWith("/ru")
          ? "Табак и товары для курения"
          : "Tytoń i akcesoria dla palaczy",
    );
    expect(await cutWords(page, "header nav"), path).toEqual([]);
    await expect(menu.locator("[data-menu-category]").locator("visible=true").first()).toBeVisible();
  }

  // The menu and the tiles in the three brands.
  for (const brand of Object.keys(BRAND_PORTS) as (keyof typeof BRAND_PORTS)[]) {
    await confirmedAdult(context, shopUrl(brand));
    await page.goto(shopUrl(brand, "/uk/krakow"));
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.locator("[data-category-tiles]").screenshot({ path: `${SHOTS}/${brand}-${testInfo.project.name}-tiles.png` });
    await openCategory(page, "Кальяни та тютюн для кальяну");
    await page.screenshot({ path: `${SHOTS}/${brand}-${testInfo.project.name}-menu.png` });
  }
});
