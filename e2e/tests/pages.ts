import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, expect, type Page } from "@playwright/test";

/** Visitors who already confirmed their age (the age gate has its own spec). */
export async function confirmedAdult(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: "age_confirmed", value: "1", url: baseURL }]);
}

export async function withActiveCity(context: BrowserContext, baseURL: string, slug: string, id: number) {
  await context.addCookies([
    { name: "citySlug", value: slug, url: baseURL },
    { name: "cityId", value: String(id), url: baseURL },
  ]);
}

export async function cookieMap(context: BrowserContext) {
  return Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
}

/** The shop's frame: header, main and footer of the "default" layout. */
export class ShopPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  header() {
    return this.page.locator("header").first();
  }

  /** The language links that are visible at this width (desktop header or the mobile menu). */
  async languageLink(lang: string) {
    const menu = this.page.locator("[data-mobile-menu] > summary");
    if (await menu.isVisible()) await menu.click();
    return this.page.locator(`a[data-locale="${lang}"]`).locator("visible=true");
  }

  async openCitySwitcher() {
    const menu = this.page.locator("[data-mobile-menu] > summary");
    if (await menu.isVisible()) await menu.click();
    await this.page.locator("[data-city-switcher] summary").locator("visible=true").click();
    return this.page.locator("[data-city-switcher] ul").locator("visible=true");
  }

  async expectNoSeriousA11yViolations() {
    const results = await new AxeBuilder({ page: this.page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`)).toEqual([]);
  }

  async expectNoHorizontalOverflow() {
    const overflow = await this.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
}

/** The catalogue API, for finding test data (the demo seed decides what exists). */
export async function api<T>(request: APIRequestContext, path: string, locale = "en"): Promise<T> {
  const response = await request.get(path, { headers: { Locale: locale } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

export interface ApiCard {
  slug: string;
  name: string;
  kind: "simple" | "bundle";
  tpd: boolean;
  brand: { slug: string; name: string } | null;
  category: { slug: string; name: string };
  price: { unit: number; regular: number; sale: number | null; lowest30Days: number | null };
  availability: { inStock: boolean; count: number };
}
export interface ApiListing {
  items: ApiCard[];
  total: number;
  pages: number;
  facets: { brands: { slug: string; name: string; count: number }[]; categories: { slug: string; name: string; count: number }[] };
}
export interface ApiCategory {
  slug: string;
  name: string;
  productCount: number;
  children: ApiCategory[];
}

export interface Sitemap {
  cities: { slug: string; categories: string[]; products: { slug: string }[] }[];
  articles: { slug: string }[];
}
export interface Detail extends ApiCard {
  images: string[];
  attributes: { name: string; value: string }[];
  related: ApiCard[];
  bundle: { items: { product: ApiCard; quantity: number }[]; savings: number } | null;
}
export const detail = async (request: Parameters<typeof api>[0], city: string, slug: string) =>
  (await api<{ status: string; product: Detail }>(request, `/api/v1/catalogue/${city}/products/${slug}`)).product;

/** The amount a price text shows, in grosze ("PLN 80.99" → 8099). */
export const grosze = (text: string) => Math.round(Number(text.replace(/[^\d,.]/g, "").replace(",", ".")) * 100);

/** A leaf category of warszawa with more than one page of products. */
export async function bigCategory(request: Parameters<typeof api>[0]) {
  const tree = await api<ApiCategory[]>(request, "/api/v1/catalogue/warszawa/categories");
  const leaves = tree.flatMap((top) => (top.children.length ? top.children : [top]));
  const category = leaves.find((c) => c.productCount > 24);
  if (!category) throw new Error("no category of warszawa has more than one page");
  return category;
}

/** A listing page (category, sale, search): filters, sorting, results and pages. */
export class ListingPage extends ShopPage {
  results() {
    return this.page.locator("[data-results]");
  }

  cards() {
    return this.page.locator("[data-product-card]");
  }

  async cardNames() {
    return this.cards().locator("h3").allInnerTexts();
  }

  /** The prices the cards show, in grosze (what a shopper pays: the first price of each card). */
  async cardPrices() {
    const texts = await this.cards().locator("[data-price-unit]").allInnerTexts();
    return texts.map((text) => Math.round(Number(text.replace(/[^\d,.]/g, "").replace(",", ".")) * 100));
  }

  resultCount() {
    return this.page.locator("[data-result-count]");
  }

  /** The filters: behind their button below 1024 px, beside the results above. */
  async openFilters() {
    const toggle = this.page.locator("[data-filters-toggle]");
    if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
    return this.page.locator("[data-filter-form]");
  }

  sort() {
    return this.page.getByLabel("Sort by");
  }

  pagination() {
    return this.page.getByRole("navigation", { name: "Pages" });
  }
}

/** The header's search with its suggestions (an ARIA combobox). */
export class HeaderSearch {
  constructor(readonly page: Page) {}

  box() {
    return this.page.getByRole("combobox", { name: "Search products" }).locator("visible=true");
  }

  suggestions() {
    return this.page.getByRole("listbox", { name: "Search products" }).locator("visible=true");
  }
}
