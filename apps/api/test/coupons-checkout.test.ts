import { CART_HEADER } from "@shop/contracts";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { baseCryptoAmount, formatMoney } from "@shop/domain";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultPaymentOptions } from "../src/payments";
import { type Api, caller, createUser, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn, TEST_ORIGIN } from "./helpers";
import { createCoupon, fillCart, fillVisitorCart, type Products, pickProducts, setOffer } from "./order-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let products: Products;
let customer: TestUser;

const RATE = defaultPaymentOptions(TEST_ORIGIN).crypto.groszePerUsdt;
const DAY = 24 * 3600 * 1000;
const quote = (body: unknown, options: { token?: string; cart?: string; headers?: Record<string, string> } = {}) =>
  call("POST", "/api/v1/checkout/quote", options.token, body, {
    ...(options.cart ? { [CART_HEADER]: options.cart } : {}),
    ...options.headers,
  });
const tryCoupon = (body: unknown, options: { token?: string; cart?: string; headers?: Record<string, string> } = {}) =>
  call("POST", "/api/v1/checkout/coupon", options.token, body, {
    ...(options.cart ? { [CART_HEADER]: options.cart } : {}),
    ...options.headers,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  products = await pickProducts(database);
  customer = await createUser(database, "quote");
});
afterAll(() => database?.close());

beforeEach(async () => {
  await setOffer(database, products.plain, { price: 5000, stock: 10, franchisePrice: 4000 });
  await setOffer(database, products.other, { price: 2000, stock: 10 });
});

describe("the checkout quote", () => {
  it("prices a visitor's cart, with the courier's fee below its threshold and free from it", async () => {
    const small = await fillVisitorCart(database, [{ productId: products.plain, quantity: 1 }]);
    const plain = await quote({ city: "warszawa" }, { cart: small });
    expect(plain.status).toBe(200);
    expect(await jsonOf(plain)).toEqual({
      subtotal: 5000,
      discount: 0,
      deliveryFee: 0,
      total: 5000,
      coupon: null,
      cryptoEstimate: baseCryptoAmount(5000, RATE),
    });
    // Warsaw's courier: 17.99 zł, free from 199 zł.
    expect(await jsonOf(await quote({ city: "warszawa", delivery: "courier" }, { cart: small }))).toMatchObject({
      deliveryFee: 1799,
      total: 6799,
    });
    const big = await fillVisitorCart(database, [{ productId: products.plain, quantity: 4 }]);
    expect(await jsonOf(await quote({ city: "warszawa", delivery: "courier" }, { cart: big }))).toMatchObject({
      subtotal: 20000,
      deliveryFee: 0,
      total: 20000,
    });
  });

  it("counts the threshold on the goods after the coupon's discount", async () => {
    await createCoupon(database, { code: "THRESHOLD10", value: 10 });
    const cart = await fillVisitorCart(database, [{ productId: products.plain, quantity: 4 }]);
    const body = await jsonOf(await quote({ city: "warszawa", delivery: "courier", couponCode: "threshold10" }, { cart }));
    expect(body).toMatchObject({ subtotal: 20000, discount: 2000, deliveryFee: 1799, total: 19799 });
    expect(body.coupon).toEqual({ code: "THRESHOLD10", discount: 2000, kind: "percent", value: 10, maxDiscount: null });
  });

  it("prices a signed-in customer's own cart for their price kind", async () => {
    const franchise = await createUser(database, "franchise", { businessStatus: "approved", businessKind: "franchise" });
    await fillCart(database, franchise.id, [{ productId: products.plain, quantity: 2 }]);
    expect(await jsonOf(await quote({ city: "warszawa" }, { token: franchise.token }))).toMatchObject({ subtotal: 8000, total: 8000 });
    await fillCart(database, customer.id, [{ productId: products.plain, quantity: 2 }]);
    expect(await jsonOf(await quote({ city: "warszawa" }, { token: customer.token }))).toMatchObject({ subtotal: 10000 });
  });

  it("answers an empty quote without a cart, and 404 for an unknown city", async () => {
    expect(await jsonOf(await quote({ city: "warszawa" }))).toEqual({
      subtotal: 0,
      discount: 0,
      deliveryFee: 0,
      total: 0,
      coupon: null,
      cryptoEstimate: null,
    });
    expect((await quote({ city: "atlantis" })).status).toBe(404);
  });
});

describe("trying a coupon", () => {
  it('answers "Coupon applied" in the request\'s language with the coupon and the quote', async () => {
    await createCoupon(database, { code: "FLAT15", kind: "amount", value: 1500 });
    const cart = await fillVisitorCart(database, [{ productId: products.other, quantity: 3 }]);
    const response = await tryCoupon({ city: "warszawa", code: "  flat15 " }, { cart, headers: { Locale: "uk" } });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toEqual({
      message: "Купон застосовано",
      coupon: { code: "FLAT15", discount: 1500, kind: "amount", value: 1500, maxDiscount: null },
      quote: expect.objectContaining({ subtotal: 6000, discount: 1500, deliveryFee: 0, total: 4500 }),
    });
  });

  it('answers 404 "Coupon not found" to an unknown code, in every language', async () => {
    const cart = await fillVisitorCart(database, [{ productId: products.other, quantity: 1 }]);
    const english = await tryCoupon({ city: "warszawa", code: "NO-SUCH-CODE" }, { cart });
    expect(english.status).toBe(404);
    expect(await jsonOf(english)).toMatchObject({ statusCode: 404, code: "COUPON_NOT_FOUND", message: "Coupon not found" });
    const polish = await tryCoupon({ city: "warszawa", code: "NO-SUCH-CODE" }, { cart, headers: { Locale: "pl" } });
    expect((await jsonOf(polish)).message).toBe("Nie znaleziono kuponu");
  });

  it.each([
    ["expired", { activeUntil: new Date(Date.now() - DAY) }, 409, "COUPON_EXPIRED"],
    ["used up", { maxUses: 3, usedCount: 3 }, 409, "COUPON_USED_UP"],
    ["switched off", { active: false }, 404, "COUPON_NOT_FOUND"],
  ] as const)("refuses a coupon that is %s", async (label, values, status, code) => {
    await fillCart(database, customer.id, [{ productId: products.plain, quantity: 1 }]);
    await createCoupon(database, { code: `STATE-${label.replace(/ /g, "-").toUpperCase()}`, value: 10, ...values });
    const response = await tryCoupon({ city: "warszawa", code: `state-${label.replace(/ /g, "-")}` }, { token: customer.token });
    expect(response.status).toBe(status);
    expect(await jsonOf(response)).toMatchObject({ code });
  });

  it("names the minimum order in the customer's language", async () => {
    await createCoupon(database, { code: "BIGSPENDER", value: 10, minOrder: 50000 });
    const cart = await fillVisitorCart(database, [{ productId: products.plain, quantity: 1 }]);
    const english = await tryCoupon({ city: "warszawa", code: "BIGSPENDER" }, { cart });
    expect(english.status).toBe(409);
    const body = await jsonOf(english);
    expect(body).toMatchObject({
      code: "COUPON_MIN_ORDER",
      message: `This coupon applies to orders from ${formatMoney(50000, "en")}.`,
      details: { minOrder: 50000 },
    });
    expect(body.message).toContain("500.00");
    const polish = await jsonOf(await tryCoupon({ city: "warszawa", code: "BIGSPENDER" }, { cart, headers: { Locale: "pl" } }));
    expect(polish.message).toMatch(/^Ten kupon obowiązuje przy zamówieniach od 500,00\s*zł\.$/);
  });

  it("keeps a personal coupon to its owner", async () => {
    const owner = await createUser(database, "owner");
    await createCoupon(database, { code: "ONLY-FOR-OWNER", value: 20, userId: owner.id });
    await fillCart(database, owner.id, [{ productId: products.plain, quantity: 1 }]);
    await fillCart(database, customer.id, [{ productId: products.plain, quantity: 1 }]);
    const visitorCart = await fillVisitorCart(database, [{ productId: products.plain, quantity: 1 }]);
    expect((await tryCoupon({ city: "warszawa", code: "only-for-owner" }, { token: customer.token })).status).toBe(404);
    expect((await tryCoupon({ city: "warszawa", code: "only-for-owner" }, { cart: visitorCart })).status).toBe(404);
    const own = await tryCoupon({ city: "warszawa", code: "only-for-owner" }, { token: owner.token });
    expect(own.status).toBe(200);
    expect((await jsonOf(own)).coupon.discount).toBe(1000);
  });

  it("gives the listed categories their own percent, up to the coupon's cap", async () => {
    const { rows } = await database.pool.query("select category_id from products where id = $1", [products.plain]);
    const couponId = await createCoupon(database, { code: "CATEGORY50", value: 5 });
    await database.pool.query("insert into coupon_categories (coupon_id, category_id, percent) values ($1, $2, 50)", [
      couponId,
      rows[0].category_id,
    ]);
    const cart = await fillVisitorCart(database, [
      { productId: products.plain, quantity: 1 },
      { productId: products.other, quantity: 1 },
    ]);
    // 50% of 50.00 zł and 5% of 20.00 zł.
    expect((await jsonOf(await tryCoupon({ city: "warszawa", code: "CATEGORY50" }, { cart }))).coupon.discount).toBe(2600);
    const cappedId = await createCoupon(database, { code: "CATEGORY50CAP", value: 5, maxDiscount: 1000 });
    await database.pool.query("insert into coupon_categories (coupon_id, category_id, percent) values ($1, $2, 50)", [
      cappedId,
      rows[0].category_id,
    ]);
    expect((await jsonOf(await tryCoupon({ city: "warszawa", code: "CATEGORY50CAP" }, { cart }))).quote).toMatchObject({
      subtotal: 7000,
      discount: 1000,
      total: 6000,
    });
  });

  it("limits the tries per address for visitors and per account for customers", async () => {
    const limited = caller(apiOn(database).api);
    const visitor = { "x-forwarded-for": "203.0.113.77" };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await limited("POST", "/api/v1/checkout/coupon", null, { city: "warszawa", code: `GUESS${i}` }, visitor)).status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const elsewhere = await limited(
      "POST",
      "/api/v1/checkout/coupon",
      null,
      { city: "warszawa", code: "GUESS" },
      { "x-forwarded-for": "198.51.100.1" },
    );
    expect(elsewhere.status).toBe(404);
    // A signed-in customer counts by account, whatever address the tries come from.
    const user = await createUser(database, "guesser");
    for (let i = 0; i < 30; i++) await limited("POST", "/api/v1/checkout/coupon", user.token, { city: "warszawa", code: `G${i}` }, visitor);
    const blocked = await limited(
      "POST",
      "/api/v1/checkout/coupon",
      user.token,
      { city: "warszawa", code: "G" },
      { "x-forwarded-for": "192.0.2.5" },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
