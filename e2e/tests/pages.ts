import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page } from "@playwright/test";

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
