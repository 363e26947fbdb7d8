// Signed-in devices (issue 35) in a browser: a customer signed in on two browsers sees both on the cabinet's security
// page and, from the one without JavaScript, signs the other out; the other is then signed out at its next page.
// Staff read theirs on the back office's security page, reached from the back office's header. An admin erases a
// customer's data at their request (GDPR, a step-up action), and the customer's session ends with it.
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./mail";
import { confirmedAdult } from "./pages";
import { afterStepUp, DEMO_PASSWORD, newShopper, PASSWORD, signInInBrowser, verifiedAccount } from "./shoppers";

test("the cabinet lists the signed-in devices, and one signs the other out without JavaScript", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await confirmedAdult(page.context(), baseURL as string);
  const email = uniqueEmail("sessions");
  await verifiedAccount(request, baseURL as string, "pl", email);
  await signInInBrowser(page, email, PASSWORD);

  const other = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await confirmedAdult(other, baseURL as string);
  const second = await other.newPage();
  await signInInBrowser(second, email, PASSWORD);
  await second.goto("/pl/warszawa/cabinet/security");
  const list = second.locator("[data-sessions]");
  await expect(list.locator('[data-session="current"]')).toHaveCount(1);
  await expect(list.locator("[data-session]")).toHaveCount(2);
  // The device is read from the browser's User-Agent, in the page's language.
  await expect(list.locator("[data-session]").first()).toContainText(/Chrome/);
  await expect(list).toContainText("Zalogowane urządzenia");

  await list.locator('form[data-form="sign-out-others"] button[type="submit"]').click();
  await expect(second.locator("[data-sessions] [data-form-notice]")).toHaveText("Wylogowano 1 inne urządzenie.");
  await expect(second.locator("[data-sessions] [data-session]")).toHaveCount(1);

  // The first browser is signed out: its cabinet sends it away.
  await page.goto("/en/warszawa/cabinet/security");
  await expect(page).not.toHaveURL(/\/cabinet/);
  await other.close();
});

test("staff read their signed-in devices on the back office's security page", async ({ page, baseURL }) => {
  await confirmedAdult(page.context(), baseURL as string);
  await signInInBrowser(page, "admin@smokepoint.test", DEMO_PASSWORD, "/uk/admin");
  await page.locator("[data-admin-security]").click();
  await expect(page).toHaveURL(/\/uk\/admin\/second-factor$/);
  await expect(page.locator('[data-second-factor="on"]')).toBeVisible();
  await expect(page.locator('[data-sessions] [data-session="current"]')).toHaveCount(1);
  await expect(page.locator("[data-sessions]")).toContainText("Пристрої, на яких виконано вхід");
});

test("an admin erases a customer's data at their request, after a fresh code, without JavaScript", async ({
  browser,
  request,
  baseURL,
}) => {
  const shopper = await newShopper(request, baseURL as string, "erase");
  const id = (
    (await (await request.get("/api/v1/auth/iam", { headers: { Authorization: `Bearer ${shopper.token}` } })).json()) as { id: number }
  ).id;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await confirmedAdult(context, baseURL as string);
  const office = await context.newPage();
  await signInInBrowser(office, "admin@smokepoint.test", DEMO_PASSWORD, "/pl/admin");
  await office.goto(`/pl/admin/customers/${id}`);
  const form = office.locator("form[data-admin-erase]");
  // Without the box ticked the browser's own check stops the form; the server would refuse it too.
  await form.locator('[name="confirm"]').check();
  await form.locator('button[type="submit"]').click();
  await afterStepUp(office, "admin@smokepoint.test", office.getByText("Dane osobowe klienta zostały usunięte."));
  await expect(office).toHaveURL(/\/pl\/admin\/customers\?notice=erased$/);
  expect((await request.get("/api/v1/auth/iam", { headers: { Authorization: `Bearer ${shopper.token}` } })).status()).toBe(401);
  // Erased is gone from the back office too.
  expect((await office.goto(`/pl/admin/customers/${id}`))?.status()).toBe(404);
  await context.close();
});
