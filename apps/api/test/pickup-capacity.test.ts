// Pickup slot capacity (issue 7; apps/api/src/use-cases/checkout/pickup-capacity.ts): a store with a capacity takes at
// most that many pickup orders (not canceled) per hour. A full hour is no longer offered at checkout, and an
// order into it is refused in the customer's language, also when customers race for the last place.
import type { CheckoutOptions } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICKUP_SLOT_FULL_MESSAGES } from "../src/use-cases/checkout/pickup-capacity";
import { type Api, caller, jsonOf } from "./cabinet-fixture";
import { putInStores } from "./city-stock";
import { apiOn } from "./helpers";
import { countRows, fillCarts, manyCustomers, type Products, pickProducts, pickupOrder, setOffer, stockOf } from "./order-fixture";

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let products: Products;
let limited: number;
let unlimited: number;

const options = async (): Promise<CheckoutOptions> => jsonOf(await call("GET", "/api/v1/checkout/options?city=warszawa", null));
const slotsOf = async (storeId: number) => (await options()).stores.find((store) => store.id === storeId)?.slots ?? [];
const place = (token: string, storeId: number, at: Date, headers: Record<string, string> = {}) =>
  call("POST", "/api/v1/orders", token, pickupOrder({ storeId, pickupAt: at.toISOString() }), headers);
const ordersInHour = (storeId: number, hour: Date) =>
  countRows(database, "orders", "store_id = $1 and pickup_at >= $2 and pickup_at < $3 and status <> 'CANCELED'", [
    storeId,
    hour,
    new Date(hour.getTime() + HOUR),
  ]);

/** Pickup hours (both half-hour slots offered) of the store, a day or more ahead, earliest first. */
async function freeHours(storeId: number): Promise<Date[]> {
  const slots = new Set(await slotsOf(storeId));
  return [...slots]
    .map((slot) => new Date(slot))
    .filter(
      (slot) =>
        slot.getTime() % HOUR === 0 && slot.getTime() > Date.now() + DAY && slots.has(new Date(slot.getTime() + HOUR / 2).toISOString()),
    );
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  products = await pickProducts(database);
  await setOffer(database, products.plain, { price: 1000, stock: 500 });
  const { rows } = await database.pool.query<{ id: number }>("select id from stores where city_id = 1 and active order by id limit 2");
  [limited, unlimited] = rows.map((row) => row.id) as [number, number];
  await database.pool.query("update stores set pickup_slot_capacity = 1 where id = $1", [limited]);
  // Each store holds units of its own (issue 19: a pickup takes them from its store).
  await putInStores(database.pool, 1, products.plain, [
    [limited, 250],
    [unlimited, 250],
  ]);
});
afterAll(() => database?.close());

describe("a store with a pickup capacity of 1", () => {
  it("stops offering an hour once it holds an order, refuses a second order into it, and offers it again after a cancellation", async () => {
    // An hour both stores offer (their opening hours differ by weekday), and the limited store's next one.
    const unlimitedBefore = await slotsOf(unlimited);
    const hours = await freeHours(limited);
    const shared = hours.findIndex((at, i) => unlimitedBefore.includes(at.toISOString()) && hours[i + 1] !== undefined);
    if (shared < 0) throw new Error("the two stores share no pickup hour a day or more ahead");
    const [hour, nextHour] = [hours[shared], hours[shared + 1]] as [Date, Date];
    const halfPast = new Date(hour.getTime() + HOUR / 2);
    const [first, second] = await manyCustomers(database, 2, "capacity");
    if (!first || !second) throw new Error("no customers");
    await fillCarts(database, [first.id, second.id], [{ productId: products.plain, quantity: 1 }]);

    const placed = await place(first.token, limited, hour);
    expect(placed.status).toBe(201);
    const orderId = (await jsonOf(placed)).order.id;

    const slots = await slotsOf(limited);
    expect(slots).not.toContain(hour.toISOString());
    expect(slots).not.toContain(halfPast.toISOString());
    expect(slots).toContain(nextHour.toISOString());
    expect(await slotsOf(unlimited)).toEqual(unlimitedBefore);

    const stock = await stockOf(database, products.plain);
    for (const at of [hour, halfPast]) {
      const refused = await place(second.token, limited, at, { Locale: "uk" });
      expect(refused.status).toBe(400);
      expect(await jsonOf(refused)).toMatchObject({
        code: "PICKUP_SLOT_INVALID",
        message: PICKUP_SLOT_FULL_MESSAGES.uk,
        details: { problem: "slot-full" },
      });
    }
    expect(await countRows(database, "orders", "user_id = $1", [second.id])).toBe(0);
    expect(await stockOf(database, products.plain)).toBe(stock);
    // Another store's same hour is not limited.
    expect((await place(second.token, unlimited, hour)).status).toBe(201);

    expect((await call("POST", `/api/v1/orders/${orderId}/cancel`, first.token, {})).status).toBe(200);
    expect(await slotsOf(limited)).toContain(halfPast.toISOString());
    await fillCarts(database, [second.id], [{ productId: products.plain, quantity: 1 }]);
    expect((await place(second.token, limited, halfPast)).status).toBe(201);
    expect(await ordersInHour(limited, hour)).toBe(1);
  });

  it("gives the last place to exactly one of the customers placing into it at once", async () => {
    const hours = (await freeHours(limited)).slice(-3);
    expect(hours).toHaveLength(3);
    for (const hour of hours) {
      const customers = await manyCustomers(database, 3, "race");
      await fillCarts(
        database,
        customers.map((customer) => customer.id),
        [{ productId: products.plain, quantity: 1 }],
      );
      const answers = await Promise.all(customers.map(async (customer) => (await place(customer.token, limited, hour)).status));
      expect(answers.sort()).toEqual([201, 400, 400]);
      expect(await ordersInHour(limited, hour)).toBe(1);
    }
  });
});
