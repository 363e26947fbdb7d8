// PostgreSQL ending the shop's connections while orders are placed (a restart, a failover, a proxy, or
// pg_terminate_backend): the process keeps serving, a request caught in it is answered 503 with Retry-After,
// its retry with the same Idempotency-Key makes or finds the one order, and nothing is half written.
import { createTestDatabase, type TestDatabase, testEngine } from "@shop/db/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import {
  countRows,
  fillCarts,
  manyCustomers,
  type Products,
  pickProducts,
  pickupChoice,
  pickupOrder,
  setOffer,
  stockOf,
} from "./order-fixture";

const CUSTOMERS = 40;
const QUANTITY = 2;
const STOCK = 1_000;

let database: TestDatabase;
let api: Api;
let products: Products;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  products = await pickProducts(database);
});
afterAll(() => database?.close());

/** Ends every other connection to the test's database, as an administrator (or a failover) does. */
async function terminateConnections(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.runIf(testEngine() === "postgres")("connections ended by PostgreSQL", () => {
  it("leave the process serving: 503 for the requests caught, one order per retried key, stock and reservations in step", async () => {
    const call = caller(api);
    const pickup = await pickupChoice(database);
    const customers = await manyCustomers(database, CUSTOMERS, "fault");
    await setOffer(database, products.plain, { price: 3000, stock: STOCK });
    await fillCarts(
      database,
      customers.map((customer) => customer.id),
      [{ productId: products.plain, quantity: QUANTITY }],
    );
    const place = (index: number) =>
      call("POST", "/api/v1/orders", customers[index]?.token as string, pickupOrder(pickup), { "Idempotency-Key": `fault-${index}` });

    // Fire every order at once and end the connections a few times while they run.
    const answers: Response[] = [];
    let faulted = 0;
    let ended = 0;
    for (let round = 0; round < 5 && faulted === 0; round++) {
      const pending = customers.map((_, index) => (answers[index]?.status === 201 ? Promise.resolve(answers[index]) : place(index)));
      for (let kill = 0; kill < 6; kill++) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        ended += await terminateConnections(database.url);
      }
      answers.splice(0, answers.length, ...(await Promise.all(pending)));
      faulted = answers.filter((answer) => answer.status === 503).length;
    }
    expect(ended).toBeGreaterThan(0);
    expect(faulted).toBeGreaterThan(0);
    for (const answer of answers) {
      expect([200, 201, 503]).toContain(answer.status);
      if (answer.status === 503) {
        expect(answer.headers.get("retry-after")).toBeTruthy();
        expect(await answer.clone().json()).toMatchObject({ statusCode: 503, code: "DATABASE_UNAVAILABLE" });
      }
    }

    // Each caught request is tried again with its key until it is answered; the process served throughout.
    const orderIds: string[] = [];
    for (const [index, first] of answers.entries()) {
      let answer = first;
      for (let attempt = 0; answer.status === 503 && attempt < 20; attempt++) answer = await place(index);
      expect([200, 201]).toContain(answer.status);
      orderIds.push((await jsonOf(answer)).order.id);
    }
    // A replay of a placed order's key returns that order, not a second one.
    const replay = await place(0);
    expect(replay.status).toBe(200);
    expect((await jsonOf(replay)).order.id).toBe(orderIds[0]);

    expect(new Set(orderIds).size).toBe(CUSTOMERS);
    const ids = customers.map((customer) => customer.id);
    expect(await countRows(database, "orders", "user_id = any($1::int[])", [ids])).toBe(CUSTOMERS);
    // Nothing half written: every order has its line and its reservation, and the stock moved by exactly those.
    const orders = "(select id from orders where user_id = any($1::int[]))";
    expect(await countRows(database, "order_items", `order_id in ${orders} and quantity = ${QUANTITY}`, [ids])).toBe(CUSTOMERS);
    const { rows } = await database.pool.query<{ reserved: number }>(
      `select coalesce(sum(quantity), 0)::int as reserved from order_reservations where order_id in ${orders}`,
      [ids],
    );
    expect(rows[0]?.reserved).toBe(CUSTOMERS * QUANTITY);
    expect(await stockOf(database, products.plain)).toBe(STOCK - CUSTOMERS * QUANTITY);
    // And it goes on serving, with no connection lost to a request that met the fault.
    expect((await api.request("/api/v1/health")).status).toBe(200);
    expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
  }, 120_000);
});
