import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Api, caller, createUser, emailsTo, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import {
  COURIER,
  cartItemsOf,
  countRows,
  createCoupon,
  fillCart,
  type Products,
  pickProducts,
  pickupChoice,
  pickupOrder,
  setOffer,
  standardOffers,
  stockOf,
} from "./order-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let products: Products;
let pickup: { storeId: number; pickupAt: string; hours: unknown };
let mailWakes = 0;

const ORDERS = "/api/v1/orders";
const place = (token: string | null, body: unknown, headers: Record<string, string> = {}) => call("POST", ORDERS, token, body, headers);

/** What must stay unchanged when an order is refused. */
async function snapshot(user: TestUser, productIds: number[]) {
  return {
    orders: await countRows(database, "orders", "user_id = $1", [user.id]),
    emails: (await emailsTo(database, user.email)).length,
    cart: await cartItemsOf(database, user.id),
    stock: await Promise.all(productIds.map((id) => stockOf(database, id))),
    coupons: (await database.pool.query("select id, used_count from coupons order by id")).rows,
    couponUses: await countRows(database, "coupon_uses"),
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { mailQueued: () => mailWakes++ }).api;
  call = caller(api);
  products = await pickProducts(database);
  pickup = await pickupChoice(database);
});
afterAll(() => database?.close());

beforeEach(() => standardOffers(database, products));

describe("placing an order", () => {
  it("answers 401 to a visitor, before looking at the body", async () => {
    for (const body of [pickupOrder(pickup), {}]) {
      const response = await place(null, body);
      expect(response.status).toBe(401);
      expect(await jsonOf(response)).toMatchObject({ code: "UNAUTHORIZED" });
    }
  });

  it("places a retail customer's in-store pickup order of a TPD product", async () => {
    const user = await createUser(database, "tpd-pickup");
    await fillCart(database, user.id, [{ productId: products.tpd, quantity: 2 }]);
    const soldBefore = (await database.pool.query("select sold_count from products where id = $1", [products.tpd])).rows[0].sold_count;
    const wakes = mailWakes;

    const response = await place(user.token, pickupOrder(pickup, { comment: "  Please ring twice  " }));
    expect(response.status).toBe(201);
    const placed = await jsonOf(response);
    expect(placed.next).toEqual({ kind: "none" });
    expect(placed.order).toMatchObject({ status: "CREATED", city: { slug: "warszawa" } });
    expect(placed.order.id).toMatch(/^[0-9A-Z]{13}$/);
    expect(placed.order.details).toMatchObject({
      subtotal: 6000,
      discount: 0,
      deliveryFee: 0,
      total: 6000,
      payment: "in-store",
      tpd: true,
      comment: "Please ring twice",
      delivery: { method: "local-pickup", pickupAt: pickup.pickupAt },
      contact: { firstName: "Ola", lastName: "Kowalska", email: user.email },
    });
    expect(placed.order.details.items).toEqual([
      expect.objectContaining({ productId: products.tpd, quantity: 2, unitPrice: 3000, lineTotal: 6000, tpd: true }),
    ]);
    expect(placed.order.history).toEqual([expect.objectContaining({ status: "CREATED", actor: "customer" })]);

    expect(await stockOf(database, products.tpd)).toBe(8);
    expect(await cartItemsOf(database, user.id)).toEqual([]);
    const { rows: history } = await database.pool.query(
      "select from_status, to_status, actor, actor_user_id from order_history where order_id = $1",
      [placed.order.id],
    );
    expect(history).toEqual([{ from_status: null, to_status: "CREATED", actor: "customer", actor_user_id: user.id }]);
    const { rows: reservations } = await database.pool.query("select product_id, quantity from order_reservations where order_id = $1", [
      placed.order.id,
    ]);
    expect(reservations).toEqual([{ product_id: products.tpd, quantity: 2 }]);
    const { rows: stored } = await database.pool.query("select status, email, locale, customer_kind, pay_until from orders where id = $1", [
      placed.order.id,
    ]);
    expect(stored[0]).toMatchObject({ status: "CREATED", email: user.email, locale: "en", customer_kind: "retail", pay_until: null });
    const sold = (await database.pool.query("select sold_count from products where id = $1", [products.tpd])).rows[0].sold_count;
    expect(sold).toBe(soldBefore + 2);
    expect(await emailsTo(database, user.email)).toEqual([expect.objectContaining({ kind: "order-placed", locale: "en" })]);
    expect(mailWakes).toBe(wakes + 1);
    const { rows: carts } = await database.pool.query("select last_order_id from carts where user_id = $1", [user.id]);
    expect(carts[0].last_order_id).toBe(placed.order.id);
  });

  it("refuses a retail customer's TPD order by courier with the rule's message, in the request's language", async () => {
    const user = await createUser(database, "tpd-courier");
    await fillCart(database, user.id, [{ productId: products.tpd, quantity: 1 }]);
    const before = await snapshot(user, [products.tpd]);
    const response = await place(user.token, { ...pickupOrder(pickup), delivery: COURIER, payment: "online" });
    expect(response.status).toBe(422);
    expect(await jsonOf(response)).toMatchObject({
      code: "CHECKOUT_RULE",
      message:
        "Products under the Tobacco Products Directive can only be picked up in a store and paid for there, unless you have an approved business account.",
      details: { rule: "tpd-pickup-only" },
    });
    const polish = await place(user.token, { ...pickupOrder(pickup), delivery: COURIER, payment: "online" }, { Locale: "pl" });
    expect((await jsonOf(polish)).message).toMatch(/^Produkty objęte dyrektywą tytoniową/);
    expect(await snapshot(user, [products.tpd])).toEqual(before);
  });

  it("refuses paying in store for a delivery", async () => {
    const user = await createUser(database, "cash-courier");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const response = await place(user.token, { ...pickupOrder(pickup), delivery: COURIER });
    expect(response.status).toBe(422);
    expect(await jsonOf(response)).toMatchObject({ code: "CHECKOUT_RULE", details: { rule: "in-store-payment-needs-pickup" } });
  });

  it("lets an approved business order a TPD product by courier, paid online", async () => {
    const user = await createUser(database, "tpd-business", { businessStatus: "approved", businessKind: "wholesale" });
    await fillCart(database, user.id, [{ productId: products.tpd, quantity: 3 }]);
    const response = await place(user.token, { ...pickupOrder(pickup), delivery: COURIER, payment: "online" });
    expect(response.status).toBe(201);
    const placed = await jsonOf(response);
    expect(placed.order.status).toBe("AWAITING_PAYMENT");
    expect(placed.next.kind).toBe("redirect");
    expect(placed.order.details).toMatchObject({ tpd: true, deliveryFee: 1799, total: 9000 + 1799 });
    expect(placed.order.history.map((entry: { status: string }) => entry.status)).toEqual(["CREATED", "AWAITING_PAYMENT"]);
    const { rows } = await database.pool.query("select customer_kind, street from orders where id = $1", [placed.order.id]);
    expect(rows[0]).toMatchObject({ customer_kind: "wholesale", street: "Długa" });
    const minutes = (Date.parse(placed.order.details.payUntil) - Date.parse(placed.order.createdAt)) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60.1);
    expect(await stockOf(database, products.tpd)).toBe(7);
  });

  it("opens a crypto payment due in 30 minutes", async () => {
    const user = await createUser(database, "crypto");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const response = await place(user.token, {
      ...pickupOrder(pickup),
      delivery: { method: "parcel-locker", lockerCode: "WAW01M" },
      payment: "crypto",
    });
    expect(response.status).toBe(201);
    const placed = await jsonOf(response);
    expect(placed.next).toMatchObject({ kind: "crypto", payment: { currency: "USDT", status: "pending" } });
    const minutes = (Date.parse(placed.next.payment.payUntil) - Date.parse(placed.order.createdAt)) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30.1);
    // parcel locker: 12.99 zł below 199 zł
    expect(placed.order.details).toMatchObject({ deliveryFee: 1299, total: 5000 + 1299 });
  });
});

describe("pickup slots", () => {
  const tooSoon = () => new Date(Math.ceil((Date.now() + 10 * 60_000) / 1_800_000) * 1_800_000).toISOString();

  it.each([
    ["outside the store's hours", () => nightSlot()],
    ["too soon", tooSoon],
    ["not on the half hour", () => new Date(Date.parse(pickup.pickupAt) + 60_000).toISOString()],
  ])("refuses a pickup time %s and writes nothing", async (_label, at) => {
    const user = await createUser(database, "slot");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const before = await snapshot(user, [products.plain]);
    const response = await place(user.token, pickupOrder({ storeId: pickup.storeId, pickupAt: at() }));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: "PICKUP_SLOT_INVALID" });
    expect(await snapshot(user, [products.plain])).toEqual(before);
  });

  it("refuses a store of another city", async () => {
    const user = await createUser(database, "slot-city");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const { rows } = await database.pool.query("select id from stores where city_id <> 1 order by id limit 1");
    const response = await place(user.token, pickupOrder({ storeId: rows[0].id, pickupAt: pickup.pickupAt }));
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: "PICKUP_SLOT_INVALID" });
  });
});

/** 03:00 in Warsaw two days ahead: no demo store is open then. */
function nightSlot(): string {
  const at = new Date(Date.parse(pickup.pickupAt));
  at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(1, 0, 0, 0);
  return at.toISOString();
}

describe("coupons on an order", () => {
  it("takes the discount off, spreads it over the lines and counts the use", async () => {
    const user = await createUser(database, "coupon");
    const couponId = await createCoupon(database, { code: "TENOFF", value: 10, maxUses: 5 });
    await fillCart(database, user.id, [
      { productId: products.plain, quantity: 1 },
      { productId: products.other, quantity: 2 },
    ]);
    const response = await place(user.token, pickupOrder(pickup, { couponCode: " tenoff " }));
    expect(response.status).toBe(201);
    const placed = await jsonOf(response);
    expect(placed.order.details).toMatchObject({ subtotal: 9000, discount: 900, total: 8100, couponCode: "TENOFF" });
    const { rows } = await database.pool.query("select used_count from coupons where id = $1", [couponId]);
    expect(rows[0].used_count).toBe(1);
    const { rows: items } = await database.pool.query(
      "select product_id, discount from order_items where order_id = $1 order by product_id",
      [placed.order.id],
    );
    expect(new Map(items.map((item) => [item.product_id, item.discount]))).toEqual(
      new Map([
        [products.plain, 500],
        [products.other, 400],
      ]),
    );
    expect(
      await countRows(database, "coupon_uses", "coupon_id = $1 and user_id = $2 and order_id = $3", [couponId, user.id, placed.order.id]),
    ).toBe(1);
  });

  it("refuses a coupon the customer already used as often as allowed, and writes nothing", async () => {
    const user = await createUser(database, "coupon-again");
    await createCoupon(database, { code: "ONCEEACH", value: 5, maxUsesPerCustomer: 1 });
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    expect((await place(user.token, pickupOrder(pickup, { couponCode: "ONCEEACH" }))).status).toBe(201);
    await fillCart(database, user.id, [{ productId: products.other, quantity: 1 }]);
    const before = await snapshot(user, [products.other]);
    const response = await place(user.token, pickupOrder(pickup, { couponCode: "onceeach" }));
    expect(response.status).toBe(409);
    expect(await jsonOf(response)).toMatchObject({ code: "COUPON_USED_UP" });
    expect(await snapshot(user, [products.other])).toEqual(before);
  });

  it("answers an unknown coupon with 404 Coupon not found", async () => {
    const user = await createUser(database, "coupon-unknown");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const response = await place(user.token, pickupOrder(pickup, { couponCode: "NOPE-NOPE" }));
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toMatchObject({ code: "COUPON_NOT_FOUND", message: "Coupon not found" });
  });
});

describe("retries and changed carts", () => {
  it("answers the same order to a retry with the same Idempotency-Key, taking the stock once", async () => {
    const user = await createUser(database, "idem");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 3 }]);
    const headers = { "Idempotency-Key": "checkout-7f3a" };
    const first = await place(user.token, pickupOrder(pickup), headers);
    expect(first.status).toBe(201);
    const id = (await jsonOf(first)).order.id;
    // Even after the customer filled the cart again, the key names the first order.
    await fillCart(database, user.id, [{ productId: products.other, quantity: 1 }]);
    const again = await place(user.token, pickupOrder(pickup, { expectedTotal: 15000 }), headers);
    expect(again.status).toBe(200);
    expect((await jsonOf(again)).order.id).toBe(id);
    expect(await stockOf(database, products.plain)).toBe(7);
    expect(await stockOf(database, products.other)).toBe(10);
    expect(await countRows(database, "orders", "user_id = $1", [user.id])).toBe(1);
    expect(await cartItemsOf(database, user.id)).toEqual([{ productId: products.other, quantity: 1 }]);

    const other = await place(user.token, pickupOrder(pickup, { comment: "another order" }), headers);
    expect(other.status).toBe(422);
    expect(await jsonOf(other)).toMatchObject({ code: "IDEMPOTENCY_KEY_REUSED" });
    expect(await countRows(database, "orders", "user_id = $1", [user.id])).toBe(1);
  });

  it("answers the same order to an identical resubmission without a key, and CART_EMPTY to a different one", async () => {
    const user = await createUser(database, "fingerprint");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const first = await place(user.token, pickupOrder(pickup));
    expect(first.status).toBe(201);
    const again = await place(user.token, pickupOrder(pickup));
    expect(again.status).toBe(200);
    expect((await jsonOf(again)).order.id).toBe((await jsonOf(first)).order.id);
    const different = await place(user.token, pickupOrder(pickup, { comment: "changed my mind" }));
    expect(different.status).toBe(409);
    expect(await jsonOf(different)).toMatchObject({ code: "CART_EMPTY" });
    expect(await countRows(database, "orders", "user_id = $1", [user.id])).toBe(1);
  });

  it("refuses a total the customer did not see with the new quote, and writes nothing", async () => {
    const user = await createUser(database, "price");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 2 }]);
    const before = await snapshot(user, [products.plain]);
    const response = await place(user.token, pickupOrder(pickup, { expectedTotal: 9000 }));
    expect(response.status).toBe(409);
    expect(await jsonOf(response)).toMatchObject({
      code: "PRICE_CHANGED",
      details: { quote: { subtotal: 10000, discount: 0, deliveryFee: 0, total: 10000, coupon: null } },
    });
    expect(await snapshot(user, [products.plain])).toEqual(before);
    expect((await place(user.token, pickupOrder(pickup, { expectedTotal: 10000 }))).status).toBe(201);
  });

  it("updates a cart that holds more than the stock and answers CART_CHANGED with the changes", async () => {
    const user = await createUser(database, "changed");
    await fillCart(database, user.id, [
      { productId: products.plain, quantity: 4 },
      { productId: products.other, quantity: 1 },
    ]);
    await setOffer(database, products.plain, { stock: 2 });
    await setOffer(database, products.other, { stock: 0 });
    const response = await place(user.token, pickupOrder(pickup));
    expect(response.status).toBe(409);
    const body = await jsonOf(response);
    expect(body.code).toBe("CART_CHANGED");
    expect(body.details.changes).toEqual([
      expect.objectContaining({ productId: products.plain, kind: "reduced", reason: "less-in-stock", from: 4, to: 2 }),
      expect.objectContaining({ productId: products.other, kind: "removed", reason: "out-of-stock", from: 1, to: 0 }),
    ]);
    expect(await cartItemsOf(database, user.id)).toEqual([{ productId: products.plain, quantity: 2 }]);
    expect(await countRows(database, "orders", "user_id = $1", [user.id])).toBe(0);
    expect(await stockOf(database, products.plain)).toBe(2);
  });

  it("answers CART_CHANGED when the cart is in another city than the request", async () => {
    const user = await createUser(database, "city");
    const { rows } = await database.pool.query("select id from cities where slug = 'krakow'");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }], rows[0].id);
    const response = await place(user.token, pickupOrder(pickup));
    expect(response.status).toBe(409);
    expect(await jsonOf(response)).toMatchObject({ code: "CART_CHANGED", details: { changes: [] } });
    expect(await countRows(database, "orders", "user_id = $1", [user.id])).toBe(0);
  });

  it("answers CART_EMPTY without a cart", async () => {
    const user = await createUser(database, "empty");
    const response = await place(user.token, pickupOrder(pickup));
    expect(response.status).toBe(409);
    expect(await jsonOf(response)).toMatchObject({ code: "CART_EMPTY" });
  });

  it("takes a bundle's items from stock, not the bundle", async () => {
    const user = await createUser(database, "bundle");
    const { bundle } = products;
    for (const item of bundle.items) await setOffer(database, item.productId, { stock: 20 });
    const bundleStock = await stockOf(database, bundle.id);
    await fillCart(database, user.id, [{ productId: bundle.id, quantity: 2 }]);
    const response = await place(user.token, pickupOrder(pickup));
    expect(response.status).toBe(201);
    const id = (await jsonOf(response)).order.id;
    for (const item of bundle.items) expect(await stockOf(database, item.productId)).toBe(20 - 2 * item.quantity);
    expect(await stockOf(database, bundle.id)).toBe(bundleStock);
    const { rows } = await database.pool.query(
      `select product_id as "productId", quantity from order_reservations where order_id = $1 order by product_id`,
      [id],
    );
    expect(rows).toEqual(bundle.items.map((item) => ({ productId: item.productId, quantity: 2 * item.quantity })));
  });

  it("validates the body in the request's language", async () => {
    const user = await createUser(database, "invalid");
    await fillCart(database, user.id, [{ productId: products.plain, quantity: 1 }]);
    const response = await place(user.token, { ...pickupOrder(pickup), acceptTerms: false }, { Locale: "uk" });
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toMatchObject({ code: "VALIDATION_FAILED" });
    const longKey = await place(user.token, pickupOrder(pickup), { "Idempotency-Key": "k".repeat(201) });
    expect(longKey.status).toBe(400);
    expect(await countRows(database, "orders", "user_id = $1", [user.id])).toBe(0);
  });
});

describe("the OpenAPI document", () => {
  it("describes placing an order, the quote and the coupon check", async () => {
    const doc = await jsonOf(await call("GET", "/api/v1/openapi.json"));
    const placing = doc.paths["/api/v1/orders"].post;
    expect(placing.tags).toEqual(["Orders"]);
    expect(placing.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(placing.responses)).toEqual(expect.arrayContaining(["200", "201", "401", "409", "422"]));
    expect(placing.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "idempotency-key", in: "header" })]));
    for (const path of ["/api/v1/checkout/quote", "/api/v1/checkout/coupon"]) expect(doc.paths[path].post.tags).toEqual(["Checkout"]);
  });
});
