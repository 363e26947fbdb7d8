// The invoice mailer (issue 34, docs/invoices.md "E-mails"): each invoice's PDF e-mailed once to its order's address in
// the order's language: a private person's at once; a business invoice when KSeF accepts it (with its KSeF number), or
// marked "not yet in KSeF" 10 minutes after its issue without KSeF, then again once KSeF accepts it; corrections alike.
// Several processes racing queue each e-mail once.
import { anonymiseUser, createPool, type Database, wrap } from "@shop/db";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInvoiceMailer } from "../src/jobs/invoice-mailer";
import { changeOrderStatus } from "../src/use-cases/orders/change-order-status";
import { createUser, type TestUser } from "./cabinet-fixture";
import { TEST_ORIGIN } from "./helpers";
import {
  acceptInKsef,
  BUSINESS_BUYER,
  invoiceEmailsTo,
  invoicesOf,
  invoicingShop,
  PRIVATE_BUYER,
  paidInvoicedOrder,
  TEST_INVOICING,
  TEST_QR_BASE,
} from "./invoicing-fixture";
import { stockedProduct } from "./payments-fixture";
import { readPdf } from "./pdf-reading";

let database: TestDatabase;
let shop: ReturnType<typeof invoicingShop>;
let product: { productId: number; price: number };

const MINUTE = 60_000;
const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);

function mailer(on: Database = database) {
  const failures: string[] = [];
  let woken = 0;
  const job = createInvoiceMailer({
    database: on,
    logger: pino({ level: "silent" }),
    brand: "default",
    publicOrigin: TEST_ORIGIN,
    invoiceVerificationBase: TEST_QR_BASE,
    mailQueued: () => woken++,
    jobFailed: (name) => failures.push(name),
  });
  return { job, failures, woken: () => woken };
}

async function customer(label: string): Promise<TestUser> {
  return createUser(database, label);
}

/** An e-mail's one attachment, decoded, and the PDF's text. */
async function attachmentOf(email: { attachments: Array<{ filename: string; contentType: string; base64: string }> | null }) {
  expect(email.attachments).toHaveLength(1);
  const [file] = email.attachments ?? [];
  const bytes = new Uint8Array(Buffer.from(file?.base64 ?? "", "base64"));
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return { filename: file?.filename, contentType: file?.contentType, pdf: await readPdf(bytes) };
}

beforeAll(async () => {
  database = await createTestDatabase();
  shop = invoicingShop(database);
  product = await stockedProduct(database, 500);
});
afterAll(() => database?.close());

describe("the invoice mailer", () => {
  it("e-mails a private person's invoice at once, in the order's language, its PDF attached; once", async () => {
    const buyer = await customer("mail-private");
    const order = await paidInvoicedOrder(database, shop, buyer, PRIVATE_BUYER, product, "pl");
    const [invoice] = await invoicesOf(database, order);
    const { job, woken } = mailer();
    const first = await job.tickOnce();
    expect(first.final).toBeGreaterThanOrEqual(1);
    expect(woken()).toBe(1);
    const [email, ...more] = await invoiceEmailsTo(database, buyer.email);
    expect(more).toEqual([]);
    expect(email?.locale).toBe("pl");
    expect(email?.subject).toBe(
      `Faktura ${invoice?.number} do Twojego zamówienia ${order.slice(0, 4)}-${order.slice(4, 8)}-${order.slice(8)} – Smoke Point`,
    );
    expect(email?.text).toContain(`${TEST_ORIGIN}/pl/warszawa/order-tracking/${order}`);
    const file = await attachmentOf(email as never);
    expect(file.filename).toBe(`${invoice?.number.replaceAll("/", "-")}.pdf`);
    expect(file.contentType).toBe("application/pdf");
    expect(file.pdf.text).toContain(invoice?.number);
    await job.tickOnce(later(60));
    expect(await invoiceEmailsTo(database, buyer.email)).toHaveLength(1);
  });

  it("e-mails a business invoice once KSeF accepted it, with its KSeF number on the PDF and in the e-mail", async () => {
    const buyer = await customer("mail-business");
    const order = await paidInvoicedOrder(database, shop, buyer, BUSINESS_BUYER, product, "en");
    const [invoice] = await invoicesOf(database, order);
    const { job } = mailer();
    await job.tickOnce(later(9));
    expect(await invoiceEmailsTo(database, buyer.email)).toEqual([]);
    const ksefNumber = "5265877635-20261129-0100A0B1C2D3-E5";
    await acceptInKsef(database, invoice?.id as number, ksefNumber);
    await job.tickOnce(later(9));
    const [email, ...more] = await invoiceEmailsTo(database, buyer.email);
    expect(more).toEqual([]);
    expect(email?.subject).toContain(invoice?.number);
    expect(email?.text).toContain(ksefNumber);
    const file = await attachmentOf(email as never);
    expect(file.pdf.text).toContain(ksefNumber);
    expect(file.pdf.links.some((link) => link.startsWith(`${TEST_QR_BASE}/invoice/${TEST_INVOICING.seller.nip}/`))).toBe(true);
    await job.tickOnce(later(60));
    expect(await invoiceEmailsTo(database, buyer.email)).toHaveLength(1);
  });

  it("without KSeF for 10 minutes e-mails the PDF marked not yet in KSeF, then the one with the KSeF number once accepted", async () => {
    const buyer = await customer("mail-outage");
    const order = await paidInvoicedOrder(database, shop, buyer, BUSINESS_BUYER, product, "en");
    const [invoice] = await invoicesOf(database, order);
    const { job } = mailer();
    await job.tickOnce(later(9));
    expect(await invoiceEmailsTo(database, buyer.email)).toEqual([]);
    expect((await job.tickOnce(later(11))).provisional).toBeGreaterThanOrEqual(1);
    await job.tickOnce(later(30));
    const [provisional, ...none] = await invoiceEmailsTo(database, buyer.email);
    expect(none).toEqual([]);
    expect(provisional?.text).toContain("not in KSeF");
    const first = await attachmentOf(provisional as never);
    expect(first.pdf.text).toContain(invoice?.number);
    expect(first.pdf.text).toMatch(/not yet sent to KSeF/i);
    expect(first.pdf.links.filter((link) => link.startsWith(TEST_QR_BASE))).toEqual([]);

    const ksefNumber = "5265877635-20261129-0100A0B1C2D3-E6";
    await acceptInKsef(database, invoice?.id as number, ksefNumber);
    await job.tickOnce(later(40));
    await job.tickOnce(later(50));
    const emails = await invoiceEmailsTo(database, buyer.email);
    expect(emails).toHaveLength(2);
    const followUp = emails[1];
    expect(followUp?.subject).toBe(`Invoice ${invoice?.number} is now in KSeF — Smoke Point`);
    expect(followUp?.text).toContain(ksefNumber);
    expect((await attachmentOf(followUp as never)).pdf.text).toContain(ksefNumber);
  });

  it("e-mails a correcting invoice naming the invoice it corrects", async () => {
    const buyer = await customer("mail-correction");
    const order = await paidInvoicedOrder(database, shop, buyer, PRIVATE_BUYER, product, "en");
    const effects = { brand: "default" as const, publicOrigin: TEST_ORIGIN, invoicing: TEST_INVOICING };
    await changeOrderStatus(database.db, order, { to: "CANCELED", actor: "staff" }, effects);
    const [vat, correction] = await invoicesOf(database, order);
    await mailer().job.tickOnce();
    const emails = await invoiceEmailsTo(database, buyer.email);
    expect(emails.map((email) => email.subject)).toEqual([
      `Invoice ${vat?.number} for your order ${order.slice(0, 4)}-${order.slice(4, 8)}-${order.slice(8)} — Smoke Point`,
      `Correcting invoice ${correction?.number} for your order ${order.slice(0, 4)}-${order.slice(4, 8)}-${order.slice(8)} — Smoke Point`,
    ]);
    expect(emails[1]?.text).toContain(`It corrects invoice ${vat?.number}.`);
    expect((await attachmentOf(emails[1] as never)).filename).toBe(`${correction?.number.replaceAll("/", "-")}.pdf`);
  });

  it("writes to nobody when the order has no address left (a deleted account), and does not try again", async () => {
    const buyer = await customer("mail-deleted");
    const order = await paidInvoicedOrder(database, shop, buyer, PRIVATE_BUYER, product, "en");
    // Deleting the account takes the address off the account and its orders.
    await anonymiseUser(database.db, buyer.id);
    const { job, failures } = mailer();
    expect(await job.tickOnce()).toMatchObject({ final: 0, provisional: 0, failed: 0 });
    const [invoice] = await invoicesOf(database, order);
    expect(invoice?.emailedAt).toBeInstanceOf(Date);
    expect(await invoiceEmailsTo(database, buyer.email)).toEqual([]);
    expect(failures).toEqual([]);
  });

  it("two processes passing at once queue each invoice's e-mail exactly once", async () => {
    // Nothing else due: what the earlier tests left is sent first.
    await mailer().job.tickOnce(later(11));
    const buyers = await Promise.all([1, 2, 3, 4].map((i) => customer(`mail-race-${i}`)));
    const orders: string[] = [];
    for (const [i, buyer] of buyers.entries())
      orders.push(await paidInvoicedOrder(database, shop, buyer, i % 2 ? PRIVATE_BUYER : BUSINESS_BUYER, product, "uk"));
    // On PostgreSQL the second process has connections of its own; PGlite is one connection.
    const other = isPostgresRun() ? wrap("postgres", createPool(database.url, 3), async () => {}) : database;
    try {
      const [a, b] = [mailer(), mailer(other)];
      const passes = await Promise.all([a.job.tickOnce(later(11)), b.job.tickOnce(later(11)), a.job.tickOnce(later(11))]);
      const queued = passes.reduce((sum, pass) => sum + pass.final + pass.provisional, 0);
      const emails = (await Promise.all(buyers.map((buyer) => invoiceEmailsTo(database, buyer.email)))).flat();
      expect(emails).toHaveLength(4);
      expect(queued).toBe(4);
      expect(new Set(emails.map((email) => email.toAddress)).size).toBe(4);
      expect([...a.failures, ...b.failures]).toEqual([]);
    } finally {
      if (other !== database) await other.close();
    }
  });
});
