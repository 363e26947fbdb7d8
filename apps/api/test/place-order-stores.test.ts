// Stock per store (issue 19; docs/orders.md "Stock per store"): a pickup takes its units from the chosen store, a
// delivery from the first store holding the whole order or else from the stores in order; a cancellation gives
// them back where they came from, once; racing orders never take a store below zero. On PostgreSQL the
// transactions really overlap.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { pickupSlots, type WeeklyHours } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, jsonOf } from "./cabinet-fixture";
import { storeStockOf } from "./city-stock";
import { apiOn } from "./helpers";
import { COURIER, fillCart, fillCarts, manyCustomers, type Products, pickProducts, pickupOrder, setOffer, WARSZAWA } from "./order-fixture";

let database: TestDatabase;
let call: ReturnType<typeof caller>;
let products: Products;
/** Two active Warsaw stores in the shop's order, each with a pickup time. */
let stores: Array<{ storeId: number; pickupAt: string }>;

beforeAll(async () => {
  database = await createTestDatabase();
  const api: Api = apiOn(database).api;
  call = caller(api);
  products = await pickProducts(database);
  const { rows } = await database.pool.query<{ id: number; opening_hours: WeeklyHours }>(
    "select id, opening_hours from stores where city_id = $1 and active order by sort_order, id limit 2",
    [WARSZAWA],
  );
  const tomorrow = Date.now() + 24 * 3_600_000;
  stores = rows.map((row) => ({
    storeId: row.id,
    pickupAt: (pickupSlots(row.opening_hours, new Date()).find((at) => at.getTime() > tomorrow) as Date).toISOString(),
  }));
  expect(stores).toHaveLength(2);
});
afterAll(() => database?.close());

const place = (token: string, body: unknown) => call("POST", "/api/v1/orders", token, body);
const courierOrder = () => ({ ...pickupOrder(stores[0] as (typeof stores)[0]), delivery: COURIER, payment: "online" });

/** The product's Warsaw units: `first` in the first store, `second` in the second, none elsewhere. */
async function putUnits(productId: number, first: number, second: number): Promise<void> {
  await setOffer(database, productId, { price: 5000, stock: first + second });
  const [a, b] = stores.map((store) => store.storeId);
  await database.pool.query(
    `insert into store_stock (store_id, product_id, quantity) values ($1, $3, $4), ($2, $3, $5)
     on conflict (store_id, product_id) do update set quantity = excluded.quantity`,
    [a, b, productId, first, second],
  );
}

async function units(productId: number): Promise<[number, number, number]> {
  const { stores: held, city } = await storeStockOf(database.pool, WARSZAWA, productId);
  const [a, b] = stores.map((store) => held.get(store.storeId) ?? 0);
  return [a as number, b as number, city];
}

async function reservations(orderId: string) {
  const { rows } = await database.pool.query(
    'select store_id as "storeId", quantity from order_reservations where order_id = $1 order by store_id',
    [orderId],
  );
  return rows;
}

describe("stock per store", () => {
  it("takes a pickup from its store, refuses one the store cannot fill, and sends a delivery from the store holding it all", async () => {
    const [a, b] = stores as [(typeof stores)[0], (typeof stores)[0]];
    await putUnits(products.plain, 2, 5);
    const first = await createUser(database, "store-first");
    await fillCart(database, first.id, [{ productId: products.plain, quantity: 2 }]);
    const placed = await place(first.token, pickupOrder(a));
    expect(placed.status).toBe(201);
    expect(await reservations((await jsonOf(placed)).order.id)).toEqual([{ storeId: a.storeId, quantity: 2 }]);
    expect(await units(products.plain)).toEqual([0, 5, 5]);

    const second = await createUser(database, "store-second");
    await fillCart(database, second.id, [{ productId: products.plain, quantity: 1 }]);
    const refused = await call("POST", "/api/v1/orders", second.token, pickupOrder(a), { Locale: "pl" });
    expect(refused.status).toBe(409);
    expect(await jsonOf(refused)).toMatchObject({
      code: "STORE_LACKS_STOCK",
      message: "Wybrany sklep nie ma teraz wszystkiego z Twojego koszyka. Wybierz inny sklep albo dostawę.",
      details: { storeId: a.storeId, missing: [{ productId: products.plain, wanted: 1, available: 0 }] },
    });
    expect(await units(products.plain)).toEqual([0, 5, 5]);

    const atB = await place(second.token, pickupOrder(b));
    expect(atB.status).toBe(201);
    expect(await units(products.plain)).toEqual([0, 4, 4]);

    // The first store holding the whole order sends it, though an earlier one holds part of it.
    await putUnits(products.plain, 2, 4);
    const third = await createUser(database, "store-third");
    await fillCart(database, third.id, [{ productId: products.plain, quantity: 3 }]);
    const whole = await place(third.token, courierOrder());
    expect(whole.status).toBe(201);
    expect(await reservations((await jsonOf(whole)).order.id)).toEqual([{ storeId: b.storeId, quantity: 3 }]);
    expect(await units(products.plain)).toEqual([2, 1, 3]);
  });

  it("splits a delivery no store holds whole, and a cancellation gives each store its units back once", async () => {
    const [a, b] = stores as [(typeof stores)[0], (typeof stores)[0]];
    await putUnits(products.other, 2, 2);
    const user = await createUser(database, "store-split");
    await fillCart(database, user.id, [{ productId: products.other, quantity: 3 }]);
    const placed = await place(user.token, courierOrder());
    expect(placed.status).toBe(201);
    const id = (await jsonOf(placed)).order.id;
    expect(await reservations(id)).toEqual(
      [
        { storeId: a.storeId, quantity: 2 },
        { storeId: b.storeId, quantity: 1 },
      ].sort((x, y) => x.storeId - y.storeId),
    );
    expect(await units(products.other)).toEqual([0, 1, 1]);

    const cancels = await Promise.all([1, 2, 3].map(() => call("POST", `/api/v1/orders/${id}/cancel`, user.token, {})));
    expect(cancels.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    expect(await units(products.other)).toEqual([2, 2, 4]);
  });

  it("never takes a store below zero when 40 pickups and deliveries race for its last units, and gives them all back", async () => {
    const [a] = stores as [(typeof stores)[0]];
    await putUnits(products.other, 3, 3);
    const customers = await manyCustomers(database, 40, "store-rush");
    await fillCarts(
      database,
      customers.map((customer) => customer.id),
      [{ productId: products.other, quantity: 1 }],
    );
    const bodies = customers.map((_, index) => (index % 2 === 0 ? pickupOrder(a) : courierOrder()));
    const limit = database.engine === "pglite" ? 20 : bodies.length;
    const answers: Array<{ status: number; body: any; index: number }> = [];
    let next = 0;
    const worker = async () => {
      while (next < customers.length) {
        const index = next++;
        const response = await place((customers[index] as (typeof customers)[0]).token, bodies[index]);
        answers.push({ status: response.status, body: await jsonOf(response), index });
      }
    };
    await Promise.all(Array.from({ length: limit }, worker));

    const won = answers.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(6);
    expect(won.filter((answer) => answer.index % 2 === 0).length).toBeLessThanOrEqual(3);
    const refusals = new Set(answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.body.code}`));
    expect([...refusals].every((refusal) => refusal === "409 STORE_LACKS_STOCK" || refusal === "409 CART_CHANGED")).toBe(true);
    expect(await units(products.other)).toEqual([0, 0, 0]);

    // Each winner's cancellation, sent twice at once, gives its unit back to its store once.
    const cancels = await Promise.all(
      won.flatMap((answer) => {
        const token = (customers[answer.index] as (typeof customers)[0]).token;
        return [1, 2].map(() => call("POST", `/api/v1/orders/${answer.body.order.id}/cancel`, token, {}));
      }),
    );
    expect(cancels.filter((response) => response.status === 200)).toHaveLength(6);
    expect(await units(products.other)).toEqual([3, 3, 6]);
  });
});
