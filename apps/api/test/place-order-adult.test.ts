// 18+ is asked once per person (issue 18): an account confirmed it at sign-up (users.adult_confirmed_at is
// NOT NULL), and only accounts place orders, so a placing without `adult` stands on the account's
// confirmation. A request that says `adult: false` is still refused.

import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Api, caller, createUser, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { fillCart, type Products, pickProducts, pickupChoice, pickupOrder, standardOffers, stockOf } from "./order-fixture";

let database: TestDatabase;
let call: ReturnType<typeof caller>;
let products: Products;
let pickup: { storeId: number; pickupAt: string };

beforeAll(async () => {
  database = await createTestDatabase();
  call = caller(apiOn(database).api as Api);
  products = await pickProducts(database);
  pickup = await pickupChoice(database);
});
afterAll(() => database?.close());
beforeEach(() => standardOffers(database, products));

describe("the 18+ confirmation of an order", () => {
  it("is the account's: an order without `adult` is placed", async () => {
    const user = await createUser(database, "adult-from-account");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const { adult: _omitted, ...body } = pickupOrder(pickup);
    const response = await call("POST", "/api/v1/orders", user.token, body);
    expect(response.status).toBe(201);
    expect(await stockOf(database, products.plain)).toBe(9);
  });

  it("refuses `adult: false` and takes nothing", async () => {
    const user = await createUser(database, "adult-false");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const response = await call("POST", "/api/v1/orders", user.token, { ...pickupOrder(pickup), adult: false as never });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: "VALIDATION_FAILED", issues: [expect.objectContaining({ path: "adult" })] });
    expect(await stockOf(database, products.plain)).toBe(10);
  });
});
