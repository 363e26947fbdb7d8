import type { Page } from "@playwright/test";

/** The `/{lang}` page: the list of cities in that language. */
export class CityListPage {
  constructor(readonly page: Page) {}

  async open(lang: string) {
    const response = await this.page.goto(`/${lang}`);
    return response;
  }

  heading() {
    return this.page.getByRole("heading", { level: 1 });
  }

  cityNames() {
    return this.page.locator("li[data-city]").allInnerTexts();
  }

  languageLink(lang: string) {
    return this.page.getByRole("navigation").getByRole("link", { name: lang, exact: true });
  }
}
