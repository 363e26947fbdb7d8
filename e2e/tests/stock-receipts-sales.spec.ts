// Goods receipts and counter sales in the back office (issue 33), end to end: without JavaScript a manager types a
// supplier's delivery (a bad line is named at its row and nothing is lost), posts it and sees the receipt; imports a
// delivery's CSV (preview, then post); records a register receipt and the register's day from its CSV; the shop's
// availability follows. Every page of the two sections works on a tablet in four languages.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult, ShopPage } from "./pages";
import { apiToken, bearer, DEMO_PASSWORD, signInInBrowser } from "./shoppers";

const ADMIN = "admin@smokepoint.test";

/** The admin signed in in a context of their own; `javaScript: false` makes every form a plain HTML form. */
async function adminPage(browser: Browser, baseURL: string, javaScript: boolean): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: javaScript, viewport: { width: 768, height: 1024 } });
  await confirmedAdult(context, baseURL);
  const page = await context.newPage();
  await signInInBrowser(page, ADMIN, DEMO_PASSWORD, "/en/admin");
  return page;
}

/**
 * A product of the test's own (other tests' orders cannot touch it), sold in Warsaw with `units` in its first store;
 * named on the forms by "#id" (it has no EAN).
 */
async function ownProduct(request: APIRequestContext, token: string, label: string, units: number) {
  const stores = (await (await request.get("/api/v1/staff/stock/stores", { headers: bearer(token) })).json()) as {
    items: Array<{ id: number; city: { slug: string } }>;
  };
  const store = (stores.items.find((item) => item.city.slug === "warszawa") as { id: number }).id;
  const slug = `${label}-${Date.now().toString(36)}`;
  const created = await request.post("/api/v1/staff/products", {
    headers: bearer(token),
    data: {
      slug,
      kind: "simple",
      categoryId: 1,
      brandId: null,
      tpd: false,
      attributeValueIds: [],
      bundleItems: [],
      texts: { en: { name: `E2E ${slug}`, shortDescription: "", description: "", seoTitle: "", seoDescription: "" } },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const offer = {
    visible: true,
    price: 2990,
    salePrice: null,
    stock: 0,
    storeStock: { [store]: units },
    franchisePrice: null,
    wholesaleTiers: [],
  };
  const saved = await request.put(`/api/v1/staff/products/${id}/offers`, {
    headers: bearer(token),
    data: { offers: [{ city: "warszawa", offer }] },
  });
  expect(saved.status()).toBe(200);
  return { store, product: { id, slug, code: `#${id}` } };
}

/** The store's units of the product (the product finder says what a store holds). */
const unitsOf = async (request: APIRequestContext, token: string, store: number, product: { id: number; slug: string }) => {
  const found = (await (
    await request.get(`/api/v1/staff/stock/products?q=${encodeURIComponent(product.slug)}&store=${store}`, { headers: bearer(token) })
  ).json()) as { items: Array<{ id: number; quantity: number }> };
  return found.items.find((item) => item.id === product.id)?.quantity ?? 0;
};

test("a goods receipt typed and one from a CSV, without JavaScript", async ({ browser, request, baseURL }) => {
  const token = await apiToken(request, ADMIN, DEMO_PASSWORD);
  const { store, product } = await ownProduct(request, token, "e2e-receipt", 2);
  const before = 2;
  const page = await adminPage(browser, baseURL as string, false);
  await page.goto(`/en/admin/stock/receipts/new?store=${store}`);
  const form = page.locator("form[data-receipt-form]");
  const document = `FV/E2E/${Date.now()}`;
  await form.locator('[name="supplierName"]').fill("E2E Hurt");
  await form.locator('[name="supplierDocument"]').fill(document);
  await form.locator('[name="lines.0.product"]').fill(product.code);
  await form.locator('[name="lines.0.quantity"]').fill("4");
  await form.locator('[name="lines.0.unitCost"]').fill("12,50");
  await form.locator('[name="lines.1.product"]').fill("no-such-code");
  await form.locator('[name="lines.1.quantity"]').fill("1");
  await form.locator("[data-receipt-submit]").click();
  // The bad row is named where it is; what was typed stays.
  await expect(page.locator('[data-stock-line-row="1"] [data-stock-line-error]')).toContainText("no-such-code");
  await expect(form.locator('[name="lines.0.unitCost"]')).toHaveValue("12,50");
  await form.locator('[name="lines.1.product"]').fill("");
  await form.locator('[name="lines.1.quantity"]').fill("");
  await page.locator("form[data-receipt-form] [data-receipt-submit]").click();
  await expect(page).toHaveURL(/\/en\/admin\/stock\/receipts\/\d+\?done=1$/);
  await expect(page.locator("[data-admin-notice]")).toBeVisible();
  await expect(page.locator(`[data-receipt-line="${product.id}"]`)).toContainText("PLN 12.50");
  expect(await unitsOf(request, token, store, product)).toBe(before + 4);

  // The same document again (the CSV form this time): refused, with a link to the receipt.
  await page.goto(`/en/admin/stock/receipts?store=${store}`);
  const upload = async (supplierDocument: string, csv: string) => {
    await page.locator("#receipt-import-supplier").fill("e2e hurt");
    await page.locator("#receipt-import-document").fill(supplierDocument);
    await page.locator("[data-receipt-file]").setInputFiles({ name: "delivery.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.locator("[data-receipt-preview]").click();
  };
  await upload(document.toLowerCase(), `product,quantity\n${product.code},1\n`);
  await expect(page.locator("[data-stock-earlier-document]")).toBeVisible();
  await upload(`WZ/E2E/${Date.now()}`, `name,quantity,unit_cost,product\nBowl,3,"7,50",${product.code}\n`);
  await expect(page.locator(`[data-receipt-preview-line="${product.id}"]`)).toContainText(`${before + 4} → ${before + 7}`);
  expect(await unitsOf(request, token, store, product)).toBe(before + 4);
  await page.locator("[data-receipt-apply]").click();
  await expect(page).toHaveURL(/\/en\/admin\/stock\/receipts\/\d+\?done=1$/);
  expect(await unitsOf(request, token, store, product)).toBe(before + 7);
  await page.context().close();
});

test("a register receipt and the register's day from CSV, without JavaScript", async ({ browser, request, baseURL }) => {
  const token = await apiToken(request, ADMIN, DEMO_PASSWORD);
  const { store, product } = await ownProduct(request, token, "e2e-sale", 5);
  const before = 5;
  const page = await adminPage(browser, baseURL as string, false);
  await page.goto(`/en/admin/stock/sales?store=${store}`);
  const form = page.locator("form[data-sale-form]");
  await form.locator('[name="reference"]').fill(`PAR/E2E/${Date.now()}`);
  await form.locator('[name="lines.0.product"]').fill(product.code);
  await form.locator('[name="lines.0.quantity"]').fill(String(before + 1));
  await form.locator("[data-sale-submit]").click();
  // More than the shelf holds: refused, naming the product and what is there.
  await expect(page.locator('[data-stock-line-row="0"] [data-stock-line-error]')).toContainText(`holds only ${before} units`);
  await page.locator('form[data-sale-form] [name="lines.0.quantity"]').fill("1");
  await page.locator("form[data-sale-form] [data-sale-submit]").click();
  await expect(page.locator("[data-admin-notice]")).toBeVisible();
  expect(await unitsOf(request, token, store, product)).toBe(before - 1);

  const day = `Z/E2E/${Date.now()}`;
  await page.locator("#sales-reference").fill(day);
  await page.locator("[data-sales-file]").setInputFiles({
    name: "day.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`product,quantity\n${product.code},1\n${product.code},1\n`),
  });
  await page.locator("[data-sales-preview]").click();
  await expect(page.locator(`[data-sales-preview-line="${product.id}"]`)).toContainText(`${before - 1} → ${before - 3}`);
  await page.locator("[data-sales-apply]").click();
  await expect(page.locator("[data-admin-notice]")).toBeVisible();
  // The tablet tests record sales in the same store at the same time: the day's row is found by its reference.
  await expect(page.locator("[data-sale-row]", { hasText: day })).toContainText("The register's daily CSV");
  expect(await unitsOf(request, token, store, product)).toBe(before - 3);
  await page.context().close();
});

for (const lang of ["en", "uk", "pl", "ru"]) {
  const scan = lang === "en";
  test(`the receipts' and sales' pages work on a tablet in ${lang}`, async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const token = await apiToken(request, ADMIN, DEMO_PASSWORD);
    const { store, product } = await ownProduct(request, token, `e2e-tablet-${lang}`, 3);
    const receipt = (await (
      await request.post("/api/v1/staff/stock/receipts", {
        headers: bearer(token),
        data: { store, supplierName: "Tablet", supplierDocument: `T/${lang}/${Date.now()}`, lines: [{ product: product.id, quantity: 1 }] },
      })
    ).json()) as { id: number };
    const sale = (await (
      await request.post("/api/v1/staff/stock/sales", {
        headers: bearer(token),
        data: { store, reference: `T/${lang}/${Date.now()}`, lines: [{ product: product.id, quantity: 1 }] },
      })
    ).json()) as { id: number };
    const page = await adminPage(browser, baseURL as string, true);
    const shop = new ShopPage(page);
    for (const path of [
      `admin/stock/receipts?store=${store}`,
      `admin/stock/receipts/new?store=${store}`,
      `admin/stock/receipts/${receipt.id}`,
      `admin/stock/sales?store=${store}`,
      `admin/stock/sales/${sale.id}`,
    ]) {
      const response = await page.goto(`/${lang}/${path}`);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      const prose = await page.locator("body").innerText();
      expect(prose, `${path}: a text key shows instead of its text`).not.toMatch(/\b(receipts|sales|stock)\.[a-z][A-Za-z]+\b/);
      await shop.expectNoHorizontalOverflow();
      if (scan) await shop.expectNoSeriousA11yViolations();
    }
    await page.context().close();
  });
}
