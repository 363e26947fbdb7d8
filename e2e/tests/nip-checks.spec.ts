// NIP checks (issue 34), against the demo's White List stand-in: a customer's "Check NIP" fills the company from the
// register in the business application (staff see what it said), and a customer asks for a company's invoice at
// checkout, the NIP looked up when the field is left; the order's page says whom the invoice is for.
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { type CatalogueItem, DEMO_PASSWORD, newShopper, PASSWORD, productsInStock, signInInBrowser } from "./shoppers";

test.beforeEach(async ({ context, baseURL }) => confirmedAdult(context, baseURL as string));

test("a business application's NIP fills the company from the White List, and staff see the register's word", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const shopper = await newShopper(request, baseURL as string, "nip-apply");
  await signInInBrowser(page, shopper.email, PASSWORD);
  await page.goto("/en/warszawa/cabinet/business");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const form = page.locator('form[data-form="business"]');
  await expect(form.getByLabel("Tax number (NIP)")).toBeVisible();
  await form.locator('[name="ssn"]').fill("525-200-00-02");
  await form.getByRole("button", { name: "Check NIP" }).click();
  await expect(form.locator('[name="companyName"]')).toHaveValue("HURTOWNIA DYMEK SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ");
  await expect(form.locator('[name="companyAddress"]')).toHaveValue("UL. GROCHOWSKA 120, WARSZAWA");
  await expect(form.locator('[name="postalIndex"]')).toHaveValue("04-357");
  await expect(form.locator("[data-nip-message]")).toContainText("is an active VAT payer in the White List");
  await form.locator('button[type="submit"]:not([data-nip-check])').click();
  await expect(page.locator('[data-business-status="pending"]')).toBeVisible();

  const staff = await browser.newContext({ baseURL });
  await confirmedAdult(staff, baseURL as string);
  const staffPage = await staff.newPage();
  await signInInBrowser(staffPage, "admin@smokepoint.test", DEMO_PASSWORD);
  await staffPage.goto("/en/admin/business");
  const card = staffPage.locator("[data-admin-application]", { hasText: shopper.email });
  await expect(card.locator("[data-admin-nip-check]")).toHaveAttribute("data-admin-nip-check", "active");
  await expect(card.locator("[data-admin-nip-check]")).toContainText("Active VAT payer");
  await staff.close();
});

test("a customer asks for a company's invoice at checkout; the order's page says whom it is for", async ({ page, request, baseURL }) => {
  const shopper = await newShopper(request, baseURL as string, "nip-invoice");
  const [product] = await productsInStock(request, (item) => !item.tpd);
  await signInInBrowser(page, shopper.email, PASSWORD);
  await page.goto(`/en/warszawa/products/${(product as CatalogueItem).slug}`);
  await page.locator("form[data-add-to-cart]").first().locator('button[type="submit"]').click();
  await expect(page.locator("[data-cart-count]").first()).toContainText("1");
  await page.goto("/en/warszawa/checkout");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");

  const form = page.locator("form[data-checkout-form]");
  const day = form.locator("select[data-pickup-day]");
  await day.selectOption({ index: (await day.locator("option").count()) - 1 });
  await form.locator("select[data-pickup-slot]").selectOption({ index: 1 });
  await expect(form.locator('[name="invoiceName"]')).toBeHidden();
  await form.getByLabel("I want an invoice").check();
  await expect(form.locator('[name="invoiceNip"]')).toBeVisible();
  // Leaving the field with a valid NIP looks it up; the empty fields are filled.
  await form.locator('[name="invoiceNip"]').fill("6762000007");
  await form.locator('[name="invoiceName"]').focus();
  await expect(form.locator('[name="invoiceName"]')).toHaveValue("SMOKEPOINT KRAKÓW FRANCZYZA S.C.");
  await expect(form.locator('[name="invoiceLine1"]')).toHaveValue("UL. FLORIAŃSKA 15");
  await expect(form.locator('[name="invoiceLine2"]')).toHaveValue("31-019 KRAKÓW");
  await form.locator('[name="acceptTerms"]').check();
  await page.locator("[data-place-order]").click();
  await expect(page).toHaveURL(/\/en\/warszawa\/order-tracking\/[0-9A-Z-]+\?placed=1/, { timeout: 15_000 });
  await expect(page.locator("[data-order-invoice=business]")).toHaveText("Invoice for: SMOKEPOINT KRAKÓW FRANCZYZA S.C., NIP 6762000007");
});
