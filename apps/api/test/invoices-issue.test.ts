// Invoices issued with the order's status change (issue 34): when paid (online, crypto) or completed (paid in the
// store), numbered per series and month without a gap or a twin also when many orders are paid at once in several
// processes, drawn in FA(3) that validates, corrected on cancellation, and never changed afterwards.
import { createPool, type Database, schema, wrap } from "@shop/db";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "@shop/db/testing";
import type { InvoiceRequest, InvoicingSettings } from "@shop/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateFa3 } from "../src/invoicing/fa3/xsd";
import { changeOrderStatus } from "../src/use-cases/orders/change-order-status";
import { createAwaitingOrder, paymentApi, stockedProduct } from "./payments-fixture";

let database: TestDatabase;
let shop: ReturnType<typeof paymentApi>;
let product: { productId: number; price: number };

const COMPANY: InvoiceRequest = {
  kind: "business",
  nip: "5252000002",
  name: "Hurtownia Dymek Sp. z o.o.",
  address: { line1: "ul. Grochowska 120", line2: "04-357 Warszawa", countryCode: "PL" },
  check: { status: "active", requestId: "test-request-1", day: "2026-11-29" },
};

/** A series of this test's own, so its numbers start at 1 whatever else ran on the database. */
const settings = (series: string): InvoicingSettings => ({
  seller: {
    nip: "7770000005",
    name: "SmokePoint Sp. z o.o.",
    address: { line1: "ul. Floriańska 1", line2: "31-019 Kraków", countryCode: "PL" },
    bankAccount: "61109010140000071219812874",
  },
  series,
  correctionSeries: `K${series}`,
  placeOfIssue: "Kraków",
});

const effects = (invoicing: InvoicingSettings) => ({ brand: "default" as const, publicOrigin: "http://shop.test", invoicing });

async function awaitingOrder(buyer: InvoiceRequest | null, db: Database = database) {
  const placed = await createAwaitingOrder(db, shop.services, { method: "online", ...product, quantity: 2 });
  if (buyer) await db.db.update(schema.orders).set({ invoiceBuyer: buyer }).where(eq(schema.orders.id, placed.order.id));
  return placed.order;
}

const invoicesOf = (orderId: string) =>
  database.db.select().from(schema.invoices).where(eq(schema.invoices.orderId, orderId)).orderBy(schema.invoices.id);

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentApi(database);
  product = await stockedProduct(database, 2_000);
});
afterAll(() => database?.close());

describe("an order's invoice", () => {
  it("is issued when the order is paid, adds up to the order's total and validates as FA(3)", async () => {
    const invoicing = settings("PAY");
    const order = await awaitingOrder(COMPANY);
    await changeOrderStatus(database.db, order.id, { to: "PAID", actor: "system", note: "online payment" }, effects(invoicing));
    const [invoice, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      kind: "VAT",
      buyerKind: "business",
      buyerNip: "5252000002",
      gross: order.total,
      ksefStatus: "waiting",
    });
    expect(invoice?.number).toMatch(/^PAY\/\d{4}\/\d{2}\/00001$/);
    expect(invoice?.document.totals.gross).toBe(order.total);
    expect((invoice?.net ?? 0) + (invoice?.vat ?? 0)).toBe(order.total);
    expect(invoice?.document.buyer).toEqual({ kind: "business", nip: COMPANY.nip, name: COMPANY.name, address: COMPANY.address });
    const xsd = await validateFa3(invoice?.xml ?? "");
    expect(xsd.errors).toEqual([]);
    expect(invoice?.xml).toContain("<NIP>5252000002</NIP>");
  });

  it("is not issued for an order that asked for none", async () => {
    const order = await awaitingOrder(null);
    await changeOrderStatus(database.db, order.id, { to: "PAID", actor: "system" }, effects(settings("NONE")));
    expect(await invoicesOf(order.id)).toEqual([]);
  });

  it("of a private person is a PDF only: not sent to KSeF", async () => {
    const order = await awaitingOrder({
      kind: "private",
      name: "Jan Kowalski",
      address: { line1: "ul. Prosta 1", line2: "00-001 Warszawa", countryCode: "PL" },
    });
    await changeOrderStatus(database.db, order.id, { to: "PAID", actor: "system" }, effects(settings("PRIV")));
    const [invoice] = await invoicesOf(order.id);
    expect(invoice).toMatchObject({ buyerKind: "private", buyerNip: null, ksefStatus: "not-applicable", ksefNextAttemptAt: null });
    expect((await validateFa3(invoice?.xml ?? "")).errors).toEqual([]);
  });

  it("is corrected once when the paid order is canceled: the correction takes the whole total back", async () => {
    const invoicing = settings("CAN");
    const order = await awaitingOrder(COMPANY);
    await changeOrderStatus(database.db, order.id, { to: "PAID", actor: "system" }, effects(invoicing));
    await changeOrderStatus(database.db, order.id, { to: "CANCELED", actor: "staff", note: "customer changed mind" }, effects(invoicing));
    const [original, correction, ...more] = await invoicesOf(order.id);
    expect(more).toEqual([]);
    expect(correction).toMatchObject({
      kind: "KOR",
      correctsId: original?.id,
      cause: "cancel",
      gross: -order.total,
      ksefStatus: "waiting",
    });
    expect(correction?.number).toMatch(/^KCAN\/\d{4}\/\d{2}\/00001$/);
    expect(correction?.document.correction?.original).toEqual({
      number: original?.number,
      issueDate: original?.issueDate,
      ksefNumber: null,
    });
    expect((await validateFa3(correction?.xml ?? "")).errors).toEqual([]);
  });

  it("is never changed nor deleted after it is issued", async () => {
    const order = await awaitingOrder(COMPANY);
    await changeOrderStatus(database.db, order.id, { to: "PAID", actor: "system" }, effects(settings("FIX")));
    const [invoice] = await invoicesOf(order.id);
    const id = invoice?.id ?? 0;
    const refusal = (statement: ReturnType<typeof sql>) =>
      database.db.execute(statement).then(
        () => "done",
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update invoices set gross = gross + 1, net = net + 1 where id = ${id}`)).toMatch(/never changed/);
    expect(await refusal(sql`update invoices set number = 'FV/1' where id = ${id}`)).toMatch(/never changed/);
    expect(await refusal(sql`delete from invoices where id = ${id}`)).toMatch(/never deleted/);
    // Its way through KSeF moves on.
    await database.db.execute(sql`update invoices set ksef_attempts = 1, ksef_message = 'KSeF did not answer' where id = ${id}`);
    const [after] = await invoicesOf(order.id);
    expect(after).toMatchObject({ number: invoice?.number, gross: invoice?.gross, ksefAttempts: 1 });
  });
});

describe("invoice numbers", () => {
  it("run 1..N without a gap or a twin when many orders are paid at the same moment in several processes", async () => {
    // PostgreSQL: 100 orders paid at once by two "processes" (two pools of 20 connections: each transaction waits for
    // the counter's lock in PostgreSQL, not for a connection in its pool). PGlite has one
    // connection (its pool queues the rest, 5 s at most): 12, four at a time.
    const count = isPostgresRun() ? 100 : 12;
    const batch = isPostgresRun() ? count : 4;
    const invoicing = settings("RACE");
    const pools = isPostgresRun()
      ? [0, 1].map(() => {
          const pool = createPool(database.url, 20);
          // This test is about the counter, not the pool: a payment may wait for a connection as long as the ones
          // ahead of it wait for the counter's lock (a busy CI machine takes seconds for 100), not the app's 5 s.
          (pool as unknown as { options: { connectionTimeoutMillis: number } }).options.connectionTimeoutMillis = 120_000;
          return wrap("postgres", pool, async () => {});
        })
      : [database];
    try {
      const orders = [];
      for (let i = 0; i < count; i++) orders.push(await awaitingOrder(COMPANY));
      for (let start = 0; start < count; start += batch)
        await Promise.all(
          orders
            .slice(start, start + batch)
            .map((order, i) =>
              changeOrderStatus((pools[i % pools.length] ?? database).db, order.id, { to: "PAID", actor: "system" }, effects(invoicing)),
            ),
        );
    } finally {
      if (isPostgresRun()) await Promise.all(pools.map((pool) => pool.pool.end()));
    }
    const rows = await database.db
      .select({ sequence: schema.invoices.sequence, number: schema.invoices.number })
      .from(schema.invoices)
      .where(eq(schema.invoices.series, "RACE"));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(count);
  });
});
