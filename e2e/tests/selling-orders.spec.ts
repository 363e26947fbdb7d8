// After the order (issue 18), at 1440 and 360 px: the order page shows the id in readable groups, a thumbnail
// per line and the lines in the cart's order; the id is found however it is typed (lower case, no dashes);
// "Buy again" in the cabinet puts the lines back in the cart and the "cart changed" dialog tells what could not
// go back as it was; the contacts page says whether each store is open now. Screenshots of the order page and
// of the contacts page in the three brands go to /tmp/shots/orders.
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { BRAND_PORTS, shopUrl } from "./servers";
import { bearer, type CatalogueItem, newShopper, productsInStock, type Shopper, setStock } from "./shoppers";

const SHOTS = "/tmp/shots/orders";
const CITY = "warszawa";
const GROUPED = /^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{5}$/;
const COURIER = { method: "courier", street: "Długa", streetNumber: "5", zipCode: "00-238", country: "Polska" };

/** An order of these lines (added to the cart in this order), picked up and paid in store, or (`pickup` false: a brand
 * without pickup) sent by courier and paid online. */
async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  lines: Array<{ productId: number; quantity: number }>,
  pickup = true,
) {
  const headers = bearer(shopper.token);
  for (const line of lines) {
    const added = await request.post("/api/v1/cart/items", { headers, data: { city: CITY, ...line } });
    expect(added.ok()).toBe(true);
  }
  const options = (await (await request.get("/api/v1/checkout/options", { headers, params: { city: CITY } })).json()) as {
    stores: { id: number; slots: string[]; complete: boolean }[];
  };
  const store = pickup ? options.stores.find((s) => s.slots.length > 0 && s.complete) : undefined;
  const placed = await request.post("/api/v1/orders", {
    headers: { ...headers, "Idempotency-Key": `e2e-orders-${Date.now()}-${Math.random()}` },
    data: {
      city: CITY,
      contact: { firstName: "Olena", lastName: "Tester", phone: "+48 600 100 200" },
      delivery: store ? { method: "local-pickup", storeId: store.id, pickupAt: store.slots[2] ?? store.slots[0] } : COURIER,
      payment: store ? "in-store" : "online",
      acceptTerms: true,
      adult: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: { id: string } }).order.id;
}

/** The shopper signed in in this browser: the session cookie carries their token. */
async function signedIn(context: BrowserContext, origin: string, shopper: Shopper) {
  await confirmedAdult(context, origin);
  await context.addCookies([{ name: "session", value: shopper.token, url: origin }]);
}

/** Each store's "open now" line agrees with today's row of its hours table, read in shop time. */
async function expectOpenStates(page: Page) {
  const stores = page.locator("[data-store]");
  expect(await stores.count()).toBeGreaterThan(0);
  const clock = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Warsaw",
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = Object.fromEntries(clock.formatToParts(new Date()).map((part) => [part.type, part.value]));
  const day = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(parts.weekday as string) + 1;
  const now = `${parts.hour}:${parts.minute}`;
  for (const store of await stores.all()) {
    const hours = (await store.locator(`[data-day="${day}"] td`).textContent())?.trim() ?? "";
    const [opens, closes] = hours.split("–");
    const state = store.locator("[data-open-state]");
    if (opens && closes && opens <= now && now < closes) await expect(state).toHaveText(`Open now · closes at ${closes}`);
    else await expect(state).toHaveText(/^Closed · opens (tomorrow |on \w+ )?at \d\d:\d\d$/);
  }
}

test("an order reads well, is found however its id is typed, and is bought again from the cabinet", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const origin = baseURL as string;
  const shopper = await newShopper(request, origin, `orders-${testInfo.project.name}`);
  const products = await productsInStock(request, (item) => !item.tpd);
  // The cart's order is not the product id order: the higher id goes in first.
  const [later, earlier] = [...products.slice(0, 2)].sort((a, b) => b.id - a.id) as [CatalogueItem, CatalogueItem];
  const id = await placeOrder(request, shopper, [
    { productId: later.id, quantity: 1 },
    { productId: earlier.id, quantity: 2 },
  ]);
  const grouped = `${id.slice(0, 4)}-${id.slice(4, 8)}-${id.slice(8)}`;
  await signedIn(context, origin, shopper);

  // Tracking: the id typed in lower case without dashes finds the order at its canonical address.
  await page.goto(`/en/${CITY}/order-tracking`);
  await page.getByLabel("Order number").fill(id.toLowerCase());
  await page.getByRole("button", { name: "Find the order" }).click();
  await expect(page).toHaveURL(new RegExp(`/en/${CITY}/order-tracking/${id}$`));
  // The groups are joined by non-breaking hyphens on the page (the id never breaks inside).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${grouped.replaceAll("-", "\u2011")}`);
  expect(grouped).toMatch(GROUPED);
  // The lines in the cart's order, each with its thumbnail (loaded, sized, named).
  const rows = page.locator("[data-order-item]");
  await expect(rows).toHaveCount(2);
  expect(await rows.evaluateAll((all) => all.map((row) => row.getAttribute("data-order-item")))).toEqual([later.slug, earlier.slug]);
  for (const [index, product] of [later, earlier].entries()) {
    const thumb = rows.nth(index).locator("img[data-order-thumb]");
    await thumb.scrollIntoViewIfNeeded();
    await expect(thumb).toHaveAttribute("alt", product.name);
    await expect(thumb).toHaveAttribute("loading", "lazy");
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  // A grouped, lower-case address goes to the canonical one.
  await page.goto(`/en/${CITY}/order-tracking/${grouped.toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`/en/${CITY}/order-tracking/${id}$`));

  // Buy again: only 1 of the 2 ordered units of one product is left today.
  await setStock(request, earlier.id, 1);
  try {
    await page.goto(`/en/${CITY}/cabinet/orders`);
    const row = page.locator(`[data-order-row][data-order-id="${id}"]`);
    await expect(row.getByRole("link", { name: `Order ${grouped}` })).toHaveText(grouped);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await row.getByRole("button", { name: `Buy again: order ${grouped}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/${CITY}/cart$`));
    const dialog = page.locator("[data-cart-changes]");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(earlier.name);
    await dialog.locator("[data-cart-changes-close]").click();
    await expect(dialog).toHaveCount(0);
    const lines = page.locator("[data-cart-line]");
    await expect(lines).toHaveCount(2);
    expect(await lines.evaluateAll((all) => all.map((line) => line.getAttribute("data-product-slug")))).toEqual([later.slug, earlier.slug]);
  } finally {
    await setStock(request, earlier.id, 50);
  }

  // Contacts: each store says whether it is open now.
  await page.goto(`/en/${CITY}/contacts`);
  await expectOpenStates(page);
});

test("the order page and the contacts in the three brands (screenshots)", async ({ page, context, playwright }, testInfo) => {
  test.setTimeout(240_000);
  for (const brand of Object.keys(BRAND_PORTS) as (keyof typeof BRAND_PORTS)[]) {
    const origin = shopUrl(brand);
    const request = await playwright.request.newContext({ baseURL: origin });
    const shopper = await newShopper(request, origin, `orders-${brand}-${testInfo.project.name}`);
    const products = await productsInStock(request, (item) => !item.tpd);
    const id = await placeOrder(
      request,
      shopper,
      products.slice(0, 2).map((product) => ({ productId: product.id, quantity: 1 })),
      brand !== "second",
    );
    await request.dispose();
    await signedIn(context, origin, shopper);
    await page.goto(`${origin}/en/${CITY}/order-tracking/${id}`);
    await expect(page.locator("img[data-order-thumb]")).toHaveCount(2);
    for (const thumb of await page.locator("img[data-order-thumb]").all()) {
      await thumb.scrollIntoViewIfNeeded();
      await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${brand}-${testInfo.project.name}-order.png`, fullPage: true });
    await page.goto(`${origin}/en/${CITY}/contacts`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A brand without pickup may list no store; where stores are listed, each says whether it is open now.
    await expect(page.locator("[data-open-state]")).toHaveCount(await page.locator("[data-store]").count());
    await page.screenshot({ path: `${SHOTS}/${brand}-${testInfo.project.name}-contacts.png`, fullPage: true });
  }
});
