// Back office access (issue 7): every staff endpoint answers 404 to everybody but staff; a city manager acts on
// their cities only; every staff change is in the audit log, which admins read and filter.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts, stockOf, storedOrder } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let customer: TestUser;
let manager: TestUser;
let warsaw: FixtureProduct;
let krakow: FixtureProduct;

const cityId = async (slug: string) => Number((await database.pool.query("select id from cities where slug = $1", [slug])).rows[0].id);

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  customer = await createUser(database, "customer");
  manager = await createUser(database, "manager", { role: "staff", staffRole: "city-manager" });
  await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: await cityId("krakow") });
  warsaw = (await offeredProducts(database, { count: 1 }))[0] as FixtureProduct;
  krakow = (await offeredProducts(database, { city: "krakow", count: 1 }))[0] as FixtureProduct;
});
afterAll(() => database?.close());

/** Every staff operation of the OpenAPI document, with its path parameters filled in. */
async function staffOperations(): Promise<Array<[string, string]>> {
  const doc = (await (await api.request("/api/v1/openapi.json")).json()) as { paths: Record<string, Record<string, unknown>> };
  const operations: Array<[string, string]> = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (!path.startsWith("/api/v1/staff/")) continue;
    const filled = path
      .replace("{orderId}", "ABCDEFGHJKMNP")
      .replace("{userId}", "1")
      .replace("{city}", "warszawa")
      .replace("{productId}", "1");
    for (const method of Object.keys(methods)) operations.push([method.toUpperCase(), filled]);
  }
  return operations;
}

describe("who reaches the staff API", () => {
  it("answers 404 on every staff endpoint to anonymous callers, customers and businesses, and changes nothing", async () => {
    const operations = await staffOperations();
    expect(operations.length).toBeGreaterThanOrEqual(6);
    const wholesale = await demoSession(database, "wholesale");
    const before = await database.pool.query("select count(*)::int as n from audit_log");
    for (const [method, path] of operations) {
      for (const token of [null, customer.token, wholesale.token]) {
        const response = await call(method, path, token, method === "GET" ? undefined : { stock: 0, to: "APPROVED", decision: "approve" });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await jsonOf(response)).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
      }
    }
    expect((await database.pool.query("select count(*)::int as n from audit_log")).rows[0].n).toBe(before.rows[0].n);
  });

  it("lets a city manager see and move only their cities' orders and set only their cities' stock", async () => {
    const inKrakow = await createTestOrder(database, { user: customer, city: "krakow", lines: [{ product: krakow, quantity: 1 }] });
    const inWarsaw = await createTestOrder(database, { user: customer, lines: [{ product: warsaw, quantity: 1 }] });
    const listed = await jsonOf(await call("GET", "/api/v1/staff/orders", manager.token));
    const ids = listed.items.map((order: { id: string }) => order.id);
    expect(ids).toContain(inKrakow);
    expect(ids).not.toContain(inWarsaw);
    expect(listed.items.every((order: { city: { slug: string } }) => order.city.slug === "krakow")).toBe(true);

    expect((await call("POST", `/api/v1/staff/orders/${inWarsaw}/status`, manager.token, { to: "APPROVED" })).status).toBe(404);
    expect((await storedOrder(database, inWarsaw)).status).toBe("CREATED");
    expect((await call("POST", `/api/v1/staff/orders/${inKrakow}/status`, manager.token, { to: "APPROVED" })).status).toBe(200);

    const warsawStock = await stockOf(database, warsaw.id);
    expect((await call("PUT", `/api/v1/staff/offers/warszawa/${warsaw.id}`, manager.token, { stock: 0 })).status).toBe(404);
    expect(await stockOf(database, warsaw.id)).toBe(warsawStock);
    expect((await call("PUT", `/api/v1/staff/offers/krakow/${krakow.id}`, manager.token, { stock: 42 })).status).toBe(200);
    expect(await stockOf(database, krakow.id, "krakow")).toBe(42);

    // Business applications and the audit log are for admins.
    expect((await call("GET", "/api/v1/staff/business-applications", manager.token)).status).toBe(404);
    expect((await call("GET", "/api/v1/staff/audit", manager.token)).status).toBe(404);
  });
});

describe("the audit log", () => {
  it("records who changed what, before and after, for order moves, stock and business decisions", async () => {
    const id = await createTestOrder(database, { user: customer, lines: [{ product: warsaw, quantity: 1 }] });
    expect(
      (await call("POST", `/api/v1/staff/orders/${id}/status`, admin.token, { to: "APPROVED", note: "called the customer" })).status,
    ).toBe(200);
    const stock = await stockOf(database, warsaw.id);
    expect((await call("PUT", `/api/v1/staff/offers/warszawa/${warsaw.id}`, admin.token, { stock: stock + 3, visible: true })).status).toBe(
      200,
    );
    const applicant = await createUser(database, "applicant", {
      businessStatus: "pending",
      companyName: "Audit Sp. z o.o.",
      companyAddress: "ul. Długa 1",
      companySsn: "5250001009",
      companyPostalIndex: "00-001",
      businessSubmittedAt: new Date(),
    });
    const decision = await call("POST", `/api/v1/staff/business-applications/${applicant.id}/decision`, admin.token, {
      decision: "approve",
      kind: "franchise",
    });
    expect(decision.status).toBe(200);

    const read = async (query: string) => (await jsonOf(await call("GET", `/api/v1/staff/audit?${query}`, admin.token))).items;
    const actor = { id: admin.id, email: "admin@smokepoint.test" };
    expect(await read(`action=order.status&entityId=${id}`)).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining(actor),
        entityType: "order",
        city: "warszawa",
        before: { status: "CREATED" },
        after: { status: "APPROVED", note: "called the customer" },
      }),
    ]);
    const stockAudits = await read(`action=offer.stock&entityId=warszawa:${warsaw.id}`);
    expect(stockAudits).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ stock, visible: true }),
        after: expect.objectContaining({ stock: stock + 3, visible: true }),
      }),
    ]);
    // Each store's units, named by its address: the rise went to the city's first store.
    const { before: was, after: now } = stockAudits[0] as { before: { storeStock: Record<string, number> }; after: typeof was };
    const first = Object.keys(now.storeStock).find((store) => store.startsWith("ul. Marszałkowska 104/122 (#")) as string;
    expect(now.storeStock[first]).toBe((was.storeStock[first] ?? 0) + 3);
    expect(await read(`action=business.decision&entityId=${applicant.id}`)).toEqual([
      expect.objectContaining({ before: { businessStatus: "pending" }, after: { businessStatus: "approved", businessKind: "franchise" } }),
    ]);
    // Filters: by actor and city; a customer's own cancellation is not a staff change.
    expect((await read(`actor=${admin.id}&city=warszawa`)).length).toBeGreaterThanOrEqual(2);
    const cancelled = await createTestOrder(database, { user: customer, lines: [{ product: warsaw, quantity: 1 }] });
    expect((await call("POST", `/api/v1/orders/${cancelled}/cancel`, customer.token, {})).status).toBe(200);
    expect(await read(`entityId=${cancelled}`)).toEqual([]);
    expect((await call("GET", "/api/v1/staff/audit?action=Not%20An%20Action", admin.token)).status).toBe(400);
  });
});
