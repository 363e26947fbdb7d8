// Passkeys (issue 35) in a browser, with Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): a
// customer adds a passkey in the cabinet (the first factor: ten recovery codes shown once), signs in with it and no
// password, and then with the password and the passkey as the second step. On localhost: WebAuthn refuses an IP
// address as the relying party (e2e/playwright.config.ts names both origins in PUBLIC_ORIGIN).
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./mail";
import { confirmedAdult } from "./pages";
import { PASSWORD, verifiedAccount } from "./shoppers";

test("a customer adds a passkey, signs in with it alone, and uses it as the second step", async ({ browser, request, baseURL }) => {
  const base = (baseURL as string).replace("127.0.0.1", "localhost");
  const email = uniqueEmail("passkey");
  await verifiedAccount(request, baseURL as string, "en", email);
  const context = await browser.newContext({ baseURL: base });
  await confirmedAdult(context, base);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.goto("/en/warszawa/auth/sign-in");
  const signIn = page.locator('form[data-form="sign-in"]');
  await signIn.locator('[name="email"]').fill(email);
  await signIn.locator('[name="password"]').fill(PASSWORD);
  await signIn.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/warszawa\/cabinet$/, { timeout: 15_000 });

  await page.goto("/en/warszawa/cabinet/security");
  const add = page.locator('form[data-form="passkey-add"]');
  await add.locator('[name="name"]').fill("Test laptop");
  await add.locator("[data-passkey-button]").click();
  await expect(page.locator("[data-recovery-code]")).toHaveCount(10);
  await expect(page.locator('[data-passkey-item="Test laptop"]')).toBeVisible();
  const stored = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(stored.credentials).toHaveLength(1);
  expect(stored.credentials[0]?.isResidentCredential).toBe(true);

  // Signed out: the passkey alone signs in (the authenticator verified its user).
  await context.clearCookies();
  await confirmedAdult(context, base);
  await page.goto("/en/warszawa/auth/sign-in");
  await page.locator('form[data-form="passkey-sign-in"] [data-passkey-button]').click();
  await expect(page).toHaveURL(/\/en\/warszawa\/cabinet$/, { timeout: 15_000 });

  // Signed out again: the password now asks for the second step, which the passkey completes.
  await context.clearCookies();
  await confirmedAdult(context, base);
  await page.goto("/en/warszawa/auth/sign-in");
  await signIn.locator('[name="email"]').fill(email);
  await signIn.locator('[name="password"]').fill(PASSWORD);
  await signIn.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/en\/warszawa\/auth\/sign-in\/second-step\?passkey=1$/, { timeout: 15_000 });
  await page.locator('form[data-form="second-step"] [data-passkey-button]').click();
  await expect(page).toHaveURL(/\/en\/warszawa\/cabinet$/, { timeout: 15_000 });
  await page.goto("/en/warszawa/cabinet/security");
  await expect(page.locator('[data-second-factor="on"]')).toBeVisible();
  await expect(page.locator('[data-passkey-item="Test laptop"]')).not.toContainText("never used");
  const used = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(used.credentials[0]?.signCount).toBeGreaterThanOrEqual(2);
  await context.close();
});
