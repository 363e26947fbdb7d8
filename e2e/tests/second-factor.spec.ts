// Two-step sign-in (issue 35) in a browser: a customer sets up TOTP in the cabinet (the key read from the page, the
// code computed here), keeps the ten recovery codes shown once, and signs in again through the second step's page,
// without JavaScript.
import { totpCode } from "@shop/db/demo-totp";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./mail";
import { confirmedAdult } from "./pages";
import { PASSWORD, signInInBrowser, verifiedAccount } from "./shoppers";

test("a customer switches TOTP on in the cabinet and signs in with a code", async ({ page, browser, request, baseURL }) => {
  await confirmedAdult(page.context(), baseURL as string);
  const email = uniqueEmail("totp");
  await verifiedAccount(request, baseURL as string, "en", email);
  await signInInBrowser(page, email, PASSWORD);

  await page.goto("/en/warszawa/cabinet/security");
  await expect(page.locator('[data-second-factor="off"]')).toBeVisible();
  await page.locator('form[data-form="totp-start"] button[type="submit"]').click();
  await expect(page.locator("[data-totp-qr] svg")).toBeVisible();
  const secret = (await page.locator("[data-totp-secret]").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const confirm = page.locator('form[data-form="totp-confirm"]');
  await confirm.locator("[data-code-input]").fill(totpCode(secret));
  await confirm.locator('button[type="submit"]').click();
  await expect(page.locator("[data-recovery-code]")).toHaveCount(10);

  // Another browser, without JavaScript: the password leads to the code's page, the code to the cabinet.
  const other = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await confirmedAdult(other, baseURL as string);
  const second = await other.newPage();
  await second.goto("/en/warszawa/auth/sign-in");
  const form = second.locator('form[data-form="sign-in"]');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="password"]').fill(PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(second).toHaveURL(/\/en\/warszawa\/auth\/sign-in\/second-step$/, { timeout: 15_000 });
  const step = second.locator('form[data-form="second-step"]');
  await step.locator("[data-code-input]").fill("000000" === totpCode(secret, Date.now() + 30_000) ? "111111" : "000000");
  await step.locator('button[type="submit"]').click();
  await expect(second.locator("[data-form-error]")).toBeVisible();
  // The code of the next step: the one that confirmed the enrolment is used up.
  await second.locator('form[data-form="second-step"] [data-code-input]').fill(totpCode(secret, Date.now() + 30_000));
  await second.locator('form[data-form="second-step"] button[type="submit"]').click();
  await expect(second).toHaveURL(/\/en\/warszawa\/cabinet$/, { timeout: 15_000 });
  await second.goto("/en/warszawa/cabinet/security");
  await expect(second.locator('[data-second-factor="on"]')).toBeVisible();
  await other.close();
});
