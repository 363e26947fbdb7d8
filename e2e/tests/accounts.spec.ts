// Accounts end to end, with a real SMTP server (e2e/mail-catcher.ts): sign-up, the e-mail, verification,
// sign-in, the cabinet, log out; password restore; a business approved by staff gets its prices.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { shopLink, uniqueEmail, waitForMail } from "./mail";
import { confirmedAdult } from "./pages";
import { apiToken, DEMO_PASSWORD, PASSWORD, signInInBrowser as staffSignIn, verifiedAccount } from "./shoppers";

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL as string);
});

async function signUpInBrowser(page: Page, lang: string, email: string, firstName: string) {
  await page.goto(`/${lang}/warszawa/auth/sign-up`);
  const form = page.locator('form[data-form="sign-up"]');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.locator('[name="repeatPassword"]').fill(PASSWORD);
  await form.locator('[name="firstName"]').fill(firstName);
  await form.locator('[name="lastName"]').fill("Tester");
  await form.locator('[name="phone"]').fill("+48 600 100 200");
  await form.locator('[name="acceptTerms"]').check();
  // 18+ was answered at the age gate (the cookie): sign-up does not ask again (issue 18).
  await expect(form.getByRole("checkbox")).toHaveCount(1);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/warszawa/auth/sign-up-successful`));
}

async function signInInBrowser(page: Page, lang: string, email: string, password: string) {
  // The demo staff have TOTP on: the shared helper signs them in (e2e/tests/second-factor.spec.ts tries the page).
  if (email === "admin@smokepoint.test") return staffSignIn(page, email, password, `/${lang}/warszawa/cabinet`);
  await page.goto(`/${lang}/warszawa/auth/sign-in`);
  const form = page.locator('form[data-form="sign-in"]');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/warszawa/cabinet`));
}

for (const lang of ["en", "uk"]) {
  test(`sign-up, the e-mail's link, sign-in, the cabinet and log out (${lang})`, async ({ page, request }) => {
    const email = uniqueEmail(`sign-up-${lang}`);
    await signUpInBrowser(page, lang, email, "Marta");

    const mail = await waitForMail(request, email);
    const link = shopLink(mail);
    expect(link.pathname).toBe(`/${lang}/warszawa/auth/verify-email`);
    await page.goto(link.toString());
    await expect(page.locator("[data-form-notice]")).toBeVisible();

    // Signed in: the token is in localStorage api_key, the user was fetched, the cabinet greets them.
    await signInInBrowser(page, lang, email, PASSWORD);
    await expect(page.locator("[data-greeting]")).toContainText("Marta");
    expect(await page.evaluate(() => window.localStorage.getItem("api_key"))).toBeTruthy();
    await expect(page.locator('[data-account="signed-in"]').first()).toBeAttached();

    await page.locator('form[data-form="sign-out"] button').click();
    await expect(page).not.toHaveURL(/cabinet/);
    expect(await page.evaluate(() => window.localStorage.getItem("api_key"))).toBeNull();
    await page.goto(`/${lang}/warszawa/cabinet`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/warszawa$`));
  });
}

for (const lang of ["pl", "ru"]) {
  test(`password restore from the e-mail's link (${lang})`, async ({ page, request, baseURL }) => {
    const email = uniqueEmail(`restore-${lang}`);
    await verifiedAccount(request, baseURL as string, lang, email);

    await page.goto(`/${lang}/warszawa/auth/password-restore`);
    const form = page.locator('form[data-form="password-restore"]');
    await form.locator('[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    await expect(page.locator("[data-form-notice]")).toBeVisible();

    const link = shopLink(await waitForMail(request, email, 2));
    expect(link.pathname).toBe(`/${lang}/warszawa/auth/password-restore/finish`);
    await page.goto(link.toString());
    const finish = page.locator('form[data-form="password-restore-finish"]');
    await finish.locator('[name="password"]').fill("A-brand-new-secret-7");
    await finish.locator('[name="repeatPassword"]').fill("A-brand-new-secret-7");
    await finish.locator('button[type="submit"]').click();
    await expect(page.locator("[data-form-notice]")).toBeVisible();

    await signInInBrowser(page, lang, email, "A-brand-new-secret-7");
    // The link is single use.
    await page.goto(link.toString());
    await expect(page.locator('form[data-form="password-restore-finish"]')).toHaveCount(0);
  });
}

test("a business applies, staff approve it, and its product page shows wholesale prices", async ({ page, browser, request, baseURL }) => {
  const email = uniqueEmail("business");
  await verifiedAccount(request, baseURL as string, "en", email);
  // A product with wholesale tiers in Warsaw, as the demo wholesale account sees the catalogue.
  const wholesaleToken = await apiToken(request, "wholesale@smokepoint.test", DEMO_PASSWORD);
  const listing = await request.get("/api/v1/catalogue/warszawa/products", {
    headers: { Authorization: `Bearer ${wholesaleToken}`, Locale: "en" },
    params: { pageSize: 48 },
  });
  const items = ((await listing.json()) as { items: { slug: string; price: { wholesaleTiers: unknown[] } }[] }).items;
  const product = items.find((item) => item.price.wholesaleTiers.length > 0);
  expect(product, "a product with wholesale tiers in Warsaw").toBeDefined();
  const productPath = `/en/warszawa/products/${product?.slug}`;

  await signInInBrowser(page, "en", email, PASSWORD);
  await page.goto(productPath);
  await expect(page.locator("[data-wholesale-tiers]")).toHaveCount(0);

  await page.goto("/en/warszawa/cabinet/business");
  const apply = page.locator('form[data-form="business"]');
  await apply.locator('[name="companyName"]').fill("Dym i Para Sp. z o.o.");
  await apply.locator('[name="companyAddress"]').fill("ul. Prosta 1, Warszawa");
  await apply.locator('[name="ssn"]').fill("5250001003");
  await apply.locator('[name="postalIndex"]').fill("00-850");
  await apply.locator('button[type="submit"]:not([data-nip-check])').click();
  await expect(page.locator('[data-business-status="pending"]')).toBeVisible();

  const staff = await browser.newContext({ baseURL });
  await confirmedAdult(staff, baseURL as string);
  const staffPage = await staff.newPage();
  await signInInBrowser(staffPage, "en", "admin@smokepoint.test", DEMO_PASSWORD);
  // The cabinet leads staff to the back office, where applications are decided.
  await staffPage.goto("/en/warszawa/cabinet");
  await staffPage.locator("[data-back-office-link]").click();
  await expect(staffPage.locator("[data-admin-shell]")).toBeVisible();
  await staffPage.goto("/en/admin/business");
  const card = staffPage.locator("[data-admin-application]", { hasText: email });
  await card.locator('[data-admin-application-approve] button[value="wholesale"]').click();
  await expect(staffPage.locator("[data-admin-notice]")).toBeVisible();
  await expect(staffPage.locator("[data-admin-application]", { hasText: email })).toHaveCount(0);
  await staff.close();

  const decision = await waitForMail(request, email, 2);
  expect(decision.subject.length).toBeGreaterThan(0);
  await page.goto("/en/warszawa/cabinet/business");
  await expect(page.locator('[data-business-status="approved"]')).toBeVisible();
  await page.goto(productPath);
  await expect(page.locator("[data-wholesale-tiers]")).toBeVisible();
});

const AUTH_PAGES = ["auth/sign-in", "auth/sign-up", "auth/sign-up-successful", "auth/verify-email", "auth/password-restore"];
const CABINET_PAGES = [
  "cabinet",
  "cabinet/orders",
  "cabinet/personal-data",
  "cabinet/business",
  "cabinet/change-password",
  "cabinet/coupons",
  "cabinet/referrals",
];

for (const lang of ["en", "uk", "pl", "ru"]) {
  test(`every page of the accounts renders in ${lang}`, async ({ page }) => {
    await signInInBrowser(page, "en", "customer@smokepoint.test", DEMO_PASSWORD);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of [...AUTH_PAGES, ...CABINET_PAGES]) {
      const response = await page.goto(`/${lang}/warszawa/${path}`);
      expect(response?.status(), `${lang} ${path}`).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // No untranslated key leaks onto the page.
      expect(await page.locator("main").innerText(), `${lang} ${path}`).not.toMatch(/\baccount\.[a-z]+\.[a-zA-Z]+/);
    }
    expect(errors).toEqual([]);
  });
}
