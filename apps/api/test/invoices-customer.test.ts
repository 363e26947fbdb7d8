// A customer's invoices through the API (issue 34): the owner lists an order's invoices and all of theirs, downloads
// each one's PDF (marked "not yet in KSeF" until KSeF accepts it, then with its KSeF number and verification link)
// and a business invoice's XML; a visitor with the order's number, another customer and staff get nothing of it.
import type { CustomerInvoice, CustomerInvoiceList } from "@shop/contracts";
import type { Database } from "@shop/db";
import { createTestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOrderStatus } from "../src/use-cases/orders/change-order-status";
import { createUser, demoSession, type TestUser } from "./cabinet-fixture";
import { TEST_ORIGIN } from "./helpers";
import {
  acceptInKsef,
  BUSINESS_BUYER,
  invoicesOf,
  invoicingShop,
  PRIVATE_BUYER,
  paidInvoicedOrder,
  TEST_INVOICING,
  TEST_QR_BASE,
} from "./invoicing-fixture";
import { stockedProduct } from "./payments-fixture";
import { readPdf } from "./pdf-reading";

let database: Database & { close(): Promise<void> };
let shop: ReturnType<typeof invoicingShop>;
let product: { productId: number; price: number };
let owner: TestUser;
let stranger: TestUser;
let businessOrder: string;
let privateOrder: string;

const KSEF_NUMBER = "5265877635-20261129-0100A0B1C2D3-E4";

const get = (path: string, token?: string | null, locale = "pl") =>
  shop.api.request(path, { headers: { Locale: locale, ...(token ? { Authorization: `Bearer ${token}` } : {}) } });

async function listOf(orderId: string, token: string, locale = "pl"): Promise<CustomerInvoice[]> {
  const response = await get(`/api/v1/orders/${orderId}/invoices`, token, locale);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  return ((await response.json()) as CustomerInvoiceList).items;
}

async function pdfOf(path: string, token: string) {
  const response = await get(path, token);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/pdf");
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return { disposition: response.headers.get("content-disposition"), read: await readPdf(bytes) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  shop = invoicingShop(database);
  product = await stockedProduct(database, 500);
  owner = await createUser(database, "invoice-owner");
  stranger = await createUser(database, "invoice-stranger");
  privateOrder = await paidInvoicedOrder(database, shop, owner, PRIVATE_BUYER, product);
  businessOrder = await paidInvoicedOrder(database, shop, owner, BUSINESS_BUYER, product);
});
afterAll(() => database?.close());

describe("the owner's invoices", () => {
  it("lists a business order's VAT invoice as not yet in KSeF, in the caller's language, with its PDF and XML", async () => {
    const [invoice, ...more] = await listOf(businessOrder, owner.token);
    expect(more).toEqual([]);
    const [stored] = await invoicesOf(database, businessOrder);
    expect(invoice).toMatchObject({
      id: stored?.id,
      orderId: businessOrder,
      number: stored?.number,
      kind: "VAT",
      corrects: null,
      issueDate: stored?.issueDate,
      gross: product.price * 2,
      buyer: "business",
      ksef: { state: "not-yet", number: null },
      files: {
        pdf: `/api/v1/orders/${businessOrder}/invoices/${stored?.id}/pdf`,
        xml: `/api/v1/orders/${businessOrder}/invoices/${stored?.id}/xml`,
      },
    });
    expect(invoice?.number).toMatch(/^FV\/\d{4}\/\d{2}\/\d{5}$/);
    expect(invoice?.ksef.text).toMatch(/^Jeszcze nie w KSeF/);
    expect((await listOf(businessOrder, owner.token, "en"))[0]?.ksef.text).toMatch(/^Not yet in KSeF/);
  });

  it("downloads the PDF without a KSeF number before KSeF accepts it, and with it and its verification link after", async () => {
    const [invoice] = await listOf(businessOrder, owner.token);
    if (!invoice) throw new Error("no invoice");
    const before = await pdfOf(invoice.files.pdf, owner.token);
    expect(before.disposition).toBe(`attachment; filename="${invoice.number.replaceAll("/", "-")}.pdf"`);
    expect(before.read.text).toContain(invoice.number);
    expect(before.read.text).not.toContain(KSEF_NUMBER);
    expect(before.read.text).toMatch(/not yet sent to KSeF/i);
    expect(before.read.links.filter((link) => link.startsWith(TEST_QR_BASE))).toEqual([]);

    await acceptInKsef(database, invoice.id, KSEF_NUMBER);
    const [accepted] = await listOf(businessOrder, owner.token);
    expect(accepted?.ksef).toEqual({
      state: "in-ksef",
      number: KSEF_NUMBER,
      text: `W KSeF (Krajowy System e-Faktur): numer ${KSEF_NUMBER}`,
    });
    const after = await pdfOf(invoice.files.pdf, owner.token);
    expect(after.read.text).toContain(invoice.number);
    expect(after.read.text).toContain(KSEF_NUMBER);
    const [stored] = await invoicesOf(database, businessOrder);
    const day = invoice.issueDate.split("-").reverse().join("-");
    expect(after.read.links).toContain(`${TEST_QR_BASE}/invoice/${TEST_INVOICING.seller.nip}/${day}/${stored?.xmlSha256}`);
  });

  it("downloads a business invoice's FA(3) XML exactly as stored", async () => {
    const [invoice] = await listOf(businessOrder, owner.token);
    const response = await get(invoice?.files.xml ?? "", owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${invoice?.number.replaceAll("/", "-")}.xml"`);
    const [stored] = await invoicesOf(database, businessOrder);
    expect(await response.text()).toBe(stored?.xml);
  });

  it("gives a private person's invoice as a PDF without any KSeF mark, and no XML", async () => {
    const [invoice] = await listOf(privateOrder, owner.token);
    expect(invoice).toMatchObject({ buyer: "private", ksef: { state: "not-applicable", number: null }, files: { xml: null } });
    const { read } = await pdfOf(invoice?.files.pdf ?? "", owner.token);
    expect(read.text).toContain(invoice?.number);
    expect(read.links.filter((link) => link.includes("ksef"))).toEqual([]);
    expect(read.text).toMatch(/outside KSeF/i);
    expect(read.text).not.toMatch(/not yet sent to KSeF/i);
    expect((await get(`/api/v1/orders/${privateOrder}/invoices/${invoice?.id}/xml`, owner.token)).status).toBe(404);
  });

  it("lists a cancellation's correcting invoice after the VAT invoice, naming it; and every invoice in the cabinet", async () => {
    const order = await paidInvoicedOrder(database, shop, owner, PRIVATE_BUYER, product);
    const effects = { brand: "default" as const, publicOrigin: TEST_ORIGIN, invoicing: TEST_INVOICING };
    await changeOrderStatus(database.db, order, { to: "CANCELED", actor: "staff" }, effects);
    const [vat, correction] = await listOf(order, owner.token);
    expect(correction).toMatchObject({ kind: "KOR", corrects: vat?.number, gross: -(vat?.gross ?? 0) });
    expect(correction?.number).toMatch(/^KOR\//);
    const { read } = await pdfOf(correction?.files.pdf ?? "", owner.token);
    expect(read.text).toContain(correction?.number);

    const mine = await get("/api/v1/cabinet/invoices", owner.token);
    expect(mine.status).toBe(200);
    const { items } = (await mine.json()) as CustomerInvoiceList;
    // The newest order first, its VAT invoice before its correction.
    expect(items.map((item) => [item.orderId, item.kind])).toEqual([
      [order, "VAT"],
      [order, "KOR"],
      [businessOrder, "VAT"],
      [privateOrder, "VAT"],
    ]);
  });
});

describe("everybody else", () => {
  it("a visitor with the order's number sees its status but no invoice: the invoice calls want a sign-in", async () => {
    const tracked = await get(`/api/v1/orders/${businessOrder}`, null);
    expect(tracked.status).toBe(200);
    expect(((await tracked.json()) as { details: unknown }).details).toBeNull();
    const [invoice] = await invoicesOf(database, businessOrder);
    for (const path of [
      `/api/v1/orders/${businessOrder}/invoices`,
      `/api/v1/orders/${businessOrder}/invoices/${invoice?.id}/pdf`,
      `/api/v1/orders/${businessOrder}/invoices/${invoice?.id}/xml`,
      "/api/v1/cabinet/invoices",
    ])
      expect((await get(path, null)).status, path).toBe(401);
  });

  it("another customer, and staff, get 404 for the order's invoices, and their own list stays empty", async () => {
    const admin = await demoSession(database, "admin");
    const [invoice] = await invoicesOf(database, businessOrder);
    for (const token of [stranger.token, admin.token])
      for (const path of [
        `/api/v1/orders/${businessOrder}/invoices`,
        `/api/v1/orders/${businessOrder}/invoices/${invoice?.id}/pdf`,
        `/api/v1/orders/${businessOrder}/invoices/${invoice?.id}/xml`,
      ]) {
        const response = await get(path, token);
        expect(response.status, path).toBe(404);
        expect(((await response.json()) as { code: string }).code).toBe("NOT_FOUND");
      }
    const mine = await get("/api/v1/cabinet/invoices", stranger.token);
    expect(((await mine.json()) as CustomerInvoiceList).items).toEqual([]);
  });

  it("an invoice of the owner's other order is 404 under this order's address", async () => {
    const [privateInvoice] = await invoicesOf(database, privateOrder);
    expect((await get(`/api/v1/orders/${businessOrder}/invoices/${privateInvoice?.id}/pdf`, owner.token)).status).toBe(404);
    expect((await get(`/api/v1/orders/${businessOrder}/invoices/2147483647/pdf`, owner.token)).status).toBe(404);
  });
});
