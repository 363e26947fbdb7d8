// What placing an order writes and answers without reading it back (docs/orders.md "Throughput"): the 201 answer is
// the order exactly as its owner's GET /orders/{id} shows it, the queued e-mail (rendered by the mail worker) is the
// one a re-read of the order renders, and orders of several lines racing over the same products each take their units once (no deadlock).
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { outboxContent } from "@shop/mail";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queueOrderEmail } from "../src/use-cases/orders/queue-order-email";
import { type Api, caller, createUser, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import {
  COURIER,
  createCoupon,
  fillCart,
  fillCarts,
  manyCustomers,
  type OrderBody,
  type Products,
  pickProducts,
  pickupChoice,
  pickupOrder,
  setOffer,
  stockOf,
  WARSZAWA,
} from "./order-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let products: Products;
let pickup: { storeId: number; pickupAt: string };

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  products = await pickProducts(database);
  pickup = await pickupChoice(database);
  for (const id of [
    products.plain,
    products.other,
    products.tpd,
    products.bundle.id,
    ...products.bundle.items.map((item) => item.productId),
  ])
    await setOffer(database, id, { price: 2500, stock: 1000, franchisePrice: 2000 });
});
afterAll(() => database?.close());

const soldOf = async (id: number): Promise<number> =>
  (await database.pool.query("select sold_count from products where id = $1", [id])).rows[0].sold_count;

/** The e-mail re-rendered from the stored order (queueOrderEmail), in a transaction rolled back afterwards. */
async function rerenderedEmail(orderId: string, to: string): Promise<unknown> {
  let email: unknown;
  await database.db
    .transaction(async (tx) => {
      await queueOrderEmail(tx, orderId, { kind: "order-placed" }, { brand: "default", publicOrigin: TEST_ORIGIN });
      const { rows } = await tx.execute(
        sql`select to_address, kind, locale, subject, html, text from emails where to_address = ${to} order by id desc limit 1`,
      );
      email = rows[0];
      throw new Error("roll back");
    })
    .catch((error: Error) => {
      if (error.message !== "roll back") throw error;
    });
  return email;
}

/** The order's e-mail as the mail worker sends it (queued unrendered, rendered after the commit: outboxContent). */
async function storedEmail(to: string): Promise<unknown> {
  const { rows } = await database.pool.query(
    "select to_address, kind, locale, subject, html, text, message from emails where to_address = $1",
    [to],
  );
  expect(rows).toHaveLength(1);
  const { to_address, kind, locale } = rows[0];
  const { subject, html, text } = outboxContent(rows[0]);
  return { to_address, kind, locale, subject, html, text };
}

describe("a new order's answer and e-mail", () => {
  const cases: Array<{
    label: string;
    user?: Record<string, unknown>;
    lines: () => Array<{ productId: number; quantity: number }>;
    body: () => OrderBody;
    locale: string;
  }> = [
    {
      label: "in-store pickup of a TPD product, with a comment, in Polish",
      lines: () => [{ productId: products.tpd, quantity: 2 }],
      body: () => pickupOrder(pickup, { comment: "  Proszę zadzwonić  " }),
      locale: "pl",
    },
    {
      label: "courier paid online, two lines and a per-category coupon",
      lines: () => [
        { productId: products.plain, quantity: 1 },
        { productId: products.other, quantity: 3 },
      ],
      body: () => ({ ...pickupOrder(pickup), delivery: COURIER, payment: "online", couponCode: " answer-ten " }),
      locale: "en",
    },
    {
      label: "parcel locker paid in crypto: a bundle and one of its items, for a franchise",
      user: { businessStatus: "approved", businessKind: "franchise" },
      lines: () => [
        { productId: products.bundle.id, quantity: 1 },
        { productId: products.bundle.items[0]?.productId as number, quantity: 2 },
      ],
      body: () => ({ ...pickupOrder(pickup), delivery: { method: "parcel-locker", lockerCode: "WAW01M" }, payment: "crypto" }),
      locale: "uk",
    },
  ];

  beforeAll(async () => {
    const coupon = await createCoupon(database, { code: "ANSWER-TEN", value: 10 });
    const { rows } = await database.pool.query("select category_id from products where id = $1", [products.other]);
    await database.pool.query("insert into coupon_categories (coupon_id, category_id, percent) values ($1, $2, 25)", [
      coupon,
      rows[0].category_id,
    ]);
  });

  for (const example of cases) {
    it(`is what GET /orders/{id} shows its owner, and the e-mail a re-read renders: ${example.label}`, async () => {
      const user: TestUser = await createUser(database, "answer", example.user ?? {});
      await fillCart(database, user.id, example.lines());
      const response = await call("POST", "/api/v1/orders", user.token, example.body(), {
        Locale: example.locale,
        "Idempotency-Key": user.email,
      });
      expect(response.status).toBe(201);
      const placed = await jsonOf(response);
      const shown = await jsonOf(await call("GET", `/api/v1/orders/${placed.order.id}`, user.token, undefined, { Locale: example.locale }));
      expect(placed.order).toEqual(shown);
      if (placed.next.kind === "crypto") expect(placed.order.details.crypto).toEqual(placed.next.payment);
      expect(await storedEmail(user.email)).toEqual(await rerenderedEmail(placed.order.id, user.email));

      const again = await call("POST", "/api/v1/orders", user.token, example.body(), {
        Locale: example.locale,
        "Idempotency-Key": user.email,
      });
      expect(again.status).toBe(200);
      expect((await jsonOf(again)).order).toEqual(shown);
    });
  }
});

describe("orders of several lines racing over the same products", () => {
  it("take each product's units once, in whatever order the carts hold them, paid in store or online, and all succeed", async () => {
    const lines = [
      { productId: products.plain, quantity: 1 },
      { productId: products.other, quantity: 2 },
      { productId: products.bundle.id, quantity: 1 },
      ...products.bundle.items
        .filter((item) => item.productId !== products.plain && item.productId !== products.other)
        .slice(0, 1)
        .map((item) => ({ productId: item.productId, quantity: 1 })),
    ];
    // Units each order takes per product: a bundle takes its items.
    const taken = new Map<number, number>();
    const take = (id: number, units: number) => taken.set(id, (taken.get(id) ?? 0) + units);
    for (const line of lines) {
      if (line.productId !== products.bundle.id) take(line.productId, line.quantity);
      else for (const item of products.bundle.items) take(item.productId, item.quantity * line.quantity);
    }
    const customers = await manyCustomers(database, 40, "racing-lines");
    await fillCarts(
      database,
      customers.slice(0, 20).map((customer) => customer.id),
      lines,
    );
    await fillCarts(
      database,
      customers.slice(20).map((customer) => customer.id),
      [...lines].reverse(),
    );
    const stockBefore = new Map(await Promise.all([...taken.keys()].map(async (id) => [id, await stockOf(database, id)] as const)));
    const soldBefore = new Map(await Promise.all(lines.map(async (line) => [line.productId, await soldOf(line.productId)] as const)));

    // PGlite is one connection: at most 20 requests wait for it at once (docs/orders.md "PGlite under a burst").
    const limit = database.engine === "pglite" ? 20 : customers.length;
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: limit }, async () => {
        while (next < customers.length) {
          const index = next++;
          const customer = customers[index] as { token: string };
          // Pickup orders write in one statement; online ones open their payment in between: both kinds of lock order meet.
          const body = index % 2 === 0 ? pickupOrder(pickup) : { ...pickupOrder(pickup), delivery: COURIER, payment: "online" as const };
          const response = await call("POST", "/api/v1/orders", customer.token, body);
          statuses.push(response.status);
          await response.arrayBuffer();
        }
      }),
    );
    expect(statuses).toEqual(customers.map(() => 201));
    for (const [id, units] of taken) expect(await stockOf(database, id)).toBe((stockBefore.get(id) ?? 0) - 40 * units);
    for (const line of lines) expect(await soldOf(line.productId)).toBe((soldBefore.get(line.productId) ?? 0) + 40 * line.quantity);
    const { rows } = await database.pool.query(
      `select r.product_id, sum(r.quantity)::int as units from order_reservations r join orders o on o.id = r.order_id
       where o.user_id = any($1::int[]) and o.city_id = $2 group by r.product_id`,
      [customers.map((customer) => customer.id), WARSZAWA],
    );
    expect(new Map(rows.map((row) => [row.product_id, row.units]))).toEqual(new Map([...taken].map(([id, units]) => [id, 40 * units])));
  });
});
