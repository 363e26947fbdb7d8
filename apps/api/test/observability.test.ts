// Readiness apart from liveness (GET /api/v1/health/ready: the database answers and every migration is applied),
// and what the API tells the process's metrics and log about an order it placed (docs/operations.md).
import { createPool, wrap } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caller, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { fillCarts, manyCustomers, pickProducts, pickupChoice, pickupOrder, setOffer } from "./order-fixture";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("an order placed", () => {
  it("is counted by its payment method once, and its log line names the order", async () => {
    const placed: string[] = [];
    const { api, lines } = apiOn(database, { orderPlaced: (method) => placed.push(method) });
    const products = await pickProducts(database);
    await setOffer(database, products.plain, { price: 3000, stock: 100 });
    const [customer] = await manyCustomers(database, 1, "metrics");
    if (!customer) throw new Error("no customer");
    await fillCarts(database, [customer.id], [{ productId: products.plain, quantity: 1 }]);
    const pickup = await pickupChoice(database);
    const place = () => caller(api)("POST", "/api/v1/orders", customer.token, pickupOrder(pickup), { "Idempotency-Key": "metrics-1" });
    const first = await place();
    expect(first.status).toBe(201);
    const orderId = (await jsonOf(first)).order.id as string;
    // The same key again answers the order already placed: not counted twice.
    expect((await place()).status).toBe(200);
    expect(placed).toEqual(["in-store"]);
    expect(lines.find((line) => line.msg === "order placed")).toMatchObject({ orderId, payment: "in-store" });
  });
});

describe("GET /api/v1/health/ready", () => {
  it("answers 200 on a migrated database, with the migrations counted", async () => {
    const response = await apiOn(database).api.request("/api/v1/health/ready");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await jsonOf(response);
    expect(body.status).toBe("ready");
    expect(body.migrations.applied).toBe(body.migrations.expected);
    expect(body.migrations.expected).toBeGreaterThan(0);
  });

  it("answers 503 database-unavailable when the database does not answer, while liveness says the same", async () => {
    const down = wrap("postgres", createPool("postgres://nobody@127.0.0.1:1/none", 1), async () => {});
    try {
      const response = await apiOn(down).api.request("/api/v1/health/ready");
      expect(response.status).toBe(503);
      expect(await jsonOf(response)).toMatchObject({ status: "not-ready", reason: "database-unavailable" });
    } finally {
      await down.close();
    }
  });

  it("answers 503 migrations-pending when a migration of the folder is not applied", async () => {
    await database.pool.query("delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)");
    const response = await apiOn(database).api.request("/api/v1/health/ready");
    expect(response.status).toBe(503);
    const body = await jsonOf(response);
    expect(body).toMatchObject({
      status: "not-ready",
      reason: "migrations-pending",
      message: expect.stringMatching(/^1 of \d+ migrations/),
    });
    expect(body.migrations.applied).toBe(body.migrations.expected - 1);
    // Liveness is not readiness: the process and its database still answer.
    expect((await apiOn(database).api.request("/api/v1/health")).status).toBe(200);
  });
});
