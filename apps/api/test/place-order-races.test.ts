// Submissions racing each other (docs/orders.md "Placing an order"): on PostgreSQL the pool holds several
// connections, so the transactions really overlap; each race runs a few rounds to give a bad interleaving a
// chance to show.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import {
  countRows,
  createCoupon,
  fillCart,
  fillCarts,
  manyCustomers,
  type Products,
  pickProducts,
  pickupChoice,
  pickupOrder,
  setOffer,
  stockOf,
} from "./order-fixture";

const ROUNDS = 3;

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
});
afterAll(() => database?.close());

const place = (token: string, body: unknown, headers: Record<string, string> = {}) => call("POST", "/api/v1/orders", token, body, headers);

/**
 * Sends the requests at once and answers each one's status and body. PGlite is one connection, and the pool
 * gives up on a request that waits 5 s for it: there at most 20 are in flight (they still interleave between
 * queries; only PostgreSQL can overlap the transactions themselves).
 */
async function settle(requests: Array<() => Response | Promise<Response>>): Promise<Array<{ status: number; body: any }>> {
  const limit = database.engine === "pglite" ? 20 : requests.length;
  const answers: Array<{ status: number; body: any }> = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const response = await (requests[index] as () => Response | Promise<Response>)();
      answers[index] = { status: response.status, body: await jsonOf(response) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, requests.length) }, worker));
  return answers;
}

/** How many answers of each kind: "201", "200", "409 CART_CHANGED", ... */
function tally(answers: Array<{ status: number; body: any }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status, body } of answers) {
    const key = status < 300 ? String(status) : `${status} ${body.code}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe("racing submissions", () => {
  it("sells exactly the stock when 200 customers check out its last 5 units at once", async () => {
    const customers = await manyCustomers(database, 200, "stampede");
    for (let round = 0; round < ROUNDS; round++) {
      await setOffer(database, products.plain, { price: 5000, stock: 5 });
      await fillCarts(
        database,
        customers.map((customer) => customer.id),
        [{ productId: products.plain, quantity: 1 }],
      );
      const ordersBefore = await countRows(database, "orders");
      const reservedBefore = await reserved(products.plain);

      const answers = await settle(customers.map((customer) => () => place(customer.token, pickupOrder(pickup))));

      expect(tally(answers)).toEqual({ "201": 5, "409 CART_CHANGED": 195 });
      expect(await stockOf(database, products.plain)).toBe(0);
      expect((await reserved(products.plain)) - reservedBefore).toBe(5);
      expect((await countRows(database, "orders")) - ordersBefore).toBe(5);
      // The losers' carts lost the line (the storefront shows why); the winners' carts are empty.
      expect(await countRows(database, "cart_items", "product_id = $1", [products.plain])).toBe(0);
    }
  });

  it.each([
    ["without a key", (_round: number, _index: number): Record<string, string> => ({})],
    ["each with its own key", (round: number, index: number): Record<string, string> => ({ "Idempotency-Key": `tab-${round}-${index}` })],
  ])("makes one order of one customer's 50 parallel submissions %s", async (_label, headersOf) => {
    const user = await createUser(database, "impatient");
    for (let round = 0; round < ROUNDS; round++) {
      await setOffer(database, products.other, { price: 2000, stock: 100 });
      await fillCart(database, user.id, [{ productId: products.other, quantity: 2 }]);
      const body = pickupOrder(pickup, { comment: `round ${round}` });

      const answers = await settle(Array.from({ length: 50 }, (_, index) => () => place(user.token, body, headersOf(round, index))));

      // The first to take the cart's lock places the order; every other one finds it (by its fingerprint).
      expect(tally(answers)).toEqual({ "201": 1, "200": 49 });
      const ids = new Set(answers.map((answer) => answer.body.order?.id));
      expect(ids.size).toBe(1);
      const { rows } = await database.pool.query("select id from orders where user_id = $1 and comment = $2", [user.id, `round ${round}`]);
      expect(rows.map((row) => row.id)).toEqual([...ids]);
      expect(await stockOf(database, products.other)).toBe(98);
    }
  });

  it("lets exactly one of 50 customers use a one-use coupon", async () => {
    const customers = await manyCustomers(database, 50, "coupon-rush");
    for (let round = 0; round < ROUNDS; round++) {
      await setOffer(database, products.other, { price: 2000, stock: 100 });
      const code = `ONLYONE${round}`;
      const couponId = await createCoupon(database, { code, value: 25, maxUses: 1 });
      await fillCarts(
        database,
        customers.map((customer) => customer.id),
        [{ productId: products.other, quantity: 1 }],
      );

      const answers = await settle(customers.map((customer) => () => place(customer.token, pickupOrder(pickup, { couponCode: code }))));

      expect(tally(answers)).toEqual({ "201": 1, "409 COUPON_USED_UP": 49 });
      const winner = answers.find((answer) => answer.status === 201)?.body.order;
      expect(winner.details).toMatchObject({ subtotal: 2000, discount: 500, total: 1500, couponCode: code });
      const { rows } = await database.pool.query("select used_count from coupons where id = $1", [couponId]);
      expect(rows[0].used_count).toBe(1);
      expect(await countRows(database, "orders", "coupon_id = $1", [couponId])).toBe(1);
      expect(await countRows(database, "coupon_uses", "coupon_id = $1", [couponId])).toBe(1);
      // The losers' stock came back with their rollback.
      expect(await stockOf(database, products.other)).toBe(99);
    }
  });
});

async function reserved(productId: number): Promise<number> {
  const { rows } = await database.pool.query("select coalesce(sum(quantity), 0)::int as n from order_reservations where product_id = $1", [
    productId,
  ]);
  return rows[0].n;
}
