import { expect, test } from "./fixtures";
import { confirmedAdult, cookieMap, ShopPage, withActiveCity } from "./pages";

// HTTP-level checks of the server's guards (the first request), without following redirects.
const get = (request: import("@playwright/test").APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { maxRedirects: 0, headers });

test.describe("locale guard", () => {
  test("/ negotiates the locale (cookie, Accept-Language, default) and goes to the city chooser", async ({ request }) => {
    expect((await get(request, "/")).headers().location).toBe("/en/select-city");
    expect((await get(request, "/", { "Accept-Language": "de-DE,uk;q=0.8" })).headers().location).toBe("/uk/select-city");
    expect((await get(request, "/", { Cookie: "locale=ru", "Accept-Language": "pl" })).headers().location).toBe("/ru/select-city");
    const withCity = await get(request, "/", { Cookie: "locale=pl; citySlug=krakow; cityId=2" });
    expect(withCity.status()).toBe(302);
    expect(withCity.headers().location).toBe("/pl/krakow");
  });

  test("/{city}/... without a locale goes to /{lang}/select-city", async ({ request }) => {
    for (const path of ["/krakow", "/krakow/", "/krakow/cart"]) {
      const response = await get(request, path, { "Accept-Language": "pl" });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/pl/select-city");
    }
  });

  test("an unknown locale prefix is replaced by the negotiated one, the page kept", async ({ request }) => {
    expect((await get(request, "/de/krakow/cart?x=1")).headers().location).toBe("/en/krakow/cart?x=1");
  });
});

test.describe("city guard", () => {
  test("a path without a city goes to the active city, else to the city chooser", async ({ request }) => {
    expect((await get(request, "/en")).headers().location).toBe("/en/select-city");
    expect((await get(request, "/uk", { Cookie: "citySlug=gdansk; cityId=4" })).headers().location).toBe("/uk/gdansk");
    expect((await get(request, "/en/cart", { Cookie: "citySlug=krakow" })).headers().location).toBe("/en/krakow/cart");
  });

  test("an unknown city redirects to the active city", async ({ request }) => {
    expect((await get(request, "/en/atlantis/checkout", { Cookie: "citySlug=wroclaw" })).headers().location).toBe("/en/wroclaw/checkout");
    expect((await get(request, "/en/atlantis")).headers().location).toBe("/en/select-city");
  });

  test("the city chooser, the blog and a blog article skip the city check", async ({ request }) => {
    for (const path of ["/en/select-city", "/uk/blog", "/pl/blog/article/how-to-clean-a-hookah"])
      expect((await get(request, path)).status(), path).toBe(200);
  });

  test("a different valid city becomes the active city (citySlug and cityId cookies)", async ({ page, context, baseURL }) => {
    await confirmedAdult(context, baseURL ?? "");
    await withActiveCity(context, baseURL ?? "", "warszawa", 1);
    await page.goto("/en/gdansk/cart");
    const cookies = await cookieMap(context);
    expect(cookies.citySlug?.value).toBe("gdansk");
    expect(cookies.cityId?.value).toBe("4");
    expect(cookies.citySlug?.httpOnly).toBe(false);
    // Now /en goes to the new active city.
    await page.goto("/en");
    await expect(page).toHaveURL(/\/en\/gdansk$/);
  });
});

test.describe("authentication guard", () => {
  test("the cabinet sends an unauthenticated visitor to the localised root (then the active city)", async ({ request }) => {
    for (const path of ["/uk/krakow/cabinet", "/uk/krakow/cabinet/coupons", "/uk/krakow/cabinet/personal-data"]) {
      const response = await get(request, path, { Cookie: "citySlug=krakow" });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/uk/krakow");
    }
  });
});

test.describe("server redirect lookup", () => {
  test("answers the redirect table's target and status, in the request's language", async ({ request }) => {
    const temporary = await get(request, "/pl/warszawa/promo?utm_source=x");
    expect(temporary.status()).toBe(302);
    expect(temporary.headers().location).toBe("/pl/warszawa/products/sale?utm_source=x");
    const moved = await get(request, "/uk/krakow/shisha");
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/uk/krakow/categories/shisha");
  });
});

test.describe("validate checks and unknown pages", () => {
  for (const path of [
    "/en/krakow/no-such-page",
    "/en/krakow/products/Not_A_Slug",
    "/en/krakow/order-tracking/x!",
    // Well formed, but no such order.
    "/en/krakow/order-tracking/7KQ2M9XB4RT6H",
    "/en/blog/article/-bad-",
  ]) {
    test(`${path} is a 404 with the not-found screen`, async ({ page, context, baseURL }) => {
      await confirmedAdult(context, baseURL ?? "");
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
      await expect(page.getByText("Page not found")).toBeVisible();
    });
  }
});

test("a browser navigation that the guards redirect lands where the server sends it, without a page load", async ({
  page,
  context,
  baseURL,
}) => {
  await confirmedAdult(context, baseURL ?? "");
  await withActiveCity(context, baseURL ?? "", "krakow", 2);
  await page.goto("/en/krakow/no-such-page");
  // A click before the scripts ran is a plain link: the page loads, as it should, but that is not what is tested.
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const documents: string[] = [];
  const dataRequests: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (request.resourceType() === "document") documents.push(path);
    else if (path.endsWith(".data")) dataRequests.push(path);
  });
  await page.getByRole("link", { name: "Return to home page" }).click();
  await expect(page).toHaveURL(/\/en\/krakow$/);
  await expect(new ShopPage(page).heading()).toHaveText("Tobacco and hookah shop in Kraków");
  // /en is judged by the server's guards on the navigation's data request; the router follows their redirect.
  expect(documents).toEqual([]);
  expect(dataRequests.at(-1)).toBe("/en/krakow.data");
});
