// Transfers between stores end to end (issue 33; docs/inventory.md "Transfers"), without JavaScript on a tablet:
// Kraków's manager sends units from a Kraków store to a Warsaw store and ships them; the Warsaw store's staff (an
// admin) receive fewer than were sent, giving a reason; the discrepancy is marked on the list until it is settled.
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { apiToken, bearer, DEMO_PASSWORD, signInInBrowser } from "./shoppers";

const TABLET = { width: 768, height: 1024 };

async function staffWithoutScript(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: TABLET });
  await confirmedAdult(context, baseURL);
  const page = await context.newPage();
  await signInInBrowser(page, email, DEMO_PASSWORD, "/en/admin");
  return page;
}

test("a transfer from Kraków to Warsaw is drafted, shipped, received short and settled, all without JavaScript", async ({
  browser,
  request,
  baseURL,
}) => {
  const admin = await apiToken(request, "admin@smokepoint.test", DEMO_PASSWORD);
  const stores = (await (await request.get("/api/v1/staff/stock/stores", { headers: bearer(admin) })).json()) as {
    items: Array<{ id: number; city: { slug: string } }>;
  };
  const krakow = stores.items.find((store) => store.city.slug === "krakow")?.id as number;
  const warsaw = stores.items.find((store) => store.city.slug === "warszawa")?.id as number;
  const unique = `transfer-${Date.now().toString(36)}`;
  const created = await request.post("/api/v1/staff/products", {
    headers: bearer(admin),
    data: {
      slug: unique,
      kind: "simple",
      categoryId: 1,
      brandId: null,
      tpd: false,
      attributeValueIds: [],
      bundleItems: [],
      texts: { en: { name: `E2E ${unique}`, shortDescription: "", description: "", seoTitle: "", seoDescription: "" } },
    },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as { id: number };
  const offer = (storeStock: Record<number, number>) => ({
    visible: true,
    price: 2990,
    salePrice: null,
    stock: 0,
    storeStock,
    franchisePrice: null,
    wholesaleTiers: [],
  });
  const offers = await request.put(`/api/v1/staff/products/${product.id}/offers`, {
    headers: bearer(admin),
    data: {
      offers: [
        { city: "krakow", offer: offer({ [krakow]: 5 }) },
        { city: "warszawa", offer: offer({}) },
      ],
    },
  });
  expect(offers.status()).toBe(200);

  // Kraków's manager drafts the transfer and ships it.
  const manager = await staffWithoutScript(browser, baseURL as string, "manager.krakow@smokepoint.test");
  await manager.goto(`/en/admin/stock/transfers/new?store=${krakow}`);
  const form = manager.locator("[data-transfer-form]");
  await form.locator('select[name="to"]').selectOption(String(warsaw));
  await form.locator('input[name="note"]').fill("For the weekend");
  await form.locator('input[name="lines.0.product"]').fill(`#${product.id}`);
  await form.locator('input[name="lines.0.quantity"]').fill("3");
  await form.locator('button[name="intent"][value="create"]').click();
  await expect(manager).toHaveURL(/\/en\/admin\/stock\/transfers\/\d+\?notice=created$/);
  const id = Number(/transfers\/(\d+)/.exec(manager.url())?.[1]);
  await expect(manager.locator('[data-transfer-status="draft"]').first()).toBeVisible();
  await manager.locator('button[name="intent"][value="ship"]').click();
  await expect(manager.locator('[data-transfer-status="shipped"]').first()).toBeVisible();
  await expect(manager.locator("[data-in-transit]")).toContainText("3 units");
  // The manager sees it in transit, and does not receive for Warsaw.
  await expect(manager.locator("[data-transfer-receive]")).toHaveCount(0);

  // The Warsaw store's staff receive 2 of 3, saying why.
  const staff = await staffWithoutScript(browser, baseURL as string, "admin@smokepoint.test");
  await staff.goto(`/en/admin/stock/transfers/${id}`);
  const receipt = staff.locator("[data-transfer-receive]");
  await receipt.locator('input[name="received.0"]').fill("2");
  await receipt.locator('button[name="intent"][value="receive"]').click();
  await expect(staff.locator("[data-transfer-receive]")).toContainText("Line 1: say why 1 unit did not arrive.");
  await staff.locator('[data-transfer-receive] input[name="reason.0"]').fill("Box torn");
  await staff.locator('[data-transfer-receive] button[name="intent"][value="receive"]').click();
  await expect(staff.locator('[data-transfer-status="received"]').first()).toBeVisible();
  await expect(staff.locator("[data-open-discrepancy]")).toBeVisible();

  await staff.goto(`/en/admin/stock/transfers?store=${warsaw}&discrepancy=open`);
  await expect(staff.locator(`[data-transfer="${id}"] [data-open-discrepancy]`)).toBeVisible();

  // Lost on the way: written off (nothing is posted), and no longer open.
  await staff.goto(`/en/admin/stock/transfers/${id}`);
  const settle = staff.locator(`[data-transfer-resolve="${product.id}"]`);
  await settle.locator('input[name="resolution"][value="written-off"]').check();
  await settle.locator('input[name="note"]').fill("Broken in the van");
  await settle.locator('button[name="intent"][value="resolve"]').click();
  await expect(staff.getByText("The discrepancy was settled.")).toBeVisible();
  await expect(staff.locator("[data-open-discrepancy]")).toHaveCount(0);
  await staff.goto(`/en/admin/stock/transfers?store=${warsaw}&discrepancy=open`);
  await expect(staff.locator(`[data-transfer="${id}"]`)).toHaveCount(0);

  const transfer = (await (await request.get(`/api/v1/staff/stock/transfers/${id}`, { headers: bearer(admin) })).json()) as {
    status: string;
    lines: Array<{ quantity: number; received: number; resolution: { kind: string } | null }>;
  };
  expect(transfer).toMatchObject({ status: "received", lines: [{ quantity: 3, received: 2, resolution: { kind: "written-off" } }] });
});
