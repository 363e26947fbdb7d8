// The back office's reports (issue 36; docs/back-office.md "Reports"), without JavaScript: after a sale today, the demo
// admin opens the sales report from the navigation, sees the chart (an SVG image drawn on the server) and its table,
// groups it by week through the filters' form, downloads it as CSV, and splits the period's sales by payment method.
// Both pages fit a tablet (768 px) with no serious accessibility issue, and show texts, not their keys, in Ukrainian.
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { confirmedAdult, ShopPage } from "./pages";
import { plainPage, saleToday } from "./reports-fixture";
import { apiToken, DEMO_PASSWORD, signInInBrowser } from "./shoppers";

const ADMIN = "admin@smokepoint.test";

test("the demo admin reads the sales report, groups it by week and downloads it, without JavaScript", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await saleToday(request, baseURL as string);
  const page = await plainPage(browser, baseURL as string, await apiToken(request, ADMIN, DEMO_PASSWORD));

  await page.goto("/en/admin");
  await page.getByRole("navigation", { name: "Back office sections" }).getByRole("link", { name: "Reports" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/reports$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sales over time");
  // The chart: one image named by its title, a point for each of the 30 days, the previous period dashed beside it.
  const chart = page.getByRole("img", { name: "Revenue with VAT per day" });
  await expect(chart).toBeVisible();
  await expect(chart.locator("[data-point]")).toHaveCount(30);
  await expect(chart.locator('[data-series="previous"]')).toHaveAttribute("stroke-dasharray", /\d/);
  // The table beneath: a row per day, today's with the order.
  const rows = page.locator("[data-report-table] tr");
  await expect(rows).toHaveCount(30);
  expect(Number(await rows.last().locator("td").first().innerText())).toBeGreaterThanOrEqual(1);
  expect(Number(await page.locator('[data-report-total="orders"] [data-value]').getAttribute("data-value"))).toBeGreaterThanOrEqual(1);

  // By week, through the form (a plain GET form: the address is the report).
  const form = page.locator("form[data-report-filters]");
  await form.locator('[name="bucket"]').selectOption("week");
  await form.getByRole("button", { name: "Show report" }).click();
  await expect(page).toHaveURL(/bucket=week/);
  await expect(page.getByRole("img", { name: "Revenue with VAT per week" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Sales per period" }).locator("thead th").first()).toHaveText("Week from");

  // The CSV: the same filters, the API's file passed through (a byte order mark, then the header line).
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("[data-report-csv]").click()]);
  expect(download.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv.startsWith("\uFEFFweek,orders,units,revenue_gross_pln,revenue_net_pln,discount_pln,average_order_pln\r\n")).toBe(true);

  // By payment method: the order paid in the store is named in the page's words.
  await page.getByRole("navigation", { name: "Reports", exact: true }).getByRole("link", { name: "Sales by dimension" }).click();
  const by = page.locator("form[data-report-filters]");
  await by.locator('[name="by"]').selectOption("payment");
  await by.getByRole("button", { name: "Show report" }).click();
  await expect(page.getByRole("img", { name: "Revenue with VAT — Payment method" })).toBeVisible();
  await expect(page.locator('[data-report-row="in-store"] th')).toHaveText("In the store");
});

test("the report pages fit a tablet, in every text, with no serious accessibility issue", async ({ page, request, baseURL }) => {
  test.setTimeout(90_000);
  // With a sale, the scans see the chart, the bars and the tables.
  await saleToday(request, baseURL as string);
  await confirmedAdult(page.context(), baseURL as string);
  await signInInBrowser(page, ADMIN, DEMO_PASSWORD, "/en/admin");
  await page.setViewportSize({ width: 768, height: 1024 });
  const shop = new ShopPage(page);
  for (const path of [
    "/en/admin/reports?bucket=week&measure=averageOrder",
    "/en/admin/reports/breakdown?by=product",
    "/uk/admin/reports",
    "/uk/admin/reports/breakdown?by=payment",
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.locator("h1")).toBeVisible();
    expect(await page.locator("main").innerText(), `${path}: a text key shows instead of its text`).not.toMatch(/\breports\.[a-z]/);
    await shop.expectNoHorizontalOverflow();
    if (path.startsWith("/en/")) await shop.expectNoSeriousA11yViolations();
  }
});
