// Order tracking by id (decisions.md: anyone with the id sees status, city, date and history; the signed-in
// owner and staff see everything), its rate limit, the owner's return to an unfinished payment, and the
// cabinet's list of the customer's own orders.
import type { CryptoPayment, NextStep } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi, createRateLimits, RATE_LIMITS } from "../src";
import type { PaymentOrder, PaymentServices } from "../src/payments";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { BUILD, TEST_ORIGIN } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts, type TestOrderOptions } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let owner: TestUser;
let stranger: TestUser;
let staff: { id: number; token: string };
let products: FixtureProduct[];

const CRYPTO: CryptoPayment = {
  network: "TRC20",
  currency: "USDT",
  address: "TTestShopAddress",
  amount: 25_310_042,
  amountText: "25.310042",
  payUntil: "2026-11-22T11:00:00.000Z",
  uri: "tron:TTestShopAddress?amount=25.310042",
  status: "pending",
};
const NEXT: NextStep = { kind: "redirect", url: "https://sandbox.test/pay/1" };
/** The orders a new payment was opened for (the owner coming back). */
const resumed: PaymentOrder[] = [];
/** The payment adapters stand in: the owner's page shows their crypto payment, a new payment records what it was asked. */
const payments: PaymentServices = {
  open: async (_tx, order) => {
    resumed.push(order);
    return NEXT;
  },
  cryptoOf: async (_db, orderId) => {
    const { rows } = await database.pool.query("select payment_method from orders where id = $1", [orderId]);
    return rows[0]?.payment_method === "crypto" ? CRYPTO : null;
  },
  onlineMethods: async () => [],
};

const order = (options: Partial<TestOrderOptions> = {}) =>
  createTestOrder(database, { user: owner, lines: [{ product: products[0] as FixtureProduct, quantity: 2 }], ...options });
const track = (id: string, token?: string | null, headers: Record<string, string> = {}) =>
  call("GET", `/api/v1/orders/${id}`, token, undefined, headers);

beforeAll(async () => {
  database = await createTestDatabase();
  api = createApi({
    database,
    logger: pino({ level: "silent" }),
    build: () => BUILD,
    development: false,
    publicOrigins: [TEST_ORIGIN],
    brand: "default",
    limits: createRateLimits(),
    payments,
  });
  call = caller(api);
  owner = await createUser(database, "tracker");
  stranger = await createUser(database, "stranger");
  staff = await demoSession(database, "admin");
  products = await offeredProducts(database, { count: 2, minStock: 1, restockTo: 500 });
});
afterAll(() => database?.close());

describe("GET /api/v1/orders/{orderId}", () => {
  it("shows a visitor the status, city, date and history only", async () => {
    const id = await order({ status: "APPROVED" });
    const response = await track(id);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const view = await jsonOf(response);
    expect(view).toEqual({
      id,
      status: "APPROVED",
      city: { slug: "warszawa", name: "Warsaw" },
      createdAt: expect.any(String),
      history: [
        { status: "CREATED", at: expect.any(String), actor: "customer" },
        { status: "APPROVED", at: expect.any(String), actor: "staff" },
      ],
      details: null,
    });
    expect((await jsonOf(await track(id, null, { Locale: "uk" }))).city.name).toBe("Варшава");
    expect((await jsonOf(await track(id, stranger.token))).details).toBeNull();
  });

  it("shows the signed-in owner and staff everything", async () => {
    const product = products[1] as FixtureProduct;
    const id = await order({ lines: [{ product, quantity: 3 }] });
    const view = await jsonOf(await track(id, owner.token));
    expect(view.details).toMatchObject({
      items: [
        {
          productId: product.id,
          slug: product.slug,
          name: product.name,
          quantity: 3,
          unitPrice: product.price,
          lineTotal: 3 * product.price,
        },
      ],
      subtotal: 3 * product.price,
      total: 3 * product.price,
      payment: "in-store",
      delivery: { method: "local-pickup", store: { id: expect.any(Number), address: expect.any(String) }, address: null },
      contact: { firstName: "Ada", lastName: "Nowak", email: owner.email },
      crypto: null,
      canCancel: true,
      canRetryPayment: false,
    });
    const asStaff = await jsonOf(await track(id, staff.token));
    expect(asStaff.details).toMatchObject({ items: [{ quantity: 3 }], canCancel: false });
  });

  it("shows the owner their crypto payment and whether an online payment may be retried", async () => {
    const crypto = await order({ payment: "crypto", delivery: "parcel-locker" });
    expect((await jsonOf(await track(crypto, owner.token))).details).toMatchObject({
      crypto: CRYPTO,
      canCancel: true,
      canRetryPayment: false,
    });
    const online = await order({ payment: "online", delivery: "courier" });
    expect((await jsonOf(await track(online, owner.token))).details).toMatchObject({ crypto: null, canRetryPayment: true });
    const late = await order({ payment: "online", delivery: "courier", payUntil: new Date(Date.now() - 60_000) });
    expect((await jsonOf(await track(late, owner.token))).details.canRetryPayment).toBe(false);
  });

  it("finds an id typed in lower case, with O for 0 and I or L for 1; unknown and malformed ids are 404", async () => {
    const id = await order({ id: "7KQ2M9XB4RT01" });
    for (const typed of ["7kq2m9xb4rt01", "7KQ2M-9XB4R-TOI", "7kq2m 9xb4r tol"]) {
      const response = await track(encodeURIComponent(typed));
      expect(response.status).toBe(200);
      expect((await jsonOf(response)).id).toBe(id);
    }
    const unknown = await track("7KQ2M9XB4RT02");
    expect(unknown.status).toBe(404);
    expect(await jsonOf(unknown)).toMatchObject({ code: "NOT_FOUND" });
    expect((await track("7KQ2M9XB4RT0")).status).toBe(404);
    expect((await track("7KQ2M9XB4RTU1")).status).toBe(404);
    expect((await track("7".repeat(300))).status).toBe(404);
  });

  it("limits lookups per caller address, but not the owner's nor staff's", async () => {
    const id = await order();
    const from = { "X-Forwarded-For": "203.0.113.77" };
    for (let i = 0; i < RATE_LIMITS["order-lookup"].points; i++) {
      expect((await track(i % 2 ? id : "ZZZZZZZZZZZZZ", null, from)).status).toBe(i % 2 ? 200 : 404);
    }
    const limited = await track(id, null, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await jsonOf(limited)).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect((await track("ZZZZZZZZZZZZZ", stranger.token, from)).status).toBe(429);
    expect((await track(id, owner.token, from)).status).toBe(200);
    expect((await track(id, staff.token, from)).status).toBe(200);
    expect((await track(id, null, { "X-Forwarded-For": "203.0.113.78" })).status).toBe(200);
  });
});

describe("POST /api/v1/orders/{orderId}/payment", () => {
  it("lets the owner return to an order waiting for its payment, before pay-until only", async () => {
    const online = await order({ payment: "online", delivery: "courier" });
    const response = await call("POST", `/api/v1/orders/${online}/payment`, owner.token);
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual(NEXT);
    expect(resumed.at(-1)).toMatchObject({ id: online, method: "online", locale: "en", citySlug: "warszawa", payUntil: expect.any(Date) });
    const before = resumed.length;
    for (const id of [await order(), await order({ payment: "online", delivery: "courier", payUntil: new Date(Date.now() - 1000) })]) {
      const refused = await call("POST", `/api/v1/orders/${id}/payment`, owner.token);
      expect(refused.status).toBe(409);
      expect(await jsonOf(refused)).toMatchObject({ code: "PAYMENT_NOT_RETRYABLE" });
    }
    expect((await call("POST", `/api/v1/orders/${online}/payment`, stranger.token)).status).toBe(404);
    expect((await call("POST", `/api/v1/orders/${online}/payment`, null)).status).toBe(401);
    expect(resumed.length).toBe(before);
  });
});

describe("GET /api/v1/cabinet/orders", () => {
  it("lists only the customer's own orders, newest first, with units and the city in their language", async () => {
    const customer = await createUser(database, "lister");
    const [first, second] = products as [FixtureProduct, FixtureProduct];
    const mine = { user: customer, lines: [{ product: first, quantity: 1 }] };
    const old = await createTestOrder(database, { ...mine, createdAt: new Date(Date.now() - 2 * 86_400_000) });
    const recent = await createTestOrder(database, {
      ...mine,
      lines: [
        { product: first, quantity: 2 },
        { product: second, quantity: 3 },
      ],
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const middle = await createTestOrder(database, { ...mine, status: "APPROVED", createdAt: new Date(Date.now() - 86_400_000) });
    await order();
    const list = await jsonOf(await call("GET", "/api/v1/cabinet/orders", customer.token, undefined, { Locale: "pl" }));
    expect(list.total).toBe(3);
    expect(list.items.map((item: { id: string }) => item.id)).toEqual([recent, middle, old]);
    expect(list.items[0]).toEqual({
      id: recent,
      status: "CREATED",
      city: { slug: "warszawa", name: "Warszawa" },
      createdAt: expect.any(String),
      total: 2 * first.price + 3 * second.price,
      itemCount: 5,
    });
    expect(list.items[1]).toMatchObject({ status: "APPROVED", itemCount: 1 });
    expect(await jsonOf(await call("GET", "/api/v1/cabinet/orders", stranger.token))).toEqual({ items: [], total: 0 });
  });
});
