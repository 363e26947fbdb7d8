// Placing an order under the rules place-order.test.ts leaves out: the second brand variant (no cash payment,
// no local pickup), an amount coupon with per-category percents, and the crypto pay-until of 30 minutes
// (spec section 4) seen by the expiry pass just before and just after it.

import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultPaymentOptions } from "../src";
import { expireUnpaidOrders } from "../src/use-cases/orders/expire-unpaid-orders";
import { type Api, caller, createUser, jsonOf } from "./cabinet-fixture";
import { apiOfBrand } from "./cart-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import {
  COURIER,
  createCoupon,
  fillCart,
  type Products,
  pickProducts,
  pickupChoice,
  pickupOrder,
  standardOffers,
  stockOf,
} from "./order-fixture";

let database: TestDatabase;
let call: ReturnType<typeof caller>;
let second: ReturnType<typeof caller>;
let products: Products;
let pickup: { storeId: number; pickupAt: string };

const ORDERS = "/api/v1/orders";

beforeAll(async () => {
  database = await createTestDatabase();
  call = caller(apiOn(database).api as Api);
  second = caller(apiOfBrand(database, "second"));
  products = await pickProducts(database);
  pickup = await pickupChoice(database);
});
afterAll(() => database?.close());

beforeEach(() => standardOffers(database, products));

describe("the second brand (no cash payment, no local pickup)", () => {
  it.each([
    ["a TPD product for a retail customer", "tpd", {}, "tpd-not-orderable"],
    ["a local pickup", "plain", { payment: "online" }, "pickup-unavailable"],
    ["paying in store", "plain", { delivery: COURIER }, "in-store-payment-unavailable"],
  ] as const)("refuses %s and takes no stock", async (_label, product, change, rule) => {
    const user = await createUser(database, `second-${rule}`);
    await fillCart(database, user.id, [{ productId: products[product], quantity: 1 }]);
    const response = await second("POST", ORDERS, user.token, { ...pickupOrder(pickup), ...change });
    expect(response.status).toBe(422);
    expect(await jsonOf(response)).toMatchObject({ code: "CHECKOUT_RULE", details: { rule } });
    expect(await stockOf(database, products[product])).toBe(10);
  });

  it("places a courier order paid online", async () => {
    const user = await createUser(database, "second-courier");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 2 }]);
    const response = await second("POST", ORDERS, user.token, { ...pickupOrder(pickup), delivery: COURIER, payment: "online" });
    expect(response.status).toBe(201);
    const placed = await jsonOf(response);
    expect(placed.order).toMatchObject({ status: "AWAITING_PAYMENT", details: { subtotal: 10_000, payment: "online" } });
    expect(await stockOf(database, products.plain)).toBe(8);
  });
});

describe("an amount coupon with per-category percents", () => {
  /** The coupon gives the plain product's category `percent`; the amount goes to the other lines only. */
  async function couponOrder(code: string, amount: number, percent: number) {
    const couponId = await createCoupon(database, { code, kind: "amount", value: amount });
    await database.pool.query(
      "insert into coupon_categories (coupon_id, category_id, percent) select $1, category_id, $2 from products where id = $3",
      [couponId, percent, products.plain],
    );
    const user = await createUser(database, code.toLowerCase());
    await fillCart(database, user.id, [
      { productId: products.plain, quantity: 2 },
      { productId: products.other, quantity: 1 },
    ]);
    const response = await call("POST", ORDERS, user.token, pickupOrder(pickup, { couponCode: code }));
    expect(response.status).toBe(201);
    const placed = await jsonOf(response);
    const { rows } = await database.pool.query<{ product_id: number; discount: number }>(
      "select product_id, discount from order_items where order_id = $1 order by product_id",
      [placed.order.id],
    );
    const lines = Object.fromEntries(rows.map((row) => [row.product_id, row.discount]));
    return { details: placed.order.details, lines: [lines[products.plain], lines[products.other]] };
  }

  it("takes the percent off the listed category's lines and the amount off the rest", async () => {
    // 2 × 50.00 zł at 20 % = 20.00 zł; 15.00 zł off the other line (20.00 zł).
    const { details, lines } = await couponOrder("MIXED15", 1500, 20);
    expect(details).toMatchObject({ subtotal: 12_000, discount: 3500, total: 8500 });
    expect(lines).toEqual([2000, 1500]);
  });

  it("takes no more than the other lines' total off them", async () => {
    const { details, lines } = await couponOrder("MIXED50", 5000, 10);
    expect(details).toMatchObject({ subtotal: 12_000, discount: 1000 + 2000, total: 9000 });
    expect(lines).toEqual([1000, 2000]);
  });
});

describe("the crypto pay-until (30 minutes after placing)", () => {
  it("keeps the order at 29 minutes and cancels it, stock back, at 31", async () => {
    const user = await createUser(database, "crypto-due");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 3 }]);
    const response = await call("POST", ORDERS, user.token, { ...pickupOrder(pickup), delivery: COURIER, payment: "crypto" });
    expect(response.status).toBe(201);
    const { order } = await jsonOf(response);
    expect(await stockOf(database, products.plain)).toBe(7);
    const deps = {
      database,
      logger: pino({ level: "silent" }),
      brand: "default" as const,
      paymentOptions: defaultPaymentOptions(TEST_ORIGIN),
    };
    // The order was placed `minutes` ago: its times move back by that much.
    const placedAgo = (minutes: number) =>
      database.pool.query(
        `update orders set created_at = created_at - make_interval(mins => $2), pay_until = pay_until - make_interval(mins => $2)
         where id = $1`,
        [order.id, minutes],
      );
    const status = async () => (await database.pool.query("select status from orders where id = $1", [order.id])).rows[0].status;

    await placedAgo(29);
    expect(await expireUnpaidOrders(deps)).toEqual({ canceled: 0, failed: 0 });
    expect(await status()).toBe("AWAITING_PAYMENT");
    expect(await stockOf(database, products.plain)).toBe(7);

    await placedAgo(2);
    expect(await expireUnpaidOrders(deps)).toEqual({ canceled: 1, failed: 0 });
    expect(await status()).toBe("CANCELED");
    expect(await stockOf(database, products.plain)).toBe(10);
  });
});
