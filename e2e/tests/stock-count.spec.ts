// A stock count on a phone (issue 33; docs/inventory.md "Stock counts"), at 360 px: a manager starts a count of a
// store, scans a product's barcode into the count page's field as a scanner types it (the digits, then Enter, which
// moves on to the units), types the units on the shelf and saves; the difference shows; a negative count is refused
// naming the product and the field; applying the count changes the store's units by the difference.
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { apiToken, bearer, DEMO_PASSWORD, signInInBrowser } from "./shoppers";

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

test("a count is started, a barcode scanned, the units typed and saved, and the applied count changes the store's units", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await confirmedAdult(context, baseURL as string);
  const admin = await apiToken(request, "admin@smokepoint.test", DEMO_PASSWORD);
  const stores = (await (await request.get("/api/v1/staff/stock/stores", { headers: bearer(admin) })).json()) as {
    items: Array<{ id: number; city: { slug: string } }>;
  };
  // Warsaw's last store: the other tests' orders are picked up in a city's first store.
  const store = stores.items.filter((one) => one.city.slug === "warszawa").at(-1)?.id as number;
  expect(store).toBeGreaterThan(0);

  await signInInBrowser(page, "admin@smokepoint.test", DEMO_PASSWORD, "/en/admin");
  await page.goto(`/en/admin/stock/counts?store=${store}`);
  await page.locator("[data-start-count-form]").getByRole("button", { name: "Start the count" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/stock\/counts\/\d+\?started=1$/);
  await expect(page.locator("[data-admin-notice]")).toContainText("started: scan or type the products");
  await expect(page.locator("[data-count-status]")).toHaveText("Open");

  // A product of the count with a barcode: its card says what the store holds.
  const card = page
    .locator("[data-count-line]")
    .filter({ hasText: /\d{13}/ })
    .last();
  const ean = /\d{13}/.exec((await card.textContent()) ?? "")?.[0] as string;
  const expected = Number(await card.getAttribute("data-expected"));
  const counted = expected + 2;

  // This browser has no barcode detector (Chromium on Linux): no camera button, the field takes a scanner or typing.
  await expect(page.locator("[data-barcode-camera]")).toHaveCount(0);

  // A negative count is refused, naming the product and the field; nothing is stored.
  const code = page.locator("[data-count-code]");
  const units = page.locator("[data-count-quantity]");
  await expect(code).toBeFocused();
  await code.pressSequentially(ean);
  await code.press("Enter");
  await expect(units).toBeFocused();
  await units.fill("-1");
  await page.locator("[data-count-scan-form]").getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-count-scan-form] [role=alert]")).toContainText(/The counted units of “.+” cannot be negative \(-1\)/);
  await expect(units).toHaveAttribute("aria-invalid", "true");

  // As a scanner types it: the digits, then Enter (to the units); then the units and Save.
  await code.fill("");
  await code.pressSequentially(ean);
  await code.press("Enter");
  await expect(units).toBeFocused();
  await units.fill(String(counted));
  await page.locator("[data-count-scan-form]").getByRole("button", { name: "Save" }).click();
  await expect(page.locator("[data-admin-notice]")).toContainText(`counted ${counted}, expected ${expected}, difference +2.`);
  // Ready for the next scan.
  await expect(code).toBeFocused();
  await expect(code).toHaveValue("");

  await page.getByRole("link", { name: "With a difference" }).click();
  const line = page.locator("[data-count-line]").filter({ hasText: ean });
  await expect(line).toHaveAttribute("data-difference", "2");
  await expect(line.locator("[data-count-difference]")).toHaveText("+2");
  await expect(page.locator('[data-count-total="differences"] dd')).toHaveText("1");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Nothing changed in the store until the manager applies the count.
  const before = Number(await line.getAttribute("data-units"));
  expect(before).toBe(expected);
  await page.locator("[data-count-apply-form]").getByRole("button", { name: "Apply the count" }).click();
  await expect(page.locator("[data-admin-notice]")).toContainText("applied: its differences are in the store's stock.");
  await expect(page.locator("[data-count-status]")).toHaveText("Applied");
  await expect(line).toHaveAttribute("data-units", String(counted));
  await expect(line).toContainText("Posted: +2");
  await expect(page.locator("[data-count-scan-form]")).toHaveCount(0);

  // The store's units as every stock page reads them.
  const found = (await (
    await request.get("/api/v1/staff/stock/products", { headers: bearer(admin), params: { q: ean, store } })
  ).json()) as { items: Array<{ ean: string; quantity: number }> };
  expect(found.items.find((item) => item.ean === ean)?.quantity).toBe(counted);
});

test("where the browser has a barcode detector, the camera's barcode fills the scan field and moves on to the units", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await confirmedAdult(context, baseURL as string);
  const admin = await apiToken(request, "admin@smokepoint.test", DEMO_PASSWORD);
  const stores = (await (await request.get("/api/v1/staff/stock/stores", { headers: bearer(admin) })).json()) as {
    items: Array<{ id: number; city: { slug: string } }>;
  };
  const store = stores.items.filter((one) => one.city.slug === "krakow").at(-1)?.id as number;
  const started = await request.post("/api/v1/staff/stock/counts", { headers: bearer(admin), data: { store } });
  expect(started.status()).toBe(201);
  const countId = ((await started.json()) as { id: number }).id;
  const count = (await (await request.get(`/api/v1/staff/stock/counts/${countId}`, { headers: bearer(admin) })).json()) as {
    lines: Array<{ product: { ean: string | null; name: string } }>;
  };
  const product = count.lines.find((line) => line.product.ean)?.product as { ean: string; name: string };

  // Chromium on Linux has no BarcodeDetector and this machine no camera: the page gets a detector that reads this
  // product's EAN and a camera stream drawn on a canvas. What is tested is the page's side: the button shows, the
  // camera starts, the code read goes into the field, and the units are next.
  await context.addInitScript((ean: string) => {
    const scope = window as unknown as { BarcodeDetector: unknown; detectorFormats: unknown };
    scope.BarcodeDetector = class {
      constructor(options: { formats?: string[] }) {
        scope.detectorFormats = options.formats;
      }
      async detect() {
        return [{ rawValue: ean }];
      }
    };
    const getUserMedia = async () => {
      const canvas = document.createElement("canvas");
      canvas.width = 64;
      canvas.height = 48;
      canvas.getContext("2d")?.fillRect(0, 0, 64, 48);
      return canvas.captureStream();
    };
    Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  }, product.ean);

  await signInInBrowser(page, "admin@smokepoint.test", DEMO_PASSWORD, "/en/admin");
  const response = await page.goto(`/en/admin/stock/counts/${countId}`);
  expect(response?.headers()["permissions-policy"]).toContain("camera=(self)");
  await page.getByRole("button", { name: "Scan with the camera" }).click();
  await expect(page.locator("[data-count-code]")).toHaveValue(product.ean);
  await expect(page.locator("[data-count-quantity]")).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { detectorFormats: unknown }).detectorFormats)).toEqual(["ean_13"]);
  await page.keyboard.type("3");
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-admin-notice]")).toContainText(`Saved “${product.name}”: counted 3`);
  expect((await request.post(`/api/v1/staff/stock/counts/${countId}/cancel`, { headers: bearer(admin) })).status()).toBe(200);
});
