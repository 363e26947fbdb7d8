// The back office's dashboard (apps/api/src/routes/staff-dashboard.ts): today's and this week's orders and
// revenue per city in shop time (canceled orders and last week's do not count), the orders waiting for staff,
// pending business applications (admins only) and low-stock offers, each within the caller's cities.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { shopTodayStart, shopWeekStart } from "@shop/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { setAllStock, setCityStock } from "./city-stock";
import { apiOn } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts, type TestOrderOptions } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let customer: TestUser;
let warsaw: FixtureProduct[];
let krakow: FixtureProduct[];

const query = (text: string, values: unknown[] = []) => database.pool.query(text, values);
const cityId = async (slug: string) => Number((await query("select id from cities where slug = $1", [slug])).rows[0].id);
const setStock = async (city: string, productId: number, stock: number, visible = true) => {
  await query("update offers set visible = $3 where city_id = $1 and product_id = $2", [await cityId(city), productId, visible]);
  await setCityStock(database.pool, await cityId(city), [productId], stock);
};

const dashboard = async (token: string, search = "", locale = "en") => {
  const response = await call("GET", `/api/v1/staff/dashboard${search}`, token, undefined, { Locale: locale });
  expect(response.status).toBe(200);
  return jsonOf(response);
};
const cityOf = (answer: { cities: Array<{ slug: string }> }, slug: string) => answer.cities.find((city) => city.slug === slug);

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  customer = await createUser(database, "dashboard-customer");
  manager = await createUser(database, "dashboard-manager", { role: "staff", staffRole: "city-manager" });
  await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: await cityId("krakow") });
  // Plenty of stock everywhere, so that only the offers a test lowers are low.
  await setAllStock(database.pool, 100);
  warsaw = await offeredProducts(database, { count: 6 });
  krakow = await offeredProducts(database, { city: "krakow", count: 2 });
});
afterAll(() => database?.close());

describe("GET /api/v1/staff/dashboard: orders", () => {
  it("counts today's and this week's orders and revenue per city, and the orders waiting for staff", async () => {
    const before = await dashboard(admin.token);
    expect(cityOf(before, "warszawa")).toMatchObject({
      today: { orders: 0, revenue: 0 },
      week: { orders: 0, revenue: 0 },
      waiting: { CREATED: 0, PAID: 0, APPROVED: 0 },
    });
    const now = new Date();
    const todayFrom = shopTodayStart(now);
    const weekFrom = shopWeekStart(now);
    expect(before).toMatchObject({ timeZone: "Europe/Warsaw", todayFrom: todayFrom.toISOString(), weekFrom: weekFrom.toISOString() });

    const [a, b, c, d] = warsaw as [FixtureProduct, FixtureProduct, FixtureProduct, FixtureProduct];
    const order = (product: FixtureProduct, quantity: number, options: Partial<TestOrderOptions> = {}) =>
      createTestOrder(database, { user: customer, lines: [{ product, quantity }], ...options });
    await order(a, 2); // CREATED (in store), now: to approve
    await order(b, 1, { payment: "online", status: "PAID" }); // PAID, now: to approve
    await order(c, 1, { payment: "online" }); // AWAITING_PAYMENT, now: counts, does not wait for staff
    const earlyThisWeek = new Date(weekFrom.getTime() + 60_000);
    await order(d, 3, { status: "APPROVED", createdAt: earlyThisWeek }); // to prepare; this week, today only on a Monday
    const canceled = await order(a, 5);
    await query("update orders set status = 'CANCELED' where id = $1", [canceled]);
    await order(b, 4, { status: "APPROVED", createdAt: new Date(weekFrom.getTime() - 3_600_000) }); // last week, still to prepare
    await order(c, 1, { status: "COMPLETED", createdAt: new Date(weekFrom.getTime() - 1) }); // last week, done
    await order(krakow[0] as FixtureProduct, 1, { city: "krakow" });

    const placedToday = [a.price * 2, b.price, c.price, ...(earlyThisWeek >= todayFrom ? [d.price * 3] : [])];
    const after = await dashboard(admin.token);
    expect(cityOf(after, "warszawa")).toEqual({
      slug: "warszawa",
      name: "Warsaw",
      active: true,
      today: { orders: placedToday.length, revenue: placedToday.reduce((sum, total) => sum + total, 0) },
      week: { orders: 4, revenue: a.price * 2 + b.price + c.price + d.price * 3 },
      waiting: { CREATED: 1, PAID: 1, APPROVED: 2 },
    });
    expect(cityOf(after, "krakow")).toMatchObject({
      today: { orders: 1, revenue: krakow[0]?.price },
      week: { orders: 1, revenue: krakow[0]?.price },
      waiting: { CREATED: 1, PAID: 0, APPROVED: 0 },
    });
    expect(cityOf(after, "gdansk")).toMatchObject({ today: { orders: 0, revenue: 0 }, waiting: { CREATED: 0, PAID: 0, APPROVED: 0 } });
    const active = (await query("select slug from cities where active order by sort_order, id")).rows.map((row) => row.slug);
    expect(after.cities.map((city: { slug: string }) => city.slug)).toEqual(active);
  });

  it("gives a city manager their cities only, without the business applications", async () => {
    const answer = await dashboard(manager.token);
    expect(answer.cities.map((city: { slug: string }) => city.slug)).toEqual(["krakow"]);
    expect(answer.pendingApplications).toBeNull();
    expect(cityOf(answer, "krakow")).toMatchObject({ waiting: { CREATED: 1 } });
  });

  it("names the cities in the caller's language", async () => {
    const names = (await query("select name_pl, name_uk from cities where slug = 'warszawa'")).rows[0];
    expect(cityOf(await dashboard(admin.token, "", "pl"), "warszawa")).toMatchObject({ name: names.name_pl });
    expect(cityOf(await dashboard(admin.token, "", "uk"), "warszawa")).toMatchObject({ name: names.name_uk });
  });
});

describe("GET /api/v1/staff/dashboard: applications and stock", () => {
  it("counts the pending business applications of live users for an admin", async () => {
    const count = async () =>
      Number((await query("select count(*) from users where business_status = 'pending' and deleted_at is null")).rows[0].count);
    const seeded = await count();
    expect(seeded).toBeGreaterThan(0);
    expect((await dashboard(admin.token)).pendingApplications).toBe(seeded);
    await createUser(database, "dashboard-applicant", {
      businessStatus: "pending",
      companyName: "Dashboard Sp. z o.o.",
      companyAddress: "ul. Krótka 2",
      companySsn: "5250001010",
      companyPostalIndex: "00-002",
      businessSubmittedAt: new Date(),
    });
    expect((await dashboard(admin.token)).pendingApplications).toBe(seeded + 1);
  });

  it("lists visible offers of simple products at or below the threshold, lowest first, in the caller's cities and language", async () => {
    const [two, five, six, hidden] = warsaw.slice(2) as [FixtureProduct, FixtureProduct, FixtureProduct, FixtureProduct];
    const empty = krakow[1] as FixtureProduct;
    await setStock("warszawa", two.id, 2);
    await setStock("warszawa", five.id, 5);
    await setStock("warszawa", six.id, 6);
    await setStock("warszawa", hidden.id, 1, false);
    await setStock("krakow", empty.id, 0);
    // A bundle's own stock is ignored (its items' stock decides): never low.
    const bundle = (await query("select o.product_id from offers o join products p on p.id = o.product_id where p.kind = 'bundle' limit 1"))
      .rows[0];
    if (bundle) await query("update offers set stock = 0 where product_id = $1", [bundle.product_id]);

    const low = (await dashboard(admin.token)).lowStock;
    expect(low.threshold).toBe(5);
    expect(low.items.map((item: { productId: number; stock: number }) => [item.productId, item.stock])).toEqual([
      [empty.id, 0],
      [two.id, 2],
      [five.id, 5],
    ]);
    expect(low.items[0]).toEqual({
      productId: empty.id,
      slug: empty.slug,
      name: empty.name,
      city: { slug: "krakow", name: "Kraków" },
      stock: 0,
    });

    const polish = (await query("select name from product_texts where product_id = $1 and locale = 'pl'", [two.id])).rows[0].name;
    expect((await dashboard(admin.token, "", "pl")).lowStock.items[1]).toMatchObject({ productId: two.id, name: polish });
    expect((await dashboard(admin.token, "?lowStock=2")).lowStock).toMatchObject({
      threshold: 2,
      items: [{ productId: empty.id }, { productId: two.id }],
    });
    expect((await dashboard(manager.token)).lowStock.items.map((item: { productId: number }) => item.productId)).toEqual([empty.id]);
  });

  it("shows at most 20 low-stock offers", async () => {
    await query("update offers set stock = 3 where city_id = $1", [await cityId("gdansk")]);
    const items = (await dashboard(admin.token)).lowStock.items as Array<{ stock: number }>;
    expect(items).toHaveLength(20);
    expect(items.map((item) => item.stock)).toEqual([...items.map((item) => item.stock)].sort((x, y) => x - y));
  });
});

describe("GET /api/v1/staff/dashboard: refusals", () => {
  it("answers customers 404 and a malformed threshold 400 in the caller's language", async () => {
    const refused = await call("GET", "/api/v1/staff/dashboard", customer.token);
    expect(refused.status).toBe(404);
    expect(await jsonOf(refused)).toMatchObject({ code: "NOT_FOUND" });
    const bad = await call("GET", "/api/v1/staff/dashboard?lowStock=-1", admin.token, undefined, { Locale: "pl" });
    expect(bad.status).toBe(400);
    expect(await jsonOf(bad)).toMatchObject({ code: "VALIDATION_FAILED" });
  });
});
