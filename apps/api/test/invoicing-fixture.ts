// Invoices in the API tests (issue 34): the API with a demo seller (`invoicing` in its deps), orders of a customer that
// ask for an invoice (orders.invoice_buyer, set as checkout sets it) paid through the sandbox provider, which issues the
// invoice in the payment's transaction; and what KSeF's sender would record when KSeF accepts one.
import { Writable } from "node:stream";
import { type Database, schema } from "@shop/db";
import type { InvoiceRequest, InvoicingSettings } from "@shop/domain";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { createApi, defaultPaymentOptions, type PaymentOptions } from "../src";
import { createPaymentServices } from "../src/payments";
import { createRateLimits } from "../src/security/rate-limits";
import { BUILD, TEST_ORIGIN } from "./helpers";
import { createAwaitingOrder } from "./payments-fixture";

/** A seller with a valid NIP (the Ministry's example in faktury/numer-ksef.md). */
export const TEST_INVOICING: InvoicingSettings = {
  seller: {
    nip: "5265877635",
    name: "Smoke Point sp. z o.o.",
    address: { line1: "ul. Marszałkowska 10/12", line2: "00-590 Warszawa", countryCode: "PL" },
    bankAccount: "61109010140000071219812874",
  },
  series: "FV",
  correctionSeries: "KOR",
  placeOfIssue: "Warszawa",
};

/** The KSeF environment's verification host the tests' API is given. */
export const TEST_QR_BASE = "https://qr-test.ksef.mf.gov.pl";

export const BUSINESS_BUYER: InvoiceRequest = {
  kind: "business",
  nip: "7740001454",
  name: "Hurtownia Testowa sp. z o.o.",
  address: { line1: "ul. Długa 5", line2: "31-147 Kraków", countryCode: "PL" },
};

export const PRIVATE_BUYER: InvoiceRequest = {
  kind: "private",
  name: "Anna Prywatna",
  address: { line1: "ul. Krótka 1/2", line2: "00-001 Warszawa", countryCode: "PL" },
};

/** The API with invoicing on, its sandbox payments calling back into it; its log lines parsed. */
export function invoicingShop(database: Database) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const paymentOptions: PaymentOptions = {
    ...defaultPaymentOptions(TEST_ORIGIN),
    deliverCallback: (url, init) => Promise.resolve(api.request(url, init)),
  };
  const api = createApi({
    database,
    logger: pino({ level: "info" }, sink),
    build: () => BUILD,
    development: false,
    publicOrigins: [TEST_ORIGIN],
    brand: "default",
    limits: createRateLimits(),
    paymentOptions,
    invoicing: TEST_INVOICING,
    invoiceVerificationBase: TEST_QR_BASE,
  });
  return { api, lines, paymentOptions, services: createPaymentServices(paymentOptions) };
}

export type InvoicingShop = ReturnType<typeof invoicingShop>;

/**
 * An online order of the customer (in `locale`) asking for an invoice for `buyer`, paid on the sandbox provider's page:
 * its VAT invoice is issued in the payment's transaction. The order's id.
 */
export async function paidInvoicedOrder(
  database: Database,
  shop: InvoicingShop,
  customer: { id: number; email: string },
  buyer: InvoiceRequest,
  product: { productId: number; price: number },
  locale: "en" | "uk" | "pl" | "ru" = "pl",
): Promise<string> {
  const placed = await createAwaitingOrder(database, shop.services, { method: "online", ...product, quantity: 2, locale });
  if (placed.next.kind !== "redirect") throw new Error(`expected the provider's page, got ${placed.next.kind}`);
  await database.db
    .update(schema.orders)
    .set({ userId: customer.id, email: customer.email, invoiceBuyer: buyer })
    .where(eq(schema.orders.id, placed.order.id));
  const paid = await shop.api.request(new URL(placed.next.url).pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ outcome: "pay" }).toString(),
  });
  if (paid.status !== 303) throw new Error(`the sandbox payment answered ${paid.status}`);
  return placed.order.id;
}

export async function invoicesOf(database: Database, orderId: string) {
  return database.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, orderId)).orderBy(schema.invoices.id);
}

/** What the KSeF sender records when KSeF accepts the invoice: its KSeF number and UPO. */
export async function acceptInKsef(database: Database, invoiceId: number, ksefNumber: string): Promise<void> {
  await database.db
    .update(schema.invoices)
    .set({
      ksefStatus: "accepted",
      ksefNumber,
      ksefAcceptedAt: sql`now()`,
      upoXml: "<UPO/>",
      ksefNextAttemptAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(schema.invoices.id, invoiceId));
}

/** The invoice e-mails queued to an address, oldest first, with their attachments. */
export async function invoiceEmailsTo(database: Database, address: string) {
  return database.db
    .select()
    .from(schema.emails)
    .where(sql`${schema.emails.toAddress} = ${address} and ${schema.emails.kind} = 'invoice'`)
    .orderBy(schema.emails.id);
}
