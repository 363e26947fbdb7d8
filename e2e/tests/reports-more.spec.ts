// The back office's reports beyond sales (issue 36; docs/back-office.md "Reports"), without JavaScript: after a sale
// today with a coupon, the demo admin goes from the sales report through the tabs to the best and weakest sellers (the
// form's choices ride along to every other report), the idle stock, the order funnel, the coupons and the stock now,
// and downloads the stock as XLSX and the products as CSV. Kraków's manager sees only Kraków in them. All five pages
// fit a tablet (768 px) with no serious accessibility issue, and show texts, not their keys, in Ukrainian too.
import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult, ShopPage } from "./pages";
import { plainPage, saleToday } from "./reports-fixture";
import { apiToken, bearer, DEMO_PASSWORD, signInInBrowser } from "./shoppers";

const ADMIN = "admin@smokepoint.test";
const KRAKOW_MANAGER = "manager.krakow@smokepoint.test";
/** A public demo coupon with no minimum order and no limit of uses (packages/db/src/seed/accounts/coupons.ts). */
const COUPON = "HOOKAH30";

/** A figure of a table's cell, as a number (the page writes counts with thousands separators). */
const figure = async (cell: Locator) => Number((await cell.innerText()).replace(/[^\d]/g, ""));

/** Submits a report's filters (a plain GET form) and waits for the report at its new address. */
async function showReport(page: Page, url: RegExp) {
  await page.locator("form[data-report-filters]").getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(url);
}

test("the demo admin goes through the products, idle stock, funnel, coupons and stock reports and downloads them, without JavaScript", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const productId = await saleToday(request, baseURL as string, "warszawa", COUPON);
  const admin = await apiToken(request, ADMIN, DEMO_PASSWORD);
  const stores = (
    (await (await request.get("/api/v1/staff/stock/stores", { headers: bearer(admin) })).json()) as { items: { id: number }[] }
  ).items;
  const page = await plainPage(browser, baseURL as string, admin);
  const tabs = page.getByRole("navigation", { name: "Reports", exact: true });
  const form = page.locator("form[data-report-filters]");

  // From the sales report to the products' through the tabs.
  await page.goto("/en/admin/reports");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sales over time");
  await tabs.getByRole("link", { name: "Products", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/reports\/products$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best and weakest sellers");
  await expect(tabs.getByRole("link", { name: "Products", exact: true })).toHaveAttribute("aria-current", "page");
  const warsaw = page.locator('[data-report-city="warszawa"]');
  await expect(warsaw.getByRole("heading", { level: 2 })).toHaveText("Warsaw");

  // Every product sold (up to 100) of retail customers: the one sold today is in Warsaw's table.
  await form.locator('[name="limit"]').selectOption("100");
  await form.locator('input[name="kinds"][value="retail"]').check();
  await showReport(page, /\/reports\/products\?(?=.*\bkinds=retail\b)(?=.*\blimit=100\b)/);
  const sold = warsaw.getByRole("table", { name: "Warsaw: best sellers" }).locator(`[data-report-row="${productId}"]`);
  await expect(sold).toBeVisible();
  expect(await figure(sold.locator("td").nth(1)), "units sold").toBeGreaterThanOrEqual(1);
  expect(await figure(sold.locator("td").nth(2)), "orders with it").toBeGreaterThanOrEqual(1);

  // The weakest sellers: the address says so, and the product (sold, so ranked) is still there.
  await form.locator('[name="order"]').selectOption("bottom");
  await showReport(page, /\/reports\/products\?(?=.*\border=bottom\b)(?=.*\blimit=100\b)(?=.*\bkinds=retail\b)/);
  await expect(warsaw.getByRole("table", { name: "Warsaw: weakest sellers" }).locator(`[data-report-row="${productId}"]`)).toBeVisible();

  // Idle stock keeps the products' choices; the product sold today is not idle, products never sold are.
  await tabs.getByRole("link", { name: "Idle stock", exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/idle-products\?(?=.*\border=bottom\b)(?=.*\blimit=100\b)(?=.*\bkinds=retail\b)/);
  await form.locator('[name="idle"]').selectOption("90");
  await showReport(page, /\/reports\/idle-products\?(?=.*\bidle=90\b)(?=.*\border=bottom\b)/);
  await expect(warsaw.locator("[data-report-table] [data-report-row]").first()).toBeVisible();
  await expect(warsaw.locator(`[data-report-row="${productId}"]`)).toHaveCount(0);

  // The funnel: today's order is placed and still open.
  await tabs.getByRole("link", { name: "Order funnel", exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/funnel\?(?=.*\bidle=90\b)(?=.*\border=bottom\b)(?=.*\blimit=100\b)(?=.*\bkinds=retail\b)/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Order funnel");
  const funnel = page.locator('[data-report-table="funnel"]');
  expect(await figure(funnel.locator('[data-report-row="placed"] td').first()), "orders placed").toBeGreaterThanOrEqual(1);
  expect(await figure(funnel.locator('[data-report-row="open"] td').first()), "orders open").toBeGreaterThanOrEqual(1);
  await expect(page.locator("[data-report-refunds]")).toBeVisible();

  // The coupons: the one used today, with all coupons together beneath.
  await tabs.getByRole("link", { name: "Coupons", exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/coupons\?(?=.*\border=bottom\b)(?=.*\bkinds=retail\b)/);
  const coupon = page.locator('[data-report-table="coupons"] tr').filter({ has: page.getByRole("rowheader", { name: COUPON }) });
  await expect(coupon).toBeVisible();
  expect(await figure(coupon.locator("td").first()), `uses of ${COUPON}`).toBeGreaterThanOrEqual(1);
  await expect(page.locator('[data-report-row="totals"] th')).toHaveText("All coupons");

  // The stock now: a row per store with units, and all stores together (the sum of the rows).
  await tabs.getByRole("link", { name: "Stock", exact: true }).click();
  await expect(page).toHaveURL(/\/reports\/stock\?(?=.*\border=bottom\b)(?=.*\bkinds=retail\b)/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stock");
  const storeRows = page.locator('[data-report-table="stock"] tr');
  await expect(storeRows).toHaveCount(stores.length);
  let units = 0;
  for (const store of stores) {
    const row = page.locator(`[data-report-table="stock"] [data-report-row="${store.id}"]`);
    const count = await figure(row.locator("td").first());
    expect(count, `units in store ${store.id}`).toBeGreaterThan(0);
    units += count;
  }
  const totals = page.locator('[data-report-row="totals"]');
  await expect(totals.locator("th")).toHaveText("All stores");
  expect(await figure(totals.locator("td").first()), "units in all stores").toBe(units);

  // The stock as XLSX: the API's file (a ZIP) under its own name.
  const [xlsx] = await Promise.all([page.waitForEvent("download"), page.locator("[data-report-xlsx]").click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^stock-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(
    readFileSync(await xlsx.path())
      .subarray(0, 2)
      .toString("latin1"),
  ).toBe("PK");

  // Back to the products: the form still shows the choices; their CSV has the API's header and today's sale.
  await tabs.getByRole("link", { name: "Products", exact: true }).click();
  await expect(form.locator('[name="order"]')).toHaveValue("bottom");
  await expect(form.locator('[name="limit"]')).toHaveValue("100");
  await expect(form.locator('input[name="kinds"][value="retail"]')).toBeChecked();
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("[data-report-csv]").click()]);
  expect(download.suggestedFilename()).toMatch(/^products-bottom-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.startsWith("\uFEFFcity,rank,product_id,sku,name,units,orders,revenue_gross_pln,revenue_net_pln\r\n")).toBe(true);
  expect(csv).toMatch(new RegExp(`^warszawa,\\d+,${productId},`, "m"));
});

test("a city manager's reports cover only their city, without JavaScript", async ({ browser, request, baseURL }) => {
  test.setTimeout(90_000);
  const productId = await saleToday(request, baseURL as string, "krakow");
  const page = await plainPage(browser, baseURL as string, await apiToken(request, KRAKOW_MANAGER, DEMO_PASSWORD));

  // Another city in the address is dropped: the report is Kraków's alone.
  const response = await page.goto("/en/admin/reports/products?limit=100&cities=warszawa");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Best and weakest sellers");
  await expect(page.locator("[data-report-city]")).toHaveCount(1);
  const krakow = page.locator('[data-report-city="krakow"]');
  await expect(krakow.locator(`[data-report-row="${productId}"]`)).toBeVisible();
  await expect(page.locator("[data-report-scope]")).toContainText("Cities: Kraków");
  // The filters offer no other city: no city to tick but Kraków, and only Kraków's stores.
  const form = page.locator("form[data-report-filters]");
  const offered = await form.locator('input[name="cities"]').evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value));
  expect(
    offered.filter((city) => city !== "krakow"),
    "cities offered besides Kraków",
  ).toEqual([]);
  await expect(form.locator("[data-report-stores] legend")).toHaveText(["Kraków"]);

  // The products' file holds Kraków's rows only.
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("[data-report-csv]").click()]);
  const lines = readFileSync(await download.path(), "utf8")
    .trimEnd()
    .split("\r\n")
    .slice(1);
  expect(lines.length).toBeGreaterThanOrEqual(1);
  for (const line of lines) expect(line.startsWith("krakow,"), line).toBe(true);

  // The stock now: Kraków's stores only.
  await page.getByRole("navigation", { name: "Reports", exact: true }).getByRole("link", { name: "Stock", exact: true }).click();
  const stores = page.locator('[data-report-table="stock"] th');
  expect(await stores.count()).toBeGreaterThanOrEqual(1);
  for (const name of await stores.allInnerTexts()) expect(name).toMatch(/^Kraków, /);
});

const PAGES = ["products?order=bottom&limit=20", "idle-products?idle=60", "coupons", "stock", "funnel"];

for (const lang of ["en", "uk"] as const) {
  test(`the five reports fit a tablet in ${lang}, with texts, not their keys${lang === "en" ? ", and no serious accessibility issue" : ""}`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // With a sale (and its coupon), the scans see the tables filled.
    await saleToday(request, baseURL as string, "warszawa", COUPON);
    await confirmedAdult(page.context(), baseURL as string);
    await signInInBrowser(page, ADMIN, DEMO_PASSWORD, `/${lang}/admin`);
    await page.setViewportSize({ width: 768, height: 1024 });
    const shop = new ShopPage(page);
    for (const report of PAGES) {
      const path = `/${lang}/admin/reports/${report}`;
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("[data-report-tabs]")).toBeVisible();
      expect(await page.locator("main").innerText(), `${path}: a text key shows instead of its text`).not.toMatch(
        /\breport(s|Pages)\.[a-z]/,
      );
      await shop.expectNoHorizontalOverflow();
      if (lang === "en") await shop.expectNoSeriousA11yViolations();
    }
  });
}
