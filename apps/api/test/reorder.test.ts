// After the order (issue 18): its lines keep the cart's order on every read and carry a thumbnail, and "Buy again"
// (POST /orders/{id}/reorder) puts them back in the cart at today's prices, telling what did not go back as it was.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { cartItemsOf, fillCart, type Products, pickProducts, pickupChoice, pickupOrder, setOffer, standardOffers } from "./order-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let products: Products;
let pickup: { storeId: number; pickupAt: string };
let owner: TestUser;
/** The two plain products, the one with the higher id first: the cart's order is not the product id order. */
let first: number;
let second: number;
let orderId: string;

const reorder = (id: string, token: string | null, city = "warszawa") => call("POST", `/api/v1/orders/${id}/reorder`, token, { city });

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  products = await pickProducts(database);
  pickup = await pickupChoice(database);
  await standardOffers(database, products);
  owner = await createUser(database, "buy-again");
  [first, second] = [Math.max(products.plain, products.other), Math.min(products.plain, products.other)] as [number, number];
  await fillCart(database, owner.id, [
    { productId: first, quantity: 1 },
    { productId: second, quantity: 3 },
  ]);
  const placed = await call("POST", "/api/v1/orders", owner.token, pickupOrder(pickup));
  expect(placed.status).toBe(201);
  const answer = await jsonOf(placed);
  orderId = answer.order.id;
  expect(answer.order.details.items.map((item: { productId: number }) => item.productId)).toEqual([first, second]);
});
afterAll(() => database?.close());

describe("an order's lines", () => {
  it("are read in the cart's order, each with its thumbnail, however the id is typed", async () => {
    const typed = `${orderId.slice(0, 4)}-${orderId.slice(4, 8)}-${orderId.slice(8)}`.toLowerCase();
    const response = await call("GET", `/api/v1/orders/${typed}`, owner.token);
    expect(response.status).toBe(200);
    const view = await jsonOf(response);
    expect(view.id).toBe(orderId);
    expect(view.details.items).toEqual([
      expect.objectContaining({ productId: first, quantity: 1, image: expect.stringMatching(/^\/api\/v1\/media\//) }),
      expect.objectContaining({ productId: second, quantity: 3, image: expect.stringMatching(/^\/api\/v1\/media\//) }),
    ]);
  });
});

describe("POST /api/v1/orders/{orderId}/reorder", () => {
  it("refuses a visitor (401) and answers another customer's order as unknown (404), changing no cart", async () => {
    expect((await reorder(orderId, null)).status).toBe(401);
    const stranger = await createUser(database, "buy-again-stranger");
    const response = await reorder(orderId, stranger.token);
    expect(response.status).toBe(404);
    expect(await cartItemsOf(database, stranger.id)).toEqual([]);
    expect((await reorder("0000000000000", owner.token)).status).toBe(404);
  });

  it("puts the lines back in the order's order at today's prices and tells what could not go back as it was", async () => {
    expect(await cartItemsOf(database, owner.id)).toEqual([]);
    // Today: the first product costs more, the second has only 2 left of the 3 ordered.
    await setOffer(database, first, { price: 6100, stock: 10 });
    await setOffer(database, second, { stock: 2 });
    const response = await reorder(orderId.toLowerCase(), owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const answer = await jsonOf(response);
    expect(answer.cart.lines.map((line: { product: { id: number }; quantity: number }) => [line.product.id, line.quantity])).toEqual([
      [first, 1],
      [second, 2],
    ]);
    expect(answer.cart.lines[0].unitPrice).toBe(6100);
    expect(answer.changes).toEqual([
      expect.objectContaining({ productId: second, kind: "reduced", reason: "less-in-stock", from: 3, to: 2 }),
      expect.objectContaining({ productId: first, kind: "repriced", reason: "price-changed", from: 1, to: 1, priceTo: 6100 }),
    ]);
    expect(answer.changes[1].priceFrom).toBeLessThan(6100);
  });

  it("counts what the cart already holds and leaves out a product the city no longer sells", async () => {
    // The cart still holds both lines; the second product is withdrawn, the first has 1 more left.
    await setOffer(database, first, { stock: 2 });
    await database.pool.query("update offers set visible = false where city_id = 1 and product_id = $1", [second]);
    const answer = await jsonOf(await reorder(orderId, owner.token));
    expect(answer.changes).toEqual([
      expect.objectContaining({ productId: second, kind: "removed", reason: "not-offered", to: 0 }),
      expect.objectContaining({ productId: first, kind: "repriced", from: 2, to: 2, priceTo: 6100 }),
    ]);
    expect(answer.cart.lines.map((line: { product: { id: number }; quantity: number }) => [line.product.id, line.quantity])).toEqual([
      [first, 2],
    ]);
    await standardOffers(database, products);
  });
});
