// Accounts and test data for the shopping specs: fresh verified customers (through the shop's API and the
// test's SMTP server), staff tokens, and products picked from the demo catalogue by what a test needs.

import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { DEMO_TOTP_SECRETS, withTotpCode } from "@shop/db/demo-totp";
import { shopLink, uniqueEmail, waitForMail } from "./mail";
import { shopUrl } from "./servers";
import { sharedStaffToken } from "./staff-tokens";

export const PASSWORD = "Correct-Horse-42";

const randomOctet = () => Math.floor(Math.random() * 254) + 1;
export const DEMO_PASSWORD = "SmokePoint-demo-2026";

export interface Shopper {
  email: string;
  token: string;
}

/** A verified account made through the shop's API (the e-mail's token confirms it). */
export async function verifiedAccount(request: APIRequestContext, baseURL: string, lang: string, email: string) {
  const signUp = await request.post("/api/v1/auth/sign-up", {
    // A shopper of their own address (the shops trust X-Forwarded-For in the tests: playwright.config.ts).
    headers: { Locale: lang, "X-Forwarded-For": `10.${randomOctet()}.${randomOctet()}.${randomOctet()}` },
    data: {
      email,
      password: PASSWORD,
      repeatPassword: PASSWORD,
      firstName: "Olena",
      lastName: "Tester",
      phone: "+48 600 100 200",
      acceptTerms: true,
      adult: true,
      callbackUrl: `${baseURL}/${lang}/warszawa/auth/verify-email`,
    },
  });
  expect(signUp.status()).toBe(201);
  const token = shopLink(await waitForMail(request, email)).searchParams.get("token");
  expect((await request.post("/api/v1/auth/verify", { data: { token } })).status()).toBe(200);
}

/** A verified customer, signed in through the API. */
export async function newShopper(request: APIRequestContext, baseURL: string, label: string, lang = "en"): Promise<Shopper> {
  const email = uniqueEmail(label);
  await verifiedAccount(request, baseURL, lang, email);
  return { email, token: await apiToken(request, email, PASSWORD) };
}

/**
 * An access token of the account. The demo staff have TOTP on (issue 35): their second step is completed with a code of
 * their demo secret, and the token is shared by every worker of the run while it stays live (staff-tokens.ts).
 */
export async function apiToken(request: APIRequestContext, email: string, password: string, origin = ""): Promise<string> {
  const secret = DEMO_TOTP_SECRETS[email];
  const signIn = async () => {
    const response = await request.post(`${origin}/api/v1/auth/sign-in`, { data: { email, password } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { accessToken?: string; secondStep?: { ticket: string } };
    if (body.accessToken) return body.accessToken;
    expect(secret, `the TOTP secret of ${email}`).toBeDefined();
    return withTotpCode(secret as string, async (code) => {
      const step = await request.post(`${origin}/api/v1/auth/sign-in/second-step`, { data: { ticket: body.secondStep?.ticket, code } });
      return step.status() === 200 ? ((await step.json()) as { accessToken: string }).accessToken : null;
    });
  };
  if (!secret) return signIn();
  // The shop of `origin`; none: the projects' own shop (the default brand's, playwright.config.ts baseURL).
  const shop = origin || shopUrl("default");
  const alive = async (token: string) => (await request.get(`${origin}/api/v1/auth/iam`, { headers: bearer(token) })).status() === 200;
  return sharedStaffToken(`${shop}|${email}`, alive, signIn);
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}`, Locale: "en" });

/** Approves a shopper's business application (as the demo admin, through the staff API). */
export async function approvedBusiness(request: APIRequestContext, shopper: Shopper, kind: "wholesale" | "franchise") {
  const apply = await request.put("/api/v1/cabinet/business", {
    headers: bearer(shopper.token),
    data: { companyName: "Dym i Para Sp. z o.o.", companyAddress: "ul. Prosta 1, Warszawa", ssn: "5250001003", postalIndex: "00-850" },
  });
  expect(apply.status()).toBe(200);
  const me = (await (await request.get("/api/v1/auth/iam", { headers: bearer(shopper.token) })).json()) as { id: number };
  const admin = await apiToken(request, "admin@smokepoint.test", DEMO_PASSWORD);
  const decision = await request.post(`/api/v1/staff/business-applications/${me.id}/decision`, {
    headers: bearer(admin),
    data: { decision: "approve", kind },
  });
  expect(decision.status()).toBe(200);
}

/**
 * Signs in through the page's form; lands on `returnTo` or the cabinet. The demo staff (TOTP on) get the session of
 * apiToken as the sign-in's cookie instead: a code signs in once, and the worker's tests sign them in many times
 * (e2e/tests/second-factor.spec.ts goes through the second step's page).
 */
export async function signInInBrowser(page: Page, email: string, password: string, returnTo?: string) {
  if (DEMO_TOTP_SECRETS[email]) {
    const token = await apiToken(page.request, email, password);
    await page.goto("/en/warszawa/auth/sign-in");
    await page.context().addCookies([{ name: "session", value: token, url: new URL(page.url()).origin, httpOnly: true, sameSite: "Lax" }]);
    await page.goto(returnTo ?? "/en/warszawa/cabinet");
    return;
  }
  await page.goto(`/en/warszawa/auth/sign-in${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`);
  const form = page.locator('form[data-form="sign-in"]');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  const landing = returnTo ? returnTo.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : "/en/warszawa/cabinet";
  // A sign-in verifies an argon2 hash on purpose slowly; with two browsers busy on two cores it can pass 5 s.
  await expect(page).toHaveURL(new RegExp(`${landing}$`), { timeout: 15_000 });
}

/**
 * Finishes a back-office step-up action (issue 35) of a demo staff member: the worker's session may have proved its
 * second factor more than 5 minutes ago, and then the page asks for a fresh code, which is typed here (another worker
 * may have spent this step's code: then the next one). Resolves once `done` shows.
 */
export async function afterStepUp(page: Page, email: string, done: Locator) {
  const prompt = page.locator("[data-step-up]");
  await expect(done.or(prompt).first()).toBeVisible({ timeout: 15_000 });
  if (await done.isVisible()) return;
  await withTotpCode(DEMO_TOTP_SECRETS[email] as string, async (code) => {
    await page.locator("[data-step-up-code]").fill(code);
    await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.locator('form[data-form="step-up"] button[type="submit"]').click(),
    ]);
    await expect(done.or(page.locator("[data-step-up] [data-form-error]")).first()).toBeVisible({ timeout: 15_000 });
    return (await done.isVisible()) ? true : null;
  });
}

export interface CatalogueItem {
  id: number;
  slug: string;
  name: string;
  kind: "simple" | "bundle";
  tpd: boolean;
  availability: { inStock: boolean; count: number };
}

/** Products of a city (Warsaw by default) in stock (simple ones), in the catalogue's order. */
export async function productsInStock(
  request: APIRequestContext,
  filter: (item: CatalogueItem) => boolean,
  city = "warszawa",
): Promise<CatalogueItem[]> {
  const found: CatalogueItem[] = [];
  for (let page = 1; page <= 8 && found.length < 40; page++) {
    const response = await request.get(`/api/v1/catalogue/${city}/products`, {
      headers: { Locale: "en" },
      params: { pageSize: 48, page },
    });
    expect(response.status()).toBe(200);
    const items = ((await response.json()) as { items: CatalogueItem[] }).items;
    found.push(...items.filter((item) => item.kind === "simple" && item.availability.count >= 5 && filter(item)));
  }
  expect(found.length, "products to test with").toBeGreaterThan(0);
  return found;
}

/** Sets a product's stock in Warsaw through the staff API (the back office's stock tool). */
export async function setStock(request: APIRequestContext, productId: number, stock: number) {
  const admin = await apiToken(request, "admin@smokepoint.test", DEMO_PASSWORD);
  const response = await request.put(`/api/v1/staff/offers/warszawa/${productId}`, { headers: bearer(admin), data: { stock } });
  expect(response.status()).toBe(200);
}

/** An order placed through the API: one product, picked up in the city's first store with a free slot, paid there. */
export async function placePickupOrder(
  request: APIRequestContext,
  shopper: Shopper,
  city: string,
  productId: number,
  couponCode?: string,
): Promise<string> {
  const headers = bearer(shopper.token);
  const added = await request.post("/api/v1/cart/items", { headers, data: { city, productId, quantity: 1 } });
  expect(added.ok()).toBe(true);
  const options = (await (await request.get("/api/v1/checkout/options", { headers, params: { city } })).json()) as {
    stores: { id: number; slots: string[]; complete: boolean }[];
  };
  const store = options.stores.find((s) => s.slots.length > 0 && s.complete);
  const placed = await request.post("/api/v1/orders", {
    headers: { ...headers, "Idempotency-Key": `e2e-${city}-${productId}-${Date.now()}` },
    data: {
      city,
      contact: { firstName: "Olena", lastName: "Tester", phone: "+48 600 100 200" },
      delivery: { method: "local-pickup", storeId: store?.id, pickupAt: store?.slots[2] ?? store?.slots[0] },
      payment: "in-store",
      ...(couponCode ? { couponCode } : {}),
      acceptTerms: true,
      adult: true,
    },
  });
  expect(placed.status()).toBe(201);
  const body = (await placed.json()) as { order: { id: string; details: { couponCode: string | null } | null } };
  // The order took the coupon asked for.
  if (couponCode) expect(body.order.details?.couponCode).toBe(couponCode);
  return body.order.id;
}
