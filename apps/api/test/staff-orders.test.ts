// The staff's order list and stock tool (apps/api/src/routes/staff-orders.ts): who may call them, the list's
// filters and pages, and setting a city's stock of a product.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts, stockOf, storedOrder, type TestOrderOptions } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let staff: { id: number; token: string };
let customer: TestUser;
let warsaw: FixtureProduct[];
let krakow: FixtureProduct;
let tpd: FixtureProduct;

const order = (options: Partial<TestOrderOptions> = {}) =>
  createTestOrder(database, { user: customer, lines: [{ product: warsaw[0] as FixtureProduct, quantity: 1 }], ...options });
const list = async (query: string, token = staff.token) => {
  const response = await call("GET", `/api/v1/staff/orders${query}`, token);
  expect(response.status).toBe(200);
  return jsonOf(response);
};
const idsOf = (answer: { items: Array<{ id: string }> }) => answer.items.map((item) => item.id);

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  staff = await demoSession(database, "admin");
  customer = await createUser(database, "staff-list");
  warsaw = await offeredProducts(database, { count: 2, minStock: 1, restockTo: 500 });
  [krakow] = (await offeredProducts(database, { city: "krakow", count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
  [tpd] = (await offeredProducts(database, { tpd: true, count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
});
afterAll(() => database?.close());

describe("who may call the staff order API", () => {
  it("answers anonymous callers and customers 404 (as the other staff calls do), changing nothing", async () => {
    const id = await order();
    const product = warsaw[1] as FixtureProduct;
    const stock = await stockOf(database, product.id);
    const calls: Array<[string, string, unknown]> = [
      ["GET", "/api/v1/staff/orders", undefined],
      ["GET", "/api/v1/staff/orders?status=NOPE", undefined],
      ["POST", `/api/v1/staff/orders/${id}/status`, { to: "APPROVED" }],
      ["POST", `/api/v1/staff/orders/${id}/status`, {}],
      ["PUT", `/api/v1/staff/offers/warszawa/${product.id}`, { stock: 0 }],
      ["PUT", `/api/v1/staff/offers/warszawa/${product.id}`, { stock: -1 }],
    ];
    for (const [method, path, body] of calls) {
      const anonymous = await call(method, path, null, body);
      expect(anonymous.status).toBe(404);
      expect(await jsonOf(anonymous)).toMatchObject({ code: "NOT_FOUND" });
      for (const token of [customer.token, (await demoSession(database, "wholesale")).token]) {
        const response = await call(method, path, token, body);
        expect(response.status).toBe(404);
        expect(await jsonOf(response)).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
      }
    }
    expect((await storedOrder(database, id)).status).toBe("CREATED");
    expect(await stockOf(database, product.id)).toBe(stock);
  });
});

describe("GET /api/v1/staff/orders", () => {
  it("describes each order: customer, delivery, the statuses staff may move it to, the ID check", async () => {
    const id = await order({ lines: [{ product: tpd, quantity: 2 }], status: "READY_FOR_PICKUP", phone: "+48 511 000 001" });
    const [item] = (await list(`?q=${id}`)).items;
    expect(item).toEqual({
      id,
      status: "READY_FOR_PICKUP",
      city: { slug: "warszawa", name: "Warsaw" },
      createdAt: expect.any(String),
      total: 2 * tpd.price,
      itemCount: 2,
      payment: "in-store",
      delivery: "local-pickup",
      tpd: true,
      customer: { firstName: "Ada", lastName: "Nowak", email: customer.email, phone: "+48 511 000 001" },
      pickupAt: expect.any(String),
      next: ["COMPLETED", "CANCELED"],
      needsIdCheck: true,
    });
    const online = await order({ payment: "online", delivery: "courier" });
    expect((await list(`?q=${online}`)).items[0]).toMatchObject({ next: ["CANCELED"], needsIdCheck: false, pickupAt: null });
  });

  it("filters by city, status, and an id, e-mail or phone", async () => {
    const other = await createUser(database, "needle");
    const inKrakow = await order({ city: "krakow", lines: [{ product: krakow, quantity: 1 }], status: "APPROVED" });
    const approved = await order({ status: "APPROVED" });
    const byOther = await order({ user: other, phone: "+48 (599) 123-456" });

    const krakowOnly = await list("?city=krakow");
    expect(idsOf(krakowOnly)).toContain(inKrakow);
    expect(krakowOnly.items.every((item: { city: { slug: string } }) => item.city.slug === "krakow")).toBe(true);
    expect(krakowOnly.total).toBe(krakowOnly.items.length);

    const approvedOnly = await list("?status=APPROVED");
    expect(idsOf(approvedOnly)).toEqual(expect.arrayContaining([inKrakow, approved]));
    expect(approvedOnly.items.every((item: { status: string }) => item.status === "APPROVED")).toBe(true);
    expect(idsOf(await list("?city=warszawa&status=APPROVED"))).not.toContain(inKrakow);

    const typed = `${approved.slice(0, 5).toLowerCase()}-${approved.slice(5).replace(/0/g, "O").replace(/1/g, "l")}`;
    expect(idsOf(await list(`?q=${encodeURIComponent(typed)}`))).toEqual([approved]);
    expect(idsOf(await list(`?q=${encodeURIComponent(other.email.toUpperCase())}`))).toEqual([byOther]);
    expect(idsOf(await list(`?q=${encodeURIComponent("599 123 456")}`))).toEqual([byOther]);
    expect(idsOf(await list(`?q=${encodeURIComponent("+48599123456")}`))).toEqual([byOther]);
    expect(await list("?q=nobody-at-all")).toEqual({ items: [], total: 0 });
    expect(await list("?city=gdansk&status=PAID")).toEqual({ items: [], total: 0 });
  });

  it("lists newest first, 50 a page", async () => {
    const many = await createUser(database, "many");
    const now = Date.now();
    const ids: string[] = [];
    for (let i = 0; i < 52; i++) ids.push(await order({ user: many, createdAt: new Date(now - (52 - i) * 60_000) }));
    const newestFirst = [...ids].reverse();
    const first = await list(`?q=${encodeURIComponent(many.email)}`);
    expect(first.total).toBe(52);
    expect(idsOf(first)).toEqual(newestFirst.slice(0, 50));
    const second = await list(`?q=${encodeURIComponent(many.email)}&page=2`);
    expect(second.total).toBe(52);
    expect(idsOf(second)).toEqual(newestFirst.slice(50));
    expect((await call("GET", "/api/v1/staff/orders?page=0", staff.token)).status).toBe(400);
  });
});

describe("PUT /api/v1/staff/offers/{city}/{productId}", () => {
  it("sets the city's stock and visibility of a product", async () => {
    const product = warsaw[1] as FixtureProduct;
    const put = (body: unknown, path = `/api/v1/staff/offers/warszawa/${product.id}`) => call("PUT", path, staff.token, body);
    const response = await put({ stock: 3 });
    expect(response.status).toBe(200);
    const answer = await jsonOf(response);
    expect(answer).toMatchObject({ stock: 3, visible: true });
    // Stock is held per store: the answer says what each holds, their sum the city's.
    expect(Object.values(answer.storeStock as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(3);
    expect(await stockOf(database, product.id)).toBe(3);
    expect(await jsonOf(await put({ stock: 0, visible: false }))).toMatchObject({ stock: 0, visible: false });
    const { rows } = await database.pool.query("select stock, visible from offers where product_id = $1 and city_id = 1", [product.id]);
    expect(rows).toEqual([{ stock: 0, visible: false }]);
    for (const bad of [{ stock: -1 }, { stock: 1.5 }, { stock: "7" }, {}]) expect((await put(bad)).status).toBe(400);
    expect(await stockOf(database, product.id)).toBe(0);
    expect((await put({ stock: 1 }, `/api/v1/staff/offers/atlantis/${product.id}`)).status).toBe(404);
    expect((await put({ stock: 1 }, "/api/v1/staff/offers/warszawa/999999")).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("documents the order calls, the staff ones and the owner's needing the bearer token", async () => {
    const doc = await jsonOf(await api.request("/api/v1/openapi.json"));
    const operation = (method: string, path: string) => doc.paths[path]?.[method];
    expect(operation("get", "/api/v1/orders/{orderId}")).toMatchObject({ tags: ["Orders"] });
    expect(operation("get", "/api/v1/orders/{orderId}").security).toBeUndefined();
    for (const [method, path, tag] of [
      ["post", "/api/v1/orders/{orderId}/cancel", "Orders"],
      ["post", "/api/v1/orders/{orderId}/payment", "Orders"],
      ["get", "/api/v1/staff/orders", "Staff"],
      ["post", "/api/v1/staff/orders/{orderId}/status", "Staff"],
      ["put", "/api/v1/staff/offers/{city}/{productId}", "Staff"],
    ] as const) {
      expect(operation(method, path), `${method} ${path}`).toMatchObject({ tags: [tag], security: [{ bearerAuth: [] }] });
      expect(Object.keys(operation(method, path).responses)).toContain(tag === "Staff" ? "404" : "401");
    }
    const cabinetOrders = operation("get", "/api/v1/cabinet/orders").responses["200"].content["application/json"].schema;
    expect(cabinetOrders).toEqual({ $ref: "#/components/schemas/OrderList" });
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["OrderView", "StaffOrderList", "OfferStockUpdate"]));
  });
});
