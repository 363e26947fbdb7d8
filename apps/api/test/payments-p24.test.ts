// Online payments through Przelewy24 (docs/adr/0016), against the local stand-in over real HTTP: the shop registers
// the payment, the buyer pays on the stand-in's hosted page, the stand-in sends its signed notification (handed to
// the API), and the shop verifies it before the order is PAID. Forged, foreign or wrong-amount notifications change
// nothing; a verification that fails leaves the order waiting (never canceled under a taken payment) until a later
// pass verifies it.
import { type Database, schema } from "@shop/db";
import { createTestDatabase } from "@shop/db/testing";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { P24Account } from "../src/core/payments";
import { P24Error, Przelewy24Client } from "../src/payments/p24/client";
import { notificationSign } from "../src/payments/p24/sign";
import { Przelewy24StandIn } from "../src/payments/p24/stand-in";
import { caller, demoSession, jsonOf } from "./cabinet-fixture";
import { TEST_ORIGIN } from "./helpers";
import { COURIER, fillCart, manyCustomers } from "./order-fixture";
import { createAwaitingOrder, historyOf, orderStatus, paymentApi, paymentsOf, paymentWorkers, stockedProduct } from "./payments-fixture";

const CREDENTIALS = { merchantId: 120_000, apiKey: "test-api-key-1", crc: "test-crc-key-1" };
const STATUS = "/api/v1/payments/p24/status";

let database: Database & { close(): Promise<void> };
let standIn: Przelewy24StandIn;
let shop: ReturnType<typeof paymentApi>;
let product: { productId: number; price: number };
/** When set, P24's verify "fails" (unreachable) for the shop. */
let verifyDown = false;

const notify = (body: unknown) =>
  shop.api.request(STATUS, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

beforeAll(async () => {
  database = await createTestDatabase();
  // The stand-in's notifications to the shop's origin go to this API (the test's "network").
  standIn = new Przelewy24StandIn({
    ...CREDENTIALS,
    fetch: (url, init) => Promise.resolve(shop.api.request(String(url).replace(TEST_ORIGIN, ""), init)),
  });
  const baseUrl = await standIn.start();
  const client = new Przelewy24Client({ baseUrl, posId: CREDENTIALS.merchantId, ...CREDENTIALS });
  const p24: P24Account = {
    merchantId: CREDENTIALS.merchantId,
    posId: CREDENTIALS.merchantId,
    crc: CREDENTIALS.crc,
    gateway: {
      registerTransaction: (input) => client.registerTransaction(input),
      verifyTransaction: (input) =>
        verifyDown ? Promise.reject(new P24Error("unavailable", "P24 could not be reached")) : client.verifyTransaction(input),
      refund: (input) => (verifyDown ? Promise.reject(new P24Error("unavailable", "P24 could not be reached")) : client.refund(input)),
      paymentMethods: (lang, amount) => client.paymentMethods(lang, amount),
    },
  };
  shop = paymentApi(database, { p24 });
  product = await stockedProduct(database, 500);
});

afterAll(async () => {
  await standIn.stop();
  await database.close();
});

beforeEach(() => {
  verifyDown = false;
});

/** An online order registered at the stand-in; its hosted page's address and the stand-in's transaction. */
async function registeredOrder(payUntil?: Date) {
  const placed = await createAwaitingOrder(database, shop.services, {
    method: "online",
    ...product,
    quantity: 2,
    ...(payUntil ? { payUntil } : {}),
  });
  if (placed.next.kind !== "redirect") throw new Error(`expected a redirect, got ${placed.next.kind}`);
  const token = new URL(placed.next.url).pathname.split("/").pop() as string;
  const transaction = standIn.ledger.transactions.get(token);
  if (!transaction) throw new Error("the stand-in has no such transaction");
  return { ...placed, url: placed.next.url, token, transaction };
}

/** The buyer presses "Pay" on the hosted page; resolves once the notification was handled. */
async function pay(url: string) {
  const answer = await fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
  await standIn.settled();
  return answer;
}

describe("Przelewy24 online payments", () => {
  it("registers the order's total at P24 and sends the buyer to its hosted page", async () => {
    const { order, url, transaction } = await registeredOrder();
    expect(url).toBe(`${standIn.baseUrl}/trnRequest/${new URL(url).pathname.split("/").pop()}`);
    expect(transaction).toMatchObject({ amount: order.total, currency: "PLN", urlStatus: `${TEST_ORIGIN}${STATUS}`, state: "registered" });
    expect(transaction.urlReturn).toBe(`${TEST_ORIGIN}/en/warszawa/order-tracking/${order.id}?payment=return`);
    const [payment] = await paymentsOf(database, order.id);
    expect(payment).toMatchObject({ provider: "p24", status: "pending", amount: order.total, reference: transaction.sessionId });
  });

  it("pays the order once P24 confirmed the notified payment, and a replayed notification changes nothing", async () => {
    const { order, url, transaction } = await registeredOrder();
    const answer = await pay(url);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(transaction.urlReturn);
    expect(await orderStatus(database, order.id)).toBe("PAID");
    expect(transaction.state).toBe("verified");

    const notification = standIn.sent.at(-1)?.body;
    const replays = await Promise.all([notify(notification), notify(notification)]);
    expect(replays.map((reply) => reply.status)).toEqual([200, 200]);
    expect((await historyOf(database, order.id)).filter((entry) => entry.to === "PAID")).toHaveLength(1);
    expect((await paymentsOf(database, order.id)).map((payment) => payment.status)).toEqual(["paid"]);
  });

  it("refuses a forged, foreign or wrong-amount notification and leaves the order waiting", async () => {
    const { order, transaction } = await registeredOrder();
    const fields = {
      merchantId: CREDENTIALS.merchantId,
      posId: CREDENTIALS.merchantId,
      sessionId: transaction.sessionId,
      amount: order.total,
      originAmount: order.total,
      currency: "PLN",
      orderId: 987_654_321,
      methodId: 181,
      statement: "p24-987-654-321",
    };
    const signed = (f: typeof fields, crc = CREDENTIALS.crc) => ({ ...f, sign: notificationSign(f, crc) });
    const refused = [
      signed(fields, "not-the-shops-crc"),
      signed({ ...fields, amount: 1, originAmount: 1 }),
      signed({ ...fields, merchantId: 999_999, posId: 999_999 }),
      signed({ ...fields, currency: "EUR" }),
      { ...signed(fields), amount: order.total - 1 },
    ];
    for (const body of refused) {
      const reply = await notify(body);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ code: "SIGNATURE_INVALID" });
    }
    expect((await notify({ hello: "world" })).status).toBe(400);
    expect(await orderStatus(database, order.id)).toBe("AWAITING_PAYMENT");
    expect(transaction.state).toBe("registered");
  });

  it("keeps an order whose verification failed waiting past its pay-until, and pays it when P24 confirms later", async () => {
    const { order, url } = await registeredOrder(new Date(Date.now() + 60_000));
    verifyDown = true;
    await pay(url);
    expect(await orderStatus(database, order.id)).toBe("AWAITING_PAYMENT");
    // P24 is told to send the notification again.
    expect((await notify(standIn.sent.at(-1)?.body)).status).toBe(503);

    // Pay-until passes while P24 is still unreachable: the expiry pass does not cancel the order.
    await database.db.execute(sql`update orders set pay_until = now() - interval '1 minute' where id = ${order.id}`);
    const { workers } = paymentWorkers(database, shop.paymentOptions);
    const first = await workers.expiry.tickOnce();
    expect(first.p24).toEqual({ paid: 0, unconfirmed: 1 });
    expect(await orderStatus(database, order.id)).toBe("AWAITING_PAYMENT");

    verifyDown = false;
    const second = await workers.expiry.tickOnce();
    expect(second.p24).toEqual({ paid: 1, unconfirmed: 0 });
    expect(await orderStatus(database, order.id)).toBe("PAID");
  });

  it("lets staff refund a paid order through P24, never more than was paid, and shows P24's word on each refund", async () => {
    const { order, url } = await registeredOrder();
    await pay(url);
    const staff = await demoSession(database, "admin");
    const call = caller(shop.api);
    const refund = (amount: number, headers: Record<string, string> = {}) =>
      call("POST", `/api/v1/staff/orders/${order.id}/refund`, staff.token, { amount, reason: "Broken bowl" }, headers);
    const paymentOfOrder = async () => (await jsonOf(await call("GET", `/api/v1/staff/orders/${order.id}`, staff.token))).payment;

    expect((await paymentOfOrder()).refundable).toBe(order.total);
    expect((await refund(1000)).status).toBe(200);
    // Two staff at once, each for all that is left: one gets it, the other is told what is left.
    const racing = await Promise.all([refund(order.total - 1000, { Locale: "pl" }), refund(order.total - 1000, { Locale: "pl" })]);
    expect(racing.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const tooMuch = racing.find((reply) => reply.status === 409) as Response;
    expect((await jsonOf(tooMuch)).message).toMatch(/^Dla tego zamówienia można jeszcze zwrócić najwyżej 0,00/);
    await standIn.settled();

    const payment = await paymentOfOrder();
    expect(payment.refundable).toBe(0);
    expect(payment.refunds.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
      [order.total - 1000, "done"],
      [1000, "done"],
    ]);
    expect(payment.refunds[0].by).toMatchObject({ id: staff.id });
    expect([...standIn.ledger.transactions.values()].find((t) => t.sessionId === payment.reference)?.refunded).toBe(order.total);
  });

  it("refunds nothing when P24 does not answer, and says so", async () => {
    const { order, url } = await registeredOrder();
    await pay(url);
    const staff = await demoSession(database, "admin");
    verifyDown = true;
    const reply = await caller(shop.api)("POST", `/api/v1/staff/orders/${order.id}/refund`, staff.token, { amount: 500 });
    expect(reply.status).toBe(503);
    expect((await jsonOf(reply)).code).toBe("PAYMENT_PROVIDER_UNAVAILABLE");
    const { payment } = await jsonOf(await caller(shop.api)("GET", `/api/v1/staff/orders/${order.id}`, staff.token));
    expect(payment.refundable).toBe(order.total);
    expect(payment.refunds.map((r: { status: string }) => r.status)).toEqual(["failed"]);
  });

  it("lists P24's methods at checkout, BLIK first, and opens P24's page on the one picked; one no longer offered is refused", async () => {
    const [customer] = await manyCustomers(database, 1, "p24-methods");
    if (!customer) throw new Error("no customer");
    const headers = { Authorization: `Bearer ${customer.token}`, Locale: "pl", "Content-Type": "application/json" };
    // A product a courier may bring (not under TPD, which is store pickup and in-store payment only).
    const { rows } = await database.pool.query<{ id: number }>(
      `select p.id from products p join offers o on o.product_id = p.id and o.city_id = 1
       where not p.tpd and p.kind = 'simple' and o.visible order by p.id limit 1`,
    );
    const courierProduct = rows[0]?.id as number;
    await database.pool.query("update offers set stock = 50 where city_id = 1 and product_id = $1", [courierProduct]);
    const fill = () => fillCart(database, customer.id, [{ productId: courierProduct, quantity: 2 }]);
    await fill();

    const options = await jsonOf(await shop.api.request("/api/v1/checkout/options?city=warszawa", { headers }));
    const methods: Array<{ id: number; name: string; group: string }> = options.onlineMethods;
    expect(methods[0]).toEqual({ id: 181, name: "BLIK", group: "Blik" });
    expect(methods.map((method) => method.name)).toContain("Karta płatnicza");
    // PayPal is switched off in the stand-in's account: P24 lists it with status false.
    expect(methods.map((method) => method.id)).not.toContain(66);

    const orders = async () => (await database.db.select({ n: count() }).from(schema.orders))[0]?.n;
    const before = await orders();
    const order = (onlineMethod: number, key: string) =>
      shop.api.request("/api/v1/orders", {
        method: "POST",
        headers: { ...headers, "Idempotency-Key": key },
        body: JSON.stringify({
          city: "warszawa",
          contact: { firstName: "Ola", lastName: "Kowalska", phone: "+48 511 222 333" },
          delivery: COURIER,
          payment: "online",
          onlineMethod,
          acceptTerms: true,
        }),
      });
    const refused = await order(66, `p24-method-${customer.id}-a`);
    expect(refused.status).toBe(400);
    expect((await jsonOf(refused)).issues).toEqual([
      { path: "onlineMethod", message: "Ta metoda płatności nie jest teraz dostępna dla tego zamówienia. Wybierz inną." },
    ]);
    expect(await orders()).toBe(before);

    await fill();
    const placed = await jsonOf(await order(181, `p24-method-${customer.id}-b`));
    expect(placed.next.kind).toBe("redirect");
    const token = new URL(placed.next.url).pathname.split("/").pop() as string;
    expect(standIn.ledger.transactions.get(token)?.method).toBe(181);
    const page = await (await fetch(placed.next.url)).text();
    expect(page).toContain("Metoda: BLIK");
  });

  it("keeps nothing when P24 cannot register the payment, and says so", async () => {
    const orders = async () => (await database.db.select({ n: count() }).from(schema.orders))[0]?.n;
    const before = await orders();
    await standIn.stop();
    try {
      const attempt = createAwaitingOrder(database, shop.services, { method: "online", ...product, quantity: 1 });
      await expect(attempt).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_UNAVAILABLE" });
      expect(await orders()).toBe(before);
    } finally {
      await standIn.start();
    }
  });
});
