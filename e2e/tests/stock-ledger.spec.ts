// The stock ledger and reorder points in the back office (issue 33; docs/inventory.md), without JavaScript: the Kraków
// city manager adds a reorder point by a product's EAN, sees what to order and downloads it, is told in Polish when
// a target is below its minimum; a write-off shows in the ledger with its reason, document and who made it, the ledger
// downloads as CSV, and a product's offers page opens its movements across the stores.
import { readFileSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { apiToken, bearer, DEMO_PASSWORD } from "./shoppers";

const KRAKOW_MANAGER = "manager.krakow@smokepoint.test";

interface Store {
  id: number;
  label: string;
  city: { slug: string };
}
interface Movement {
  product: { id: number; sku: string; ean: string | null; name: string };
  quantityAfter: number;
}

/** A page without JavaScript, signed in with the token's session cookie. */
async function plainPage(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, acceptDownloads: true });
  await confirmedAdult(context, baseURL);
  await context.addCookies([{ name: "session", value: token, url: baseURL }]);
  return context.newPage();
}

const csvOf = async (page: Page, link: string) => {
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator(link).click()]);
  const path = await download.path();
  return readFileSync(path, "utf8");
};

test("a city manager keeps reorder points and reads the ledger, without JavaScript", async ({ browser, request, baseURL }) => {
  const manager = await apiToken(request, KRAKOW_MANAGER, DEMO_PASSWORD);
  const stores = ((await (await request.get("/api/v1/staff/stock/stores", { headers: bearer(manager) })).json()) as { items: Store[] })
    .items;
  const store = stores[0] as Store;
  expect(store.city.slug).toBe("krakow");
  // A product the store holds (its opening balance), with a barcode.
  const opening = (
    (await (await request.get(`/api/v1/staff/stock/movements?store=${store.id}&kind=opening`, { headers: bearer(manager) })).json()) as {
      items: Movement[];
    }
  ).items.find((movement) => movement.product.ean && movement.quantityAfter >= 3) as Movement;
  const { product } = opening;
  const page = await plainPage(browser, baseURL as string, manager);

  // A reorder point far above what any store holds: the product is to reorder.
  await page.goto(`/pl/admin/stock/reorder?store=${store.id}`);
  const add = page.locator("[data-reorder-add]");
  await add.locator('[name="code"]').fill(product.ean as string);
  await add.locator('[name="min"]').fill("999999");
  await add.locator('[name="target"]').fill("1000000");
  await add.locator('button[value="add"]').click();
  await expect(page.getByText("Dodano punkt zamawiania.")).toBeVisible();
  await expect(page.locator(`[data-reorder-due] [data-reorder-line="${product.id}"]`)).toContainText(product.sku);
  const csv = await csvOf(page, "[data-reorder-csv]");
  expect(csv.startsWith("\uFEFFstore_id,store,product_id,sku,ean,product,units,min,target,to_order\r\n")).toBe(true);
  expect(csv).toContain(`,${product.id},${product.sku},${product.ean},`);

  // A target below the minimum is refused beside the rule, in Polish, keeping what was typed.
  const rule = page.locator(`[data-reorder-rule="${product.id}"]`);
  await rule.locator('[name="min"]').fill("10");
  await rule.locator('[name="target"]').fill("5");
  await rule.locator('button[value="save"]').click();
  await expect(page.locator(`[data-reorder-rule="${product.id}"] [role="alert"]`)).toHaveText("Stan docelowy: nie mniej niż minimum (10).");
  await expect(page.locator(`[data-reorder-rule="${product.id}"] [name="min"]`)).toHaveValue("10");

  // A write-off, then the ledger: the movement with its reason, its document and who made it.
  const writeOff = await request.post("/api/v1/staff/stock/write-offs", {
    headers: bearer(manager),
    data: { store: store.id, reason: "damaged", note: "e2e: upuszczony", lines: [{ product: product.id, quantity: 1 }] },
  });
  expect(writeOff.status()).toBe(201);
  const documentId = ((await writeOff.json()) as { id: number }).id;
  await page.goto(`/pl/admin/stock/ledger?store=${store.id}&product=${product.ean}&kind=write-off`);
  const row = page.locator("[data-stock-ledger] tr").first();
  await expect(row).toContainText("Odpis: Uszkodzony");
  await expect(row).toContainText("−1");
  await expect(row).toContainText("e2e: upuszczony");
  await expect(row.getByRole("link", { name: `Dokument nr ${documentId}` })).toHaveAttribute(
    "href",
    `/pl/admin/stock/adjustments?store=${store.id}#adjustment-${documentId}`,
  );
  await row.getByRole("link", { name: "Tomasz Wiśniewski" }).click();
  await expect(page).toHaveURL(/email=manager\.krakow%40smokepoint\.test/);
  await expect(page.locator("[data-stock-ledger] tr").first()).toContainText("e2e: upuszczony");
  const ledgerCsv = await csvOf(page, "[data-stock-ledger-csv]");
  expect(ledgerCsv.startsWith("\uFEFFid,at,at_utc,store_id,")).toBe(true);
  expect(ledgerCsv).toContain(",write-off,damaged,-1,");

  // From the product's offers page: its movements in every store the manager runs.
  await page.goto(`/en/admin/offers?product=${product.id}`);
  await page.locator("[data-offers-ledger]").click();
  await expect(page.locator("[data-stock-ledger-scope]")).toContainText("in all your stores");
  const shown = await page.locator("[data-stock-ledger] tr").count();
  expect(shown).toBeGreaterThan(1);
  await expect(page.locator("[data-stock-ledger]")).not.toContainText("Warsaw:");
});
