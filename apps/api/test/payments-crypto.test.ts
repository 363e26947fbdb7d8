import { randomBytes } from "node:crypto";
import { type Database, schema } from "@shop/db";
import { createTestDatabase } from "@shop/db/testing";
import { baseCryptoAmount, CRYPTO_TAG_RANGE, formatUsdt } from "@shop/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reopenPayment } from "../src/use-cases/payments/reopen-payment";
import {
  createAwaitingOrder,
  historyOf,
  type OrderInput,
  orderStatus,
  paymentApi,
  paymentsOf,
  paymentWorkers,
  statusEmailsTo,
  stockedProduct,
  stockOf,
} from "./payments-fixture";

let database: Database & { close(): Promise<void> };
let shop: ReturnType<typeof paymentApi>;
let product: { productId: number; price: number };

const MINUTE = 60_000;

async function cryptoOrder(input: Partial<OrderInput> = {}) {
  const placed = await createAwaitingOrder(database, shop.services, { method: "crypto", ...product, ...input });
  if (placed.next.kind !== "crypto") throw new Error(`expected crypto details, got ${placed.next.kind}`);
  return { ...placed, payment: placed.next.payment };
}

async function send(amount: number): Promise<string> {
  const response = await shop.api.request("/api/v1/dev/chain/transfers", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ amount }),
  });
  expect(response.status).toBe(201);
  const { txId } = (await response.json()) as { txId: string };
  expect(txId).toMatch(/^[0-9a-f]{64}$/);
  return txId;
}

async function transfer(txId: string) {
  const [row] = await database.db.select().from(schema.cryptoTransfers).where(eq(schema.cryptoTransfers.txId, txId));
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  shop = paymentApi(database);
  product = await stockedProduct(database, 500);
});
afterAll(() => database?.close());

describe("crypto payment amounts", () => {
  it("gives 30 open payments of the same total 30 different amounts, each the total plus a tag", async () => {
    // Five at a time (racing each other; PGlite's one connection keeps the rest waiting in the pool).
    const placed: Array<Awaited<ReturnType<typeof cryptoOrder>>> = [];
    for (let batch = 0; batch < 6; batch++)
      placed.push(...(await Promise.all(Array.from({ length: 5 }, () => cryptoOrder({ quantity: 3 })))));
    const base = baseCryptoAmount(product.price * 3, shop.paymentOptions.crypto.groszePerUsdt);
    const amounts = placed.map((p) => p.payment.amount);
    expect(new Set(amounts).size).toBe(30);
    for (const { payment, order } of placed) {
      expect(payment.amount).toBeGreaterThan(base);
      expect(payment.amount).toBeLessThanOrEqual(base + CRYPTO_TAG_RANGE);
      expect(payment).toMatchObject({
        network: "TRC20",
        currency: "USDT",
        address: shop.paymentOptions.crypto.address,
        amountText: formatUsdt(payment.amount),
        payUntil: order.payUntil.toISOString(),
        status: "pending",
      });
      expect(payment.uri).toBe(
        `tron:${payment.address}?amount=${formatUsdt(payment.amount)}&token=${shop.paymentOptions.crypto.tokenContract}`,
      );
    }
  });

  it("walks on to the tags still free, and refuses when none is left", async () => {
    const first = await cryptoOrder({ quantity: 5 });
    const base = baseCryptoAmount(product.price * 5, shop.paymentOptions.crypto.groszePerUsdt);
    const free = [base + 1, base + 2, base + CRYPTO_TAG_RANGE].filter((amount) => amount !== first.payment.amount).slice(0, 2);
    // Every other amount of this total is held by a pending payment.
    await database.db.execute(sql`
      insert into payments (order_id, method, provider, amount, crypto_amount, address, pay_until)
      select ${first.order.id}, 'crypto', 'trc20', ${first.order.total}, ${base} + g, ${first.payment.address}, now() + interval '1 hour'
      from generate_series(1, ${CRYPTO_TAG_RANGE}) g
      where ${base} + g not in (${first.payment.amount}, ${free[0] ?? 0}, ${free[1] ?? 0})`);
    const taken = [await cryptoOrder({ quantity: 5 }), await cryptoOrder({ quantity: 5 })].map((p) => p.payment.amount);
    expect(taken.sort((a, b) => a - b)).toEqual(free);
    await expect(cryptoOrder({ quantity: 5 })).rejects.toThrow(/no free USDT amount/);
    await database.db.execute(sql`delete from payments where order_id = ${first.order.id} and crypto_amount <> ${first.payment.amount}`);
  });

  it("shows the same payment again when the customer comes back", async () => {
    const { order, payment } = await cryptoOrder();
    expect(await shop.services.cryptoOf(database.db, order.id)).toEqual(payment);
    expect(await reopenPayment(database.db, shop.services, order)).toEqual({ kind: "crypto", payment });
    expect(await paymentsOf(database, order.id)).toHaveLength(1);
  });
});

describe("the crypto watcher", () => {
  it("pays the order whose exact amount arrived before its pay-until", async () => {
    const { order, email, payment } = await cryptoOrder();
    const txId = await send(payment.amount);
    const { workers } = paymentWorkers(database, shop.paymentOptions);
    expect(await workers.watcher.tickOnce()).toMatchObject({ matched: 1, lost: 0 });
    expect(await orderStatus(database, order.id)).toBe("PAID");
    expect((await historyOf(database, order.id)).at(-1)).toEqual({ to: "PAID", actor: "system", note: `USDT transfer ${txId}` });
    const [row] = await paymentsOf(database, order.id);
    expect(row).toMatchObject({ status: "paid", reference: txId });
    expect(await transfer(txId)).toMatchObject({ outcome: "matched", paymentId: row?.id, orderId: order.id, amount: payment.amount });
    expect(await statusEmailsTo(database, email)).toBe(1);
    // Seen again at the next pass (the cursor overlaps): handled once.
    expect(await workers.watcher.tickOnce()).toMatchObject({ matched: 0, lost: 0 });
    expect((await historyOf(database, order.id)).filter((entry) => entry.to === "PAID")).toHaveLength(1);
  });

  it("records a transfer of a wrong amount as lost and pays nothing", async () => {
    const { order, payment } = await cryptoOrder();
    const txId = await send(payment.amount + 10_000_000);
    const { workers } = paymentWorkers(database, shop.paymentOptions);
    expect(await workers.watcher.tickOnce()).toMatchObject({ matched: 0, lost: 1 });
    expect(await transfer(txId)).toMatchObject({ outcome: "lost", paymentId: null, orderId: null });
    expect(await orderStatus(database, order.id)).toBe("AWAITING_PAYMENT");
    expect((await paymentsOf(database, order.id)).map((p) => p.status)).toEqual(["pending"]);
  });

  it("matches a transfer made in time before the expiry cancels its order", async () => {
    const { order, payment } = await cryptoOrder({ payUntil: new Date(Date.now() - MINUTE) });
    const txId = randomBytes(32).toString("hex");
    await database.db.insert(schema.simulatedTransfers).values({
      txId,
      fromAddress: "TCustomerPaidInTimeAddress111111",
      toAddress: payment.address,
      amount: payment.amount,
      blockTime: new Date(Date.now() - 2 * MINUTE),
    });
    const { workers } = paymentWorkers(database, shop.paymentOptions);
    await workers.expiry.tickOnce();
    expect(await orderStatus(database, order.id)).toBe("PAID");
    expect(await transfer(txId)).toMatchObject({ outcome: "matched", orderId: order.id });
  });
});

describe("the payment expiry", () => {
  it("cancels an overdue order once, returning its stock once, and a later transfer of its amount is lost", async () => {
    const { order, email, payment } = await cryptoOrder({ quantity: 4, payUntil: new Date(Date.now() - MINUTE) });
    const stockBefore = await stockOf(database, product.productId);
    // Two app processes tick at the same time, then one of them once more.
    const first = paymentWorkers(database, shop.paymentOptions).workers;
    const second = paymentWorkers(database, shop.paymentOptions).workers;
    const results = await Promise.all([first.expiry.tickOnce(), second.expiry.tickOnce()]);
    await first.expiry.tickOnce();
    expect(results.reduce((sum, r) => sum + r.expired.canceled, 0)).toBeGreaterThanOrEqual(1);
    expect(await orderStatus(database, order.id)).toBe("CANCELED");
    expect(await stockOf(database, product.productId)).toBe(stockBefore + 4);
    const history = await historyOf(database, order.id);
    expect(history.filter((entry) => entry.to === "CANCELED")).toEqual([{ to: "CANCELED", actor: "system", note: "payment expired" }]);
    expect((await paymentsOf(database, order.id)).map((p) => p.status)).toEqual(["expired"]);
    expect(await statusEmailsTo(database, email)).toBe(1);

    const txId = await send(payment.amount);
    expect(await first.watcher.tickOnce()).toMatchObject({ matched: 0, lost: 1 });
    expect(await transfer(txId)).toMatchObject({ outcome: "lost", orderId: order.id, paymentId: null });
    expect(await orderStatus(database, order.id)).toBe("CANCELED");
    expect(await stockOf(database, product.productId)).toBe(stockBefore + 4);
  });

  it("cancels an overdue online order too", async () => {
    const placed = await createAwaitingOrder(database, shop.services, {
      method: "online",
      ...product,
      payUntil: new Date(Date.now() - MINUTE),
    });
    await paymentWorkers(database, shop.paymentOptions).workers.expiry.tickOnce();
    expect(await orderStatus(database, placed.order.id)).toBe("CANCELED");
    expect((await paymentsOf(database, placed.order.id)).map((p) => p.status)).toEqual(["expired"]);
  });
});

describe("a chain that cannot be read", () => {
  it("is logged and retried; online orders still expire, crypto orders wait for a successful check", async () => {
    const down = { incomingTransfers: () => Promise.reject(new Error("TronGrid answered 503")) };
    const online = await createAwaitingOrder(database, shop.services, {
      method: "online",
      ...product,
      payUntil: new Date(Date.now() - MINUTE),
    });
    const crypto = await cryptoOrder({ payUntil: new Date(Date.now() - MINUTE) });
    const { workers, lines, failures } = paymentWorkers(database, shop.paymentOptions, { chain: down, pollMs: 1000 });
    workers.start();
    await expect.poll(() => orderStatus(database, online.order.id), { timeout: 10_000 }).toBe("CANCELED");
    await expect.poll(() => lines.filter((line) => line.worker === "crypto-watcher").length, { timeout: 10_000 }).toBeGreaterThan(0);
    await workers.stop();
    expect(lines.some((line) => line.msg === "crypto check before the payment expiry failed")).toBe(true);
    // Each failed pass is counted for /metrics (job_failures_total{job="crypto-watcher"}); Przelewy24's did not fail.
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(new Set(failures)).toEqual(new Set(["crypto-watcher"]));
    expect(await orderStatus(database, crypto.order.id)).toBe("AWAITING_PAYMENT");
    // Once the chain answers again, the crypto order expires too.
    await paymentWorkers(database, shop.paymentOptions).workers.expiry.tickOnce();
    expect(await orderStatus(database, crypto.order.id)).toBe("CANCELED");
  });
});

describe("the chain simulator's endpoint", () => {
  it("answers 404 when the chain is not the simulator, and sends nothing", async () => {
    const mainnet = paymentApi(database, { chain: "trongrid" });
    const before = await database.db.select().from(schema.simulatedTransfers);
    const response = await mainnet.api.request("/api/v1/dev/chain/transfers", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ amount: 1_000_000 }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(await database.db.select().from(schema.simulatedTransfers)).toHaveLength(before.length);
  });

  it("refuses an amount that is not a positive integer of micro-USDT", async () => {
    const response = await shop.api.request("/api/v1/dev/chain/transfers", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ amount: 1.5 }),
    });
    expect(response.status).toBe(400);
  });
});
