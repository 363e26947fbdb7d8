// The reports' browser tests' common steps (reports.spec.ts, reports-more.spec.ts): a signed-in page without
// JavaScript, and a sale today to report on.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { confirmedAdult } from "./pages";
import { newShopper, placePickupOrder, productsInStock } from "./shoppers";

/** A page without JavaScript, signed in with the token's session cookie. */
export async function plainPage(browser: Browser, baseURL: string, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, acceptDownloads: true });
  await confirmedAdult(context, baseURL);
  await context.addCookies([{ name: "session", value: token, url: baseURL }]);
  return context.newPage();
}

/** A sale today: a new shopper's pickup order of a product in stock in the city (with a coupon when given); its product. */
export async function saleToday(request: APIRequestContext, baseURL: string, city = "warszawa", couponCode?: string): Promise<number> {
  const shopper = await newShopper(request, baseURL, "reports");
  const [product] = await productsInStock(request, () => true, city);
  const productId = product?.id as number;
  await placePickupOrder(request, shopper, city, productId, couponCode);
  return productId;
}
