// The catalogue import end to end (issue 33), in a browser without JavaScript: an admin finds "Import and export" on
// the products list, a file with problems is answered by row and column, a good one is previewed per SKU and applied
// (Post/Redirect/Get), the new product is found by its EAN as typed, and the catalogue downloads as CSV.
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { DEMO_PASSWORD, signInInBrowser } from "./shoppers";

/** A valid EAN-13 for a number of this run (the check digit computed as the shop checks it). */
function ean(twelve: string): string {
  const sum = [...twelve].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

test("an admin checks a catalogue file, sees every problem by row, then applies a good one without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await confirmedAdult(context, baseURL as string);
  const page = await context.newPage();
  await signInInBrowser(page, "admin@smokepoint.test", DEMO_PASSWORD, "/en/admin/products");
  await page.locator("[data-admin-product-import]").click();
  await expect(page).toHaveURL(/\/en\/admin\/products\/import$/);

  const sku = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const code = ean(`59012${String(Date.now()).slice(-7)}`);
  const upload = async (csv: string) => {
    await page.locator("#catalogue-file").setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.locator("[data-catalogue-check]").click();
  };
  const mistyped = `${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`;
  await upload(`sku,category,tpd,ean,name_en\r\n${sku},hookahs,maybe,${mistyped},E2E import\r\n`);
  await expect(page.locator("[data-catalogue-problems] li")).toHaveText([
    "Row 2, tpd: write yes or no.",
    "Row 2, ean: the check digit (the last one) is wrong: look for a mistyped digit.",
  ]);

  await upload(`sku,category,tpd,ean,vat_rate,name_en,name_pl\r\n${sku},hookahs,no,${code},8,E2E import ${sku},Import E2E\r\n`);
  await expect(page.locator("[data-catalogue-counts]")).toHaveText("Rows: 1; new: 1, changed: 0, unchanged: 0");
  await expect(page.locator(`[data-catalogue-change="${sku}"]`)).toContainText(`E2E import ${sku}`);
  await page.locator("[data-catalogue-apply]").click();
  await expect(page.locator("[data-admin-notice]")).toContainText("1 new, 0 changed, 0 images added");

  await page.goto(`/en/admin/products?q=${encodeURIComponent(`${code.slice(0, 3)} ${code.slice(3, 7)}-${code.slice(7)}`)}`);
  await expect(page.locator("[data-admin-products-total]")).toHaveText("1 found");
  await expect(page.locator("[data-admin-product-codes]")).toHaveText(`SKU ${sku} · EAN ${code}`);

  const csv = await context.request.get("/en/admin/products/import?format=csv");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(await csv.text()).toContain(`${sku},`);
  await context.close();
});
