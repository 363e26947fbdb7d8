import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { CityListPage } from "./pages";

const HEADINGS = { en: "Choose your city", uk: "Оберіть своє місто", pl: "Wybierz swoje miasto", ru: "Выберите свой город" } as const;

for (const [lang, heading] of Object.entries(HEADINGS)) {
  test(`/${lang} lists the cities from the database in that language`, async ({ page, request }) => {
    const api = (await (await request.get("/api/v1/city/public")).json()) as Array<{ names: Record<string, string> }>;
    const cities = new CityListPage(page);
    const response = await cities.open(lang);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(cities.heading()).toHaveText(heading);
    await expect(page).toHaveTitle(new RegExp(heading));
    expect(await cities.cityNames()).toEqual(api.map((city) => city.names[lang]));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", "/");
  });
}

test("the language switcher opens the same page in another language", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const cities = new CityListPage(page);
  await cities.open("en");
  await cities.languageLink("pl").click();
  await expect(page).toHaveURL(/\/pl$/);
  await expect(cities.heading()).toHaveText(HEADINGS.pl);
  await expect(page.getByText("4 miasta")).toBeVisible();
  expect(errors).toEqual([]);
});

test("/ opens the default language", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/en$/);
});

test("an unknown page shows 404 with a way home", async ({ page }) => {
  const response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to home page" }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test("the page has no WCAG A/AA violations and fits the screen", async ({ page }) => {
  await new CityListPage(page).open("uk");
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("hashed assets are served with immutable cache headers", async ({ page, request }) => {
  await page.goto("/en");
  const script = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
  expect(script).toMatch(/^\/assets\//);
  const response = await request.get(script ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["content-type"]).toContain("javascript");
});
