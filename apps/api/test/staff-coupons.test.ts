// Back office coupons (apps/api/src/routes/staff-coupons.ts): admins only; what they write checkout applies at
// once; codes are unique whatever their case; a used coupon can be switched off but not deleted; every change
// is in the audit log.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { fillCart, fillVisitorCart, type Products, pickProducts, pickupChoice, pickupOrder, setOffer } from "./order-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let customer: TestUser;
let products: Products;

const COUPONS = "/api/v1/staff/coupons";
const coupon = (values: Record<string, unknown> = {}) => ({ code: "spring10", kind: "percent", value: 10, ...values });
const create = (body: unknown, token = admin.token, headers: Record<string, string> = {}) => call("POST", COUPONS, token, body, headers);
const quote = (cart: string, couponCode: string) =>
  call("POST", "/api/v1/checkout/quote", null, { city: "warszawa", couponCode }, { "X-Cart-Id": cart });
const auditOf = async (id: number) =>
  (
    await database.pool.query("select action, before, after from audit_log where entity_type = 'coupon' and entity_id = $1 order by id", [
      String(id),
    ])
  ).rows;
const categoryOf = async (productId: number) =>
  Number((await database.pool.query("select category_id from products where id = $1", [productId])).rows[0].category_id);

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await createUser(database, "coupon-manager", { role: "staff", staffRole: "city-manager" });
  const krakow = (await database.pool.query("select id from cities where slug = 'krakow'")).rows[0].id;
  await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: krakow });
  customer = await createUser(database, "coupon-owner");
  products = await pickProducts(database);
});
afterAll(() => database?.close());

beforeEach(async () => {
  await setOffer(database, products.plain, { price: 5000, stock: 50 });
  await setOffer(database, products.other, { price: 2000, stock: 50 });
});

describe("who may use the coupon API", () => {
  it("answers customers and city managers 404 on every coupon call, and changes nothing", async () => {
    const before = (await database.pool.query("select count(*)::int as n from coupons")).rows[0].n;
    for (const token of [customer.token, manager.token]) {
      for (const [method, path, body] of [
        ["GET", COUPONS, undefined],
        ["GET", `${COUPONS}/1`, undefined],
        ["POST", COUPONS, coupon({ code: "NOPE1" })],
        ["POST", COUPONS, { code: 5 }],
        ["PUT", `${COUPONS}/1`, coupon()],
        ["DELETE", `${COUPONS}/1`, undefined],
      ] as const) {
        const response = await call(method, path, token, body);
        expect(response.status, `${method} ${path}`).toBe(404);
      }
    }
    expect((await database.pool.query("select count(*)::int as n from coupons")).rows[0].n).toBe(before);
  });
});

describe("creating coupons", () => {
  it("stores what the admin wrote (code upper case) and checkout applies it at once, per-category percents too", async () => {
    const category = await categoryOf(products.other);
    const response = await create(
      coupon({ code: "  spring10 ", maxDiscount: 900, minOrder: 3000, maxUses: 100, categories: [{ categoryId: category, percent: 50 }] }),
    );
    expect(response.status).toBe(201);
    const created = await jsonOf(response);
    expect(created).toMatchObject({
      code: "SPRING10",
      kind: "percent",
      value: 10,
      maxDiscount: 900,
      minOrder: 3000,
      maxUses: 100,
      maxUsesPerCustomer: null,
      usedCount: 0,
      active: true,
      owner: null,
      categories: [{ categoryId: category, percent: 50, name: expect.any(String) }],
      state: "active",
      deletable: true,
    });
    // 10 % of 50 zł and 50 % of 20 zł = 15 zł, capped at 9 zł.
    const cart = await fillVisitorCart(database, [
      { productId: products.plain, quantity: 1 },
      { productId: products.other, quantity: 1 },
    ]);
    const priced = await jsonOf(await quote(cart, "spring10"));
    expect(priced).toMatchObject({ subtotal: 7000, discount: 900, total: 6100, coupon: { code: "SPRING10", discount: 900 } });
    // Below the minimum order.
    const small = await fillVisitorCart(database, [{ productId: products.other, quantity: 1 }]);
    expect(await jsonOf(await quote(small, "SPRING10"))).toMatchObject({ code: "COUPON_MIN_ORDER" });

    expect(await auditOf(created.id)).toEqual([
      {
        action: "coupon.create",
        before: null,
        after: expect.objectContaining({ code: "SPRING10", maxDiscount: 900, categories: [{ categoryId: category, percent: 50 }] }),
      },
    ]);
    const listed = await jsonOf(await call("GET", `${COUPONS}?q=ring1&state=active`, admin.token));
    expect(listed.items.map((item: { code: string }) => item.code)).toEqual(["SPRING10"]);
    expect(listed.categories.length).toBeGreaterThan(5);
    expect(listed.categories[0]).toMatchObject({ depth: 0 });
  });

  it("refuses a code another coupon has, whatever its case (409), and stores nothing", async () => {
    expect((await create(coupon({ code: "TWICE-5" }))).status).toBe(201);
    const count = (await database.pool.query("select count(*)::int as n from coupons")).rows[0].n;
    const again = await create(coupon({ code: "twice-5", value: 20 }), admin.token, { Locale: "pl" });
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toMatchObject({ code: "CONFLICT", message: "Kupon o kodzie TWICE-5 już istnieje." });
    expect((await database.pool.query("select count(*)::int as n from coupons")).rows[0].n).toBe(count);
  });

  it("explains bad values in the caller's language, field by field, and stores nothing", async () => {
    const count = (await database.pool.query("select count(*)::int as n from coupons")).rows[0].n;
    const response = await create(
      coupon({
        code: "bad code!",
        value: 150,
        maxUses: 0,
        ownerEmail: "nobody-here@example.test",
        categories: [{ categoryId: 999999, percent: 10 }],
      }),
      admin.token,
      { Locale: "uk" },
    );
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "categories.0.categoryId",
      "code",
      "maxUses",
      "ownerEmail",
      "value",
    ]);
    expect(body.issues.find((issue: { path: string }) => issue.path === "value").message).toBe("Введіть цілий відсоток від 1 до 100.");
    expect(body.issues.find((issue: { path: string }) => issue.path === "ownerEmail").message).toBe(
      "Немає облікового запису покупця з таким e-mail.",
    );
    expect((await database.pool.query("select count(*)::int as n from coupons")).rows[0].n).toBe(count);
  });
});

describe("personal coupons and limits", () => {
  it("gives a coupon to one customer by e-mail (their cabinet lists it, nobody else can use it) and stores the per-customer limit", async () => {
    const response = await create(
      coupon({ code: "JUST4YOU", kind: "amount", value: 1500, maxUsesPerCustomer: 1, ownerEmail: customer.email.toUpperCase() }),
    );
    expect(response.status).toBe(201);
    const created = await jsonOf(response);
    expect(created).toMatchObject({ owner: { id: customer.id, email: customer.email }, maxUsesPerCustomer: 1 });
    const stored = (await database.pool.query("select user_id, max_uses_per_customer from coupons where id = $1", [created.id])).rows[0];
    expect(stored).toEqual({ user_id: customer.id, max_uses_per_customer: 1 });
    const cabinet = await jsonOf(await call("GET", "/api/v1/cabinet/coupons", customer.token));
    expect(cabinet.map((item: { code: string }) => item.code)).toContain("JUST4YOU");
    const cart = await fillVisitorCart(database, [{ productId: products.plain, quantity: 1 }]);
    expect(await jsonOf(await quote(cart, "JUST4YOU"))).toMatchObject({ code: "COUPON_NOT_FOUND" });
    const personal = await jsonOf(await call("GET", `${COUPONS}?owner=personal&q=just4`, admin.token));
    expect(personal.items).toHaveLength(1);
  });

  it("lets a used coupon be changed and switched off but not deleted; an unused one is deleted, all audited", async () => {
    const created = await jsonOf(await create(coupon({ code: "USEDONCE", maxUses: 5 })));
    // A customer places an order with it.
    const pickup = await pickupChoice(database);
    await fillCart(database, customer.id, [{ productId: products.plain, quantity: 1 }]);
    const placed = await call("POST", "/api/v1/orders", customer.token, pickupOrder(pickup, { couponCode: "usedonce" }));
    expect(placed.status).toBe(201);
    expect((await jsonOf(placed)).order.details).toMatchObject({ couponCode: "USEDONCE", discount: 500 });
    const used = await jsonOf(await call("GET", `${COUPONS}/${created.id}`, admin.token));
    expect(used).toMatchObject({ usedCount: 1, deletable: false });

    const refused = await call("DELETE", `${COUPONS}/${created.id}`, admin.token);
    expect(refused.status).toBe(409);
    expect((await jsonOf(refused)).message).toContain("Switch it off instead");
    expect((await database.pool.query("select count(*)::int as n from coupons where id = $1", [created.id])).rows[0].n).toBe(1);

    const below = await call("PUT", `${COUPONS}/${created.id}`, admin.token, coupon({ code: "USEDONCE", maxUses: 0 }));
    expect(below.status).toBe(400);
    const off = await call("PUT", `${COUPONS}/${created.id}`, admin.token, coupon({ code: "USEDONCE", maxUses: 1, active: false }));
    expect(off.status).toBe(200);
    expect(await jsonOf(off)).toMatchObject({ active: false, maxUses: 1, usedCount: 1, state: "inactive" });
    const cart = await fillVisitorCart(database, [{ productId: products.plain, quantity: 1 }]);
    expect(await jsonOf(await quote(cart, "USEDONCE"))).toMatchObject({ code: "COUPON_NOT_FOUND" });

    const unused = await jsonOf(await create(coupon({ code: "NEVERUSED" })));
    expect((await call("DELETE", `${COUPONS}/${unused.id}`, admin.token)).status).toBe(204);
    expect((await call("GET", `${COUPONS}/${unused.id}`, admin.token)).status).toBe(404);
    expect((await call("DELETE", `${COUPONS}/${unused.id}`, admin.token)).status).toBe(404);

    expect((await auditOf(created.id)).map((row: { action: string }) => row.action)).toEqual(["coupon.create", "coupon.update"]);
    expect((await auditOf(created.id))[1]).toMatchObject({
      before: { active: true, maxUses: 5, usedCount: 1 },
      after: { active: false, maxUses: 1, usedCount: 1 },
    });
    expect(await auditOf(unused.id)).toEqual([
      expect.objectContaining({ action: "coupon.create" }),
      { action: "coupon.delete", before: expect.objectContaining({ code: "NEVERUSED" }), after: null },
    ]);
    const actor = (await database.pool.query("select distinct actor_user_id from audit_log where entity_type = 'coupon'")).rows;
    expect(actor).toEqual([{ actor_user_id: admin.id }]);
  });
});
