// Orders awaiting a payment, made straight in the database the way placing an order leaves them (the order, its
// line, its stock reservation taken off the offer, its history), with the payment opened by PaymentServices.open
// in the same transaction. And the API with payment options of the test's choosing.
import { Writable } from "node:stream";
import type { NextStep } from "@shop/contracts";
import { type Database, schema } from "@shop/db";
import { type InvoicingSettings, type Locale, newOrderId } from "@shop/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { createApi, defaultPaymentOptions, type PaymentOptions } from "../src";
import type { PaymentOrder } from "../src/core/payments";
import { createPaymentWorkers } from "../src/jobs/payment-workers";
import { type ChainAdapter, createPaymentServices, SimulatorAdapter } from "../src/payments";
import { createRateLimits } from "../src/security/rate-limits";
import { firstStoreOf, setCityStock } from "./city-stock";
import { BUILD, TEST_ORIGIN } from "./helpers";

const WARSZAWA = 1;

/** A JSON log that the test can read back. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: "info" }, sink), lines };
}

export type Api = ReturnType<typeof createApi>;

/** The API with the test's payment options; by default the sandbox callback reaches this same API. */
export function paymentApi(database: Database, overrides: Partial<PaymentOptions> = {}, invoicing?: InvoicingSettings) {
  const { logger, lines } = capturedLogger();
  const paymentOptions: PaymentOptions = {
    ...defaultPaymentOptions(TEST_ORIGIN),
    deliverCallback: (url, init) => Promise.resolve(api.request(url, init)),
    ...overrides,
  };
  const api: Api = createApi({
    database,
    logger,
    build: () => BUILD,
    development: false,
    publicOrigins: [TEST_ORIGIN],
    brand: "default",
    limits: createRateLimits(),
    paymentOptions,
    ...(invoicing ? { invoicing } : {}),
  });
  return { api, lines, paymentOptions, services: createPaymentServices(paymentOptions) };
}

/** A "process" of payment workers on the simulator (several of them stand for several app processes). */
export function paymentWorkers(
  database: Database,
  paymentOptions: PaymentOptions,
  options: { chain?: ChainAdapter; pollMs?: number } = {},
) {
  const { logger, lines } = capturedLogger();
  /** The jobs whose pass failed, one entry a failure (what /metrics counts as job_failures_total). */
  const failures: string[] = [];
  const workers = createPaymentWorkers({
    database,
    logger,
    jobFailed: (job) => failures.push(job),
    chain: options.chain ?? new SimulatorAdapter(database.db),
    paymentOptions,
    brand: "default",
    cryptoPollMs: options.pollMs,
    expiryPollMs: options.pollMs,
  });
  return { workers, lines, failures };
}

/** A visible simple product of the city, with `stock` units on its offer. */
export async function stockedProduct(database: Database, stock: number): Promise<{ productId: number; price: number; slug: string }> {
  const [row] = await database.db
    .select({ productId: schema.products.id, price: schema.offers.price, slug: schema.products.slug })
    .from(schema.offers)
    .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId))
    .where(and(eq(schema.offers.cityId, WARSZAWA), eq(schema.offers.visible, true), eq(schema.products.kind, "simple")))
    .orderBy(asc(schema.products.id))
    .limit(1);
  if (!row) throw new Error("no product offered in Warszawa");
  await setCityStock(database.pool, WARSZAWA, [row.productId], stock);
  return row;
}

export interface AwaitingOrder {
  order: PaymentOrder;
  email: string;
  next: NextStep;
}

export interface OrderInput {
  method: "online" | "crypto";
  productId: number;
  price: number;
  quantity?: number;
  locale?: Locale;
  /** Default: 30 minutes from now. */
  payUntil?: Date;
}

/** An AWAITING_PAYMENT order as placing leaves it, and its payment opened by `services`. */
export async function createAwaitingOrder(
  database: Database,
  services: ReturnType<typeof createPaymentServices>,
  input: OrderInput,
): Promise<AwaitingOrder> {
  const id = newOrderId();
  const quantity = input.quantity ?? 1;
  const total = input.price * quantity;
  const locale = input.locale ?? "en";
  const payUntil = input.payUntil ?? new Date(Date.now() + 30 * 60 * 1000);
  const email = `buyer-${id.toLowerCase()}@example.test`;
  const order: PaymentOrder = { id, email, total, method: input.method, locale, citySlug: "warszawa", payUntil };
  const storeId = await firstStoreOf(database.pool, WARSZAWA);
  const next = await database.db.transaction(async (tx) => {
    const taken = await tx
      .update(schema.offers)
      .set({ stock: sql`${schema.offers.stock} - ${quantity}` })
      .where(
        and(eq(schema.offers.cityId, WARSZAWA), eq(schema.offers.productId, input.productId), sql`${schema.offers.stock} >= ${quantity}`),
      )
      .returning({ stock: schema.offers.stock });
    if (taken.length !== 1) throw new Error("not enough stock for the test order");
    await tx.insert(schema.orders).values({
      id,
      cityId: WARSZAWA,
      status: "AWAITING_PAYMENT",
      paymentMethod: input.method,
      deliveryMethod: "courier",
      tpd: false,
      customerKind: "retail",
      locale,
      email,
      firstName: "Ola",
      lastName: "Testowa",
      phone: "+48 500 600 700",
      street: "Prosta",
      streetNumber: "1",
      zipCode: "00-001",
      country: "PL",
      subtotal: total,
      total,
      payUntil,
      requestHash: `test-${id}`,
    });
    await tx.insert(schema.orderItems).values({
      orderId: id,
      productId: input.productId,
      slug: `product-${input.productId}`,
      name: "Test product",
      quantity,
      unitPrice: input.price,
      regularPrice: input.price,
      priceKind: "retail",
      lineTotal: total,
      tpd: false,
    });
    await tx.insert(schema.orderReservations).values({ orderId: id, productId: input.productId, storeId, quantity });
    await tx.insert(schema.orderHistory).values([
      { orderId: id, fromStatus: null, toStatus: "CREATED", actor: "customer" },
      { orderId: id, fromStatus: "CREATED", toStatus: "AWAITING_PAYMENT", actor: "system" },
    ]);
    return services.open(tx, order);
  });
  return { order, email, next };
}

// ---------------------------------------------------------------- what the tests look at

export async function orderStatus(database: Database, orderId: string): Promise<string | undefined> {
  const [row] = await database.db.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, orderId));
  return row?.status;
}

export async function historyOf(database: Database, orderId: string) {
  return database.db
    .select({ to: schema.orderHistory.toStatus, actor: schema.orderHistory.actor, note: schema.orderHistory.note })
    .from(schema.orderHistory)
    .where(eq(schema.orderHistory.orderId, orderId))
    .orderBy(asc(schema.orderHistory.id));
}

export async function paymentsOf(database: Database, orderId: string) {
  return database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId)).orderBy(asc(schema.payments.id));
}

export async function stockOf(database: Database, productId: number): Promise<number> {
  const [row] = await database.db
    .select({ stock: schema.offers.stock })
    .from(schema.offers)
    .where(and(eq(schema.offers.cityId, WARSZAWA), eq(schema.offers.productId, productId)));
  return row?.stock ?? Number.NaN;
}

/** The "status changed" e-mails queued to an address. */
export async function statusEmailsTo(database: Database, email: string): Promise<number> {
  const rows = await database.db
    .select({ id: schema.emails.id })
    .from(schema.emails)
    .where(and(eq(schema.emails.toAddress, email), eq(schema.emails.kind, "order-status")));
  return rows.length;
}
