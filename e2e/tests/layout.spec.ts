import { expect, test } from "./fixtures";
import { confirmedAdult, cookieMap, ShopPage, withActiveCity } from "./pages";

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL ?? "");
});

test("the header has the logo, city, language, search, cart with its count and the account entry", async ({ page }) => {
  await page.goto("/en/krakow/products/sale");
  const shop = new ShopPage(page);
  await expect(shop.heading()).toHaveText("Sale");
  await expect(page.getByRole("link", { name: "Smoke Point – home page" })).toHaveAttribute("href", "/en/krakow");
  await expect(page.getByRole("combobox", { name: "Search products" }).locator("visible=true")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toHaveAttribute("href", "/en/krakow/cart");
  await expect(page.locator("[data-account]")).toHaveAttribute("href", "/en/krakow/auth/sign-in");
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText("Kraków");
  await expect(page.locator("footer")).toContainText("Privacy policy");
  await expect(page.locator("footer")).toContainText("Telegram");
  await shop.expectNoHorizontalOverflow();
});

test("search sends the query to the city's search page, even when typed before the page is interactive", async ({ page }) => {
  // The scripts arrive late, so the query is typed into the server-rendered box before hydration.
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/pl/wroclaw", { waitUntil: "domcontentloaded" });
  const box = page.getByRole("combobox", { name: "Szukaj produktów" }).locator("visible=true");
  await box.fill("shisha");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(box).toHaveValue("shisha");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/pl\/wroclaw\/products\/search\?q=shisha$/);
  await expect(new ShopPage(page).heading()).toHaveText("Wyniki wyszukiwania dla „shisha”");
});

test("the language switch keeps the page and saves the locale for 365 days", async ({ page, context }) => {
  await page.goto("/en/krakow/order-tracking");
  const shop = new ShopPage(page);
  await (await shop.languageLink("uk")).click();
  await expect(page).toHaveURL(/\/uk\/krakow\/order-tracking$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "uk");
  await expect(shop.heading()).toHaveText("Відстеження замовлення");
  const locale = (await cookieMap(context)).locale;
  expect(locale?.value).toBe("uk");
  const days = ((locale?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364.9);
  expect(days).toBeLessThanOrEqual(365);
});

test("the city switch opens the same page in the chosen city and makes it active", async ({ page, context, baseURL }) => {
  await withActiveCity(context, baseURL ?? "", "krakow", 2);
  await page.goto("/en/krakow/info/privacy-policy");
  const list = await new ShopPage(page).openCitySwitcher();
  await list.getByRole("link", { name: "Gdańsk" }).click();
  await expect(page).toHaveURL(/\/en\/gdansk\/info\/privacy-policy$/);
  await expect(page.getByRole("navigation", { name: "Breadcrumbs" })).toContainText("Gdańsk");
  await expect.poll(async () => (await cookieMap(context)).citySlug?.value).toBe("gdansk");
  expect((await cookieMap(context)).cityId?.value).toBe("4");
});

test("the city chooser lists the cities, makes the chosen one active, and has no search or navigation", async ({ page, context }) => {
  await page.goto("/ru/select-city");
  const shop = new ShopPage(page);
  await expect(shop.heading()).toHaveText("Выберите свой город");
  await expect(page.getByRole("list", { name: "Города" }).getByRole("link")).toHaveText([/Варшава/, /Краков/, /Вроцлав/, /Гданьск/]);
  await expect(page.getByRole("search")).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Главная навигация" })).toHaveCount(0);
  await page.getByRole("link", { name: "Вроцлав" }).click();
  await expect(page).toHaveURL(/\/ru\/wroclaw$/);
  await expect.poll(async () => (await cookieMap(context)).citySlug?.value).toBe("wroclaw");
  await shop.expectNoHorizontalOverflow();
});

for (const path of ["/en/select-city", "/uk/krakow", "/pl/krakow/checkout", "/ru/blog", "/en/krakow/missing-page"]) {
  test(`${path} is keyboard reachable and has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    const shop = new ShopPage(page);
    await shop.expectNoSeriousA11yViolations();
    await shop.expectNoHorizontalOverflow();
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveText(/.+/);
    // The visible focus ring is the brand's focus colour.
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineColor);
    expect(outline).toBe("rgb(80, 124, 255)");
  });
}

test("every page frame renders and hydrates without errors in the browser", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && problems.push(`${page.url()}: ${message.text()}`));
  const pages = {
    "/en/krakow/cart": "Cart",
    "/uk/krakow/checkout": "Оформлення замовлення",
    "/pl/krakow/auth/sign-up": "Rejestracja",
    "/ru/krakow/auth/password-restore/finish": "Новый пароль",
    "/en/krakow/info/terms-and-conditions": "Terms and conditions",
    "/en/krakow/order-tracking": "Order tracking",
    "/en/blog/article/how-to-clean-a-hookah": "How to clean a hookah after every session",
  };
  for (const [path, heading] of Object.entries(pages)) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(heading);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page).toHaveTitle(new RegExp(`^${heading.replace(/[?]/g, "\\?")} \\| Smoke Point$`));
  }
  expect(problems).toEqual([]);
});

interface Router {
  navigate: (to: string) => Promise<void>;
}

// Issue 37: after a client navigation A → B and a reload of B, Chrome keeps A's entry in the reloaded document, so
// Back before B's scripts have run is a traversal within it: the router then started on A's address over B's HTML
// (React error #418, a hydration mismatch, and the error screen). The reloaded page's scripts are held until Back is
// pressed: they start once the window has loaded (lib/deferred-scripts.ts), and an image added to that document holds
// its load event (holding the scripts' own requests is not enough: Chromium may take them from its memory cache).
test("Back pressed before a reloaded page is interactive shows the earlier page, without an error", async ({ page }) => {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on("console", (message) => message.type() === "error" && problems.push(`${page.url()}: ${message.text()}`));
  await page.addInitScript(() => {
    if (sessionStorage.getItem("e2e-hold-load") !== "1") return;
    sessionStorage.removeItem("e2e-hold-load");
    document.addEventListener("DOMContentLoaded", () => {
      const image = new Image();
      image.alt = "";
      image.src = "/e2e-hold-load.svg";
      document.body.append(image);
    });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/e2e-hold-load.svg", async (route) => {
    await held;
    await route.fulfill({ contentType: "image/svg+xml", body: '<svg xmlns="http://www.w3.org/2000/svg"/>' });
  });
  await page.goto("/en/krakow/order-tracking");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // A client navigation, as a click on a link makes once the page is interactive (the router React Router keeps there).
  await page.evaluate(() =>
    (window as unknown as { __reactRouterDataRouter: Router }).__reactRouterDataRouter.navigate("/en/krakow/info/privacy-policy"),
  );
  await expect(new ShopPage(page).heading()).toHaveText("Privacy policy");
  await page.evaluate(() => sessionStorage.setItem("e2e-hold-load", "1"));
  await page.reload({ waitUntil: "domcontentloaded" });
  const shown = () =>
    page.evaluate(() => {
      const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      return `${entry?.type}, ${document.readyState}, hydrated: ${document.documentElement.hasAttribute("data-hydrated")}`;
    });
  expect(await shown(), "the reloaded page, its scripts held").toBe("reload, interactive, hydrated: false");
  await page.evaluate(() => window.history.back());
  await expect(page).toHaveURL(/\/en\/krakow\/order-tracking$/);
  release();
  await expect(new ShopPage(page).heading()).toHaveText("Order tracking");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  // The page works: Forward shows the other page again.
  await page.goForward();
  await expect(new ShopPage(page).heading()).toHaveText("Privacy policy");
  expect(problems).toEqual([]);
});
