// The idle products' report (issue 36) and the stores' counters: a sale over a store's counter (its register, recorded
// at /admin/stock/sales) is a sale of the product, so a product that sells only over the counter is not idle. It is a
// walk-in shopper's, a retail sale: it counts for `kinds=retail`, not for `kinds=wholesale`, and only for its store.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, demoSession, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { buildReportsWorld, type ReportsWorld } from "./reports-more-fixture";

let database: TestDatabase;
let api: Api;
let admin: string;
let world: ReportsWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  admin = (await demoSession(database, "admin")).token;
  world = await buildReportsWorld(database, api, admin);
});
afterAll(() => database?.close());

type Listed = {
  slug: string;
  products: Array<{ productId: number; units: number; lastSale: string | null; daysWithoutSale: number | null }>;
};
const krakowIdle = async (query: string) => {
  const response = await caller(api)(
    "GET",
    `/api/v1/staff/reports/idle-products?categories=${world.category}&cities=krakow&${query}`,
    admin,
  );
  expect(response.status).toBe(200);
  const body = (await jsonOf(response)) as { cities: Listed[] };
  return body.cities[0]?.products.map((p) => [p.productId, p.units, p.lastSale, p.daysWithoutSale]);
};

describe("a counter sale in the idle products' report", () => {
  it("makes a product sold over a store's counter no longer idle, as a retail sale of that store", async () => {
    // P6: 2 units in K1, last sold online on 15 December 2024: idle for 30 days up to 31 March 2025.
    expect(await krakowIdle("to=2025-03-31")).toEqual([[world.p6.id, 2, "2024-12-15", 106]]);
    const sale = await caller(api)("POST", "/api/v1/staff/stock/sales", admin, {
      store: world.k1,
      reference: `IDLE-${process.pid}`,
      soldOn: "2025-03-25",
      lines: [{ product: `#${world.p6.id}`, quantity: 1 }],
    });
    expect(sale.status).toBe(201);
    expect(await krakowIdle("to=2025-03-31")).toEqual([]);
    // For retail sales, P6 sold over the counter; P3 (10 units) sold only to a franchise (O5).
    expect(await krakowIdle("to=2025-03-31&kinds=retail")).toEqual([[world.p3.id, 10, null, null]]);
    // Before the counter sale's day, P6 was idle; its units are those of now (one sold).
    expect(await krakowIdle("to=2025-03-24")).toEqual([[world.p6.id, 1, "2024-12-15", 99]]);
    // A wholesale customer never bought P6 (the counter's shopper is a retail one).
    expect(await krakowIdle("to=2025-03-31&kinds=wholesale")).toEqual([
      [world.p3.id, 10, null, null],
      [world.p6.id, 1, null, null],
    ]);
    // Narrowed to K1, the counter's store, the sale is there too.
    expect(await krakowIdle(`to=2025-03-31&stores=${world.k1}`)).toEqual([]);
  });
});
