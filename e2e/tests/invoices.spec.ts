// Invoices end to end (issue 34): the demo business customer orders, pays on the payment stand-in, the shop issues
// the VAT invoice, sends it to KSeF (the test's stand-in, e2e/ksef-catcher.ts), and the order page offers the PDF: its
// KSeF number and its "KOD I" verification link are the ones the stand-in recorded for that invoice.
import { decodeDrawnQr, readPdf } from "../../apps/api/test/pdf-reading";
import { expect, test } from "./fixtures";
import { confirmedAdult } from "./pages";
import { KSEF_PORT, KSEF_SELLER_NIP } from "./servers";
import { DEMO_PASSWORD, productsInStock, signInInBrowser } from "./shoppers";

/** The side of one square of the PDF's QR code, in points (apps/api/src/invoicing/pdf/qr.ts). */
const QR_MODULE = 2.25;

interface KsefRecord {
  ksefNumber: string;
  number: string;
  sellerNip: string;
  issueDate: string;
  invoiceHashUrl: string;
}

test.beforeEach(async ({ context, baseURL }) => {
  await confirmedAdult(context, baseURL as string);
});

test("a business customer's paid order gets an invoice in KSeF, and its PDF carries KSeF's number and verification link", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const products = await productsInStock(request, (item) => !item.tpd);
  await signInInBrowser(page, "wholesale@smokepoint.test", DEMO_PASSWORD);
  await page.goto(`/en/warszawa/products/${(products[3] ?? products[0])?.slug}`);
  await page.locator("form[data-add-to-cart] button[type='submit']").click();
  await expect(page.locator("[data-cart-count]").first()).not.toHaveText("0");

  await page.goto("/en/warszawa/checkout");
  await page.locator('[data-delivery-option="parcel-locker"]').check();
  const form = page.locator("form[data-checkout-form]");
  await form.locator('[name="phone"]').fill("+48 600 100 200");
  await form.locator('[name="acceptTerms"]').check();
  const nearest = (await (await request.get("/api/v1/city/warszawa/lockers?q=00-017")).json()).lockers[0];
  const picker = form.locator("[data-locker-picker]");
  await picker.getByRole("searchbox", { name: "Find a parcel locker" }).fill("00-017");
  await picker.getByRole("radio", { name: new RegExp(nearest.code) }).check();
  await page.locator('[data-payment-option="online"]').check();
  await form.locator("[data-place-order]").click();

  // The payment stand-in's page: pay. The order becomes PAID, and its invoice is issued with it.
  await expect(page).toHaveURL(/\/api\/v1\/payments\/sandbox\//);
  await page.locator('button[value="pay"]').click();
  await expect(page).toHaveURL(/\/en\/warszawa\/order-tracking\/[0-9A-Z]{13}\?payment=success/);
  await expect(page.locator('[data-order-status="PAID"]')).toBeVisible({ timeout: 15_000 });

  // The shop sends it to KSeF within a few seconds (KSEF_POLL_MS=1000); the page then says it is in KSeF.
  const invoice = page.locator("[data-invoice]").first();
  await expect(async () => {
    await page.reload();
    await expect(invoice).toHaveAttribute("data-ksef", "in-ksef", { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const number = (await invoice.getAttribute("data-invoice")) as string;
  expect(number).toMatch(/^FV\/\d{4}\/\d{2}\/\d{5}$/);

  const records = (await (await request.get(`http://127.0.0.1:${KSEF_PORT}/__stand-in/invoices`)).json()) as KsefRecord[];
  const record = records.find((one) => one.number === number);
  expect(record, `KSeF's record of ${number}`).toBeDefined();
  expect(record?.sellerNip).toBe(KSEF_SELLER_NIP);

  // The customer's PDF (a plain link: the browser's session downloads it).
  const download = await page.request.get((await invoice.locator("[data-invoice-pdf]").getAttribute("href")) as string);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toContain("application/pdf");
  const bytes = new Uint8Array(await download.body());
  const pdf = await readPdf(bytes);
  expect(pdf.text).toContain(number);
  expect(pdf.text).toContain(record?.ksefNumber as string);
  expect(pdf.text).toContain("Hurtownia Dymek Sp. z o.o.");
  const [day, month, year] = [record?.issueDate.slice(8, 10), record?.issueDate.slice(5, 7), record?.issueDate.slice(0, 4)];
  // The test's KSeF is a local address, which the shop takes for a proxy of production's (apps/server invoice-verification.ts).
  const link = `https://qr.ksef.mf.gov.pl/invoice/${KSEF_SELLER_NIP}/${day}-${month}-${year}/${record?.invoiceHashUrl}`;
  expect(decodeDrawnQr(bytes, QR_MODULE)).toBe(link);
  expect(pdf.links).toContain(link);
});
