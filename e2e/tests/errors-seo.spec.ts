import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { shopUrl } from "./servers";

const NOT_FOUND = {
  en: ["Page not found", "Return to home page"],
  uk: ["Сторінку не знайдено", "Повернутися на головну"],
  pl: ["Nie znaleziono strony", "Wróć na stronę główną"],
  ru: ["Страница не найдена", "Вернуться на главную"],
} as const;

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL ?? "");
  await confirmedAdult(context, shopUrl("test"));
});

for (const [lang, [text, button]] of Object.entries(NOT_FOUND)) {
  test(`the not-found screen in ${lang}: status 404, heading 404, "${text}", a button to the localised root`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "citySlug", value: "krakow", url: baseURL ?? "" }]);
    const response = await page.goto(`/${lang}/krakow/nothing/here`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText(text)).toBeVisible();
    const home = page.getByRole("link", { name: button });
    await expect(home).toHaveAttribute("href", `/${lang}`);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/krakow$`));
  });
}

test("any other error shows the error object with its HTTP status and no stack", async ({ page }) => {
  const response = await page.goto(shopUrl("test", "/en/ui-kit?preview=error&status=503"));
  expect(response?.status()).toBe(503);
  const shown = JSON.parse((await page.locator("[data-error-object]").innerText()) ?? "{}");
  expect(shown).toEqual({ statusCode: 503, message: "Preview of the error screen (503)" });
  expect(await page.content()).not.toMatch(/at .+\.(js|ts):\d+/);
});

test("a page has hreflang for each locale, x-default, a canonical URL and the locale in <html lang>", async ({ page, baseURL }) => {
  await page.goto("/pl/krakow/products/sale");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(alternates).toEqual([
    ["en", `${baseURL}/en/krakow/products/sale`],
    ["uk", `${baseURL}/uk/krakow/products/sale`],
    ["pl", `${baseURL}/pl/krakow/products/sale`],
    ["ru", `${baseURL}/ru/krakow/products/sale`],
    ["x-default", `${baseURL}/en/krakow/products/sale`],
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/pl/krakow/products/sale`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Kraków/);
});

test("the home page describes the shop as an OnlineStore in JSON-LD", async ({ page, baseURL }) => {
  await page.goto("/en/warszawa");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(data).toMatchObject({
    "@context": "https://schema.org",
    "@type": "OnlineStore",
    name: "Smoke Point",
    description: expect.stringContaining("hookahs"),
    logo: `${baseURL}/brand/default/logo-light.svg`,
    image: expect.stringMatching(/^http/),
    aggregateRating: { ratingCount: 20, ratingValue: 5 },
    interactionStatistic: { userInteractionCount: 75 },
  });
  const logo = await page.request.get(data.logo);
  expect(logo.status()).toBe(200);
});

test("robots.txt lets crawlers in and keeps them off the API", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/User-agent: \*[\s\S]*Disallow: \/api\//);
});
