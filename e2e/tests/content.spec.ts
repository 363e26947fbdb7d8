// Content end to end (issue 8): the blog's list and an article in every language without a city, with
// hreflang links and Article JSON-LD; an unknown article is the 404 page; the info pages and the contacts
// in four languages; a brand on the popular brands page leads to that brand's products in the city.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";

const LANGS = ["en", "uk", "pl", "ru"] as const;

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL as string);
});

async function alternates(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])));
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(data) ? data : [data];
  });
}

for (const lang of LANGS) {
  test(`the blog list and an article in ${lang}: no city in the path, hreflang links, Article JSON-LD`, async ({
    page,
    request,
    baseURL,
  }) => {
    const list = (await (await request.get("/api/v1/blog/articles", { headers: { Locale: lang } })).json()) as {
      items: { slug: string; title: string }[];
      total: number;
    };
    expect(list.total).toBeGreaterThanOrEqual(12);
    expect((await page.goto(`/${lang}/blog`))?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/${lang}/blog$`));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    const links = await alternates(page);
    for (const other of LANGS) expect(links[other]).toBe(`${baseURL}/${other}/blog`);
    const first = list.items[0] as { slug: string; title: string };
    await expect(page.locator("main")).toContainText(first.title);

    await page.locator(`main a[href="/${lang}/blog/article/${first.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/blog/article/${first.slug}$`));
    await expect(page.locator("h1")).toHaveText(first.title);
    const articleLinks = await alternates(page);
    for (const other of LANGS) expect(articleLinks[other]).toBe(`${baseURL}/${other}/blog/article/${first.slug}`);
    const article = (await jsonLd(page)).find((data) => data["@type"] === "Article" || data["@type"] === "BlogPosting");
    expect(article).toMatchObject({ headline: first.title, inLanguage: lang, datePublished: expect.any(String) });
  });
}

test("an unknown article is the 404 page", async ({ page }) => {
  expect((await page.goto("/en/blog/article/no-such-article"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
});

for (const lang of LANGS) {
  test(`the info pages and the contacts render in ${lang}`, async ({ page, request }) => {
    for (const slug of ["privacy-policy", "terms-and-conditions"]) {
      const info = (await (await request.get(`/api/v1/info/${slug}`, { headers: { Locale: lang } })).json()) as { title: string };
      expect((await page.goto(`/${lang}/warszawa/info/${slug}`))?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveText(info.title);
      expect(await page.locator("main h2").count()).toBeGreaterThan(3);
    }
    const stores = (await (await request.get("/api/v1/city/warszawa/stores", { headers: { Locale: lang } })).json()) as {
      phone: string;
    }[];
    expect((await page.goto(`/${lang}/warszawa/contacts`))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    for (const store of stores) await expect(page.locator(`main a[href="tel:${store.phone.replace(/\s/g, "")}"]`).first()).toBeVisible();
    await expect(page.locator('main a[href^="https://www.openstreetmap.org/"]')).toHaveCount(stores.length);
    await expect(page.locator('main a[href^="mailto:"]').first()).toBeVisible();
    const shops = (await jsonLd(page)).filter((data) => data["@type"] === "Store");
    expect(shops).toHaveLength(stores.length);
  });
}

test("a brand on the popular brands page leads to that brand's products in the city", async ({ page, request }) => {
  await page.goto("/en/krakow/brands");
  const tile = page.locator("main a[href*='brand=']").first();
  const href = (await tile.getAttribute("href")) as string;
  const brand = new URL(href, "http://shop.invalid").searchParams.get("brand") as string;
  await tile.click();
  await expect(page).toHaveURL(new RegExp(`/en/krakow/.*brand=${brand}`));
  // Every product of the brand in Kraków (all pages of the catalogue API).
  const expected = new Set<string>();
  for (let apiPage = 1; apiPage <= 20; apiPage++) {
    const listing = (await (
      await request.get("/api/v1/catalogue/krakow/products", { headers: { Locale: "en" }, params: { brand, pageSize: 48, page: apiPage } })
    ).json()) as { items: { slug: string; brand: { slug: string } | null }[]; pages: number };
    expect(listing.items.every((item) => item.brand?.slug === brand)).toBe(true);
    for (const item of listing.items) expected.add(item.slug);
    if (apiPage >= listing.pages) break;
  }
  expect(expected.size).toBeGreaterThan(0);
  const cards = page.locator("[data-product-card]");
  await expect(cards.first()).toBeVisible();
  const slugs = await cards.evaluateAll((found) => found.map((card) => card.getAttribute("data-product-card")));
  expect(slugs.length).toBeGreaterThan(0);
  expect(slugs.filter((slug) => !expected.has(slug as string))).toEqual([]);
});
