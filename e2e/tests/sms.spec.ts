// Text messages through SMSAPI (issue 33): a customer ticks "Send me text messages" at checkout (unticked by default)
// with a phone typed the Polish way, staff move the order to READY_FOR_PICKUP in the back office, and the "ready for
// pickup" SMS reaches the test's SMSAPI stand-in (e2e/sms-catcher.ts) once, with the number made E.164, the store
// and the order's link; the order page says until when the order waits in its store.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { SMS_HTTP_PORT } from "./servers";
import { type CatalogueItem, DEMO_PASSWORD, newShopper, PASSWORD, productsInStock, signInInBrowser } from "./shoppers";

interface ReceivedSms {
  to: string;
  from: string;
  text: string;
  test: boolean;
}

async function smsTo(request: APIRequestContext, to: string): Promise<ReceivedSms[]> {
  const response = await request.get(`http://127.0.0.1:${SMS_HTTP_PORT}/messages`, { params: { to } });
  return (await response.json()) as ReceivedSms[];
}

async function addToCart(page: Page, slug: string) {
  await page.goto(`/en/warszawa/products/${slug}`);
  await page.locator("form[data-add-to-cart]").first().locator('button[type="submit"]').click();
  await expect(page.locator("[data-cart-count]").first()).toContainText("1");
}

test("a customer who asked for text messages is texted when the order is ready for pickup", async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  await confirmedAdult(context, baseURL as string);
  const shopper = await newShopper(request, baseURL as string, "sms");
  const [product] = await productsInStock(request, (item) => !item.tpd);
  // A number of this run's own, typed without the country code, with spaces.
  const digits = `5${String(Date.now()).slice(-8)}`;
  const typed = `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  const e164 = `+48${digits}`;

  await signInInBrowser(page, shopper.email, PASSWORD);
  await addToCart(page, (product as CatalogueItem).slug);
  await page.goto("/en/warszawa/checkout");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.locator("form[data-checkout-form]");
  const sms = form.locator('[name="sms"]');
  await expect(sms).not.toBeChecked();
  await expect(form.locator(`label[for="${await sms.getAttribute("id")}"]`)).toContainText("Send me text messages about this order");
  await form.locator('[name="phone"]').fill(typed);
  await sms.check();
  const day = form.locator("select[data-pickup-day]");
  await day.selectOption({ index: (await day.locator("option").count()) - 1 });
  await form.locator("select[data-pickup-slot]").selectOption({ index: 1 });
  await form.locator('[name="acceptTerms"]').check();
  await page.locator("[data-place-order]").click();
  await expect(page).toHaveURL(/\/en\/warszawa\/order-tracking\/[0-9A-Z-]+\?placed=1/, { timeout: 15_000 });
  const orderId = ((/order-tracking\/([0-9A-Z-]+)/.exec(page.url()) as RegExpExecArray)[1] as string).replace(/-/g, "");
  expect(await smsTo(request, e164)).toEqual([]);

  // Staff approve it and put it on the shelf.
  const staff = await browser.newContext({ baseURL });
  await confirmedAdult(staff, baseURL as string);
  const staffPage = await staff.newPage();
  await signInInBrowser(staffPage, "admin@smokepoint.test", DEMO_PASSWORD);
  await staffPage.goto(`/en/admin/orders/${orderId}`);
  await expect(staffPage.locator("[data-admin-order-sms]")).toContainText(e164);
  for (const next of ["APPROVED", "READY_FOR_PICKUP"]) {
    await staffPage.locator(`[data-transition="${next}"]`).click();
    await expect(staffPage.locator(`[data-admin-order-history][data-to="${next}"]`)).toBeVisible();
  }
  await expect(staffPage.locator('[data-admin-order-hold="waiting"]')).toBeVisible();
  await staff.close();

  // The SMS worker sends it to SMSAPI (here the stand-in, test=1): once, in English, with the store and the link.
  await expect.poll(async () => (await smsTo(request, e164)).length, { timeout: 30_000 }).toBe(1);
  const [received] = await smsTo(request, e164);
  expect(received).toMatchObject({ from: "SmokePoint", test: true });
  expect(received?.text).toMatch(/^Smoke Point: Order [0-9A-Z-]+ is ready for pickup at .+\. We hold it until \d\d\.\d\d \d\d:\d\d\. http/);
  expect(received?.text).toContain(`/en/warszawa/order-tracking/${orderId}`);

  // The order page says where and until when it waits.
  await page.goto(`/en/warszawa/order-tracking/${orderId}`);
  await expect(page.locator('[data-pickup-hold="waiting"]')).toContainText("Your order is waiting for you at");
  await page.waitForTimeout(2_000);
  expect(await smsTo(request, e164)).toHaveLength(1);
});
