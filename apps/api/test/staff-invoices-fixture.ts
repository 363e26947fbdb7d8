// Invoiced orders for the back-office invoice tests: an order placed in the database (orders-fixture.ts) with an invoice
// buyer, then paid or completed the way the shop does it, so that its VAT invoice is issued in that transaction: an
// in-store pickup completed by staff through the API, or an online order's invoice issued as its payment would.
import type { TestDatabase } from "@shop/db/testing";
import type { InvoiceRequest } from "@shop/domain";
import { expect } from "vitest";
import { issueOrderInvoiceIn } from "../src/use-cases/invoicing/issue-invoice";
import { type Api, caller, jsonOf } from "./cabinet-fixture";
import { TEST_INVOICING } from "./helpers";
import { createTestOrder, type FixtureProduct } from "./orders-fixture";

/** A NIP with a valid checksum. */
export const BUYER_NIP = "7740001454";

export const BUYER: InvoiceRequest = {
  kind: "business",
  nip: BUYER_NIP,
  name: "Hurtownia Żółw Sp. z o.o.",
  address: { line1: "ul. Piotrkowska 100", line2: "90-004 Łódź", countryCode: "PL" },
};

async function setInvoiceBuyerInDb(database: TestDatabase, orderId: string, buyer: InvoiceRequest): Promise<void> {
  await database.pool.query("update orders set invoice_buyer = $2 where id = $1", [orderId, JSON.stringify(buyer)]);
}

async function invoiceIdsOf(database: TestDatabase, orderId: string): Promise<number[]> {
  const { rows } = await database.pool.query<{ id: number }>("select id from invoices where order_id = $1 order by id", [orderId]);
  return rows.map((row) => row.id);
}

/** An in-store pickup with an invoice buyer, completed by staff (the invoice is issued then); its order and invoice ids. */
export async function completedInvoicedOrder(
  api: Api,
  database: TestDatabase,
  options: { product: FixtureProduct; staffToken: string; city?: string; buyer?: InvoiceRequest; quantity?: number },
): Promise<{ orderId: string; invoiceId: number }> {
  const orderId = await createTestOrder(database, {
    user: null,
    city: options.city ?? "warszawa",
    lines: [{ product: options.product, quantity: options.quantity ?? 2 }],
    status: "READY_FOR_PICKUP",
  });
  await setInvoiceBuyerInDb(database, orderId, options.buyer ?? BUYER);
  const moved = await caller(api)("POST", `/api/v1/staff/orders/${orderId}/status`, options.staffToken, { to: "COMPLETED" });
  expect(moved.status, JSON.stringify(await jsonOf(moved.clone()))).toBe(200);
  const [invoiceId] = await invoiceIdsOf(database, orderId);
  if (invoiceId === undefined) throw new Error(`order ${orderId} completed without an invoice`);
  return { orderId, invoiceId };
}

/** An online order paid (PAID) with an invoice buyer, its invoice issued as the payment's transaction issues it. */
export async function paidInvoicedOrder(
  database: TestDatabase,
  options: { product: FixtureProduct; city?: string; buyer?: InvoiceRequest },
): Promise<{ orderId: string; invoiceId: number }> {
  const orderId = await createTestOrder(database, {
    user: null,
    city: options.city ?? "warszawa",
    lines: [{ product: options.product, quantity: 1 }],
    payment: "online",
    delivery: "courier",
    status: "PAID",
  });
  await setInvoiceBuyerInDb(database, orderId, options.buyer ?? BUYER);
  const invoice = await database.db.transaction((tx) => issueOrderInvoiceIn(tx, orderId, TEST_INVOICING));
  if (!invoice) throw new Error(`order ${orderId} got no invoice`);
  return { orderId, invoiceId: invoice.id };
}

/** KSeF's decisions, as the sender job would record them (the trigger lets only the status columns move). */
export async function markRejected(database: TestDatabase, invoiceId: number, message: string): Promise<void> {
  await database.pool.query(
    "update invoices set ksef_status = 'rejected', ksef_message = $2, ksef_attempts = 3, ksef_next_attempt_at = null where id = $1",
    [invoiceId, message],
  );
}

export async function markAccepted(database: TestDatabase, invoiceId: number, ksefNumber: string, upoXml: string): Promise<void> {
  await database.pool.query(
    `update invoices set ksef_status = 'accepted', ksef_number = $2, upo_xml = $3, ksef_accepted_at = now(), ksef_attempts = 1,
       ksef_next_attempt_at = null where id = $1`,
    [invoiceId, ksefNumber, upoXml],
  );
}
