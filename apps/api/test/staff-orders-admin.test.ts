// The back office's orders (issue 7): the list's new filters (payment, delivery, placed from/to) and search,
// one order with everything about it, a city manager's scope, and lost crypto transfers with their resolution.
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { createCoupon, createTestOrder, type FixtureProduct, offeredProducts, type TestOrderOptions } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let customer: TestUser;
let warsaw: FixtureProduct[];
let krakow: FixtureProduct;
let tpd: FixtureProduct;

const order = (options: Partial<TestOrderOptions> = {}) =>
  createTestOrder(database, { user: customer, lines: [{ product: warsaw[0] as FixtureProduct, quantity: 1 }], ...options });
const inKrakow = (options: Partial<TestOrderOptions> = {}) =>
  order({ city: "krakow", lines: [{ product: krakow, quantity: 1 }], ...options });
const get = async (path: string, token = admin.token, status = 200) => {
  const response = await call("GET", path, token);
  expect(response.status, path).toBe(status);
  return jsonOf(response);
};
const ids = async (query: string, token = admin.token) =>
  (await get(`/api/v1/staff/orders${query}`, token)).items.map((item: { id: string }) => item.id);
const cityId = async (slug: string) => Number((await database.pool.query("select id from cities where slug = $1", [slug])).rows[0].id);

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await createUser(database, "krakow-manager", { role: "staff", staffRole: "city-manager" });
  await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: await cityId("krakow") });
  customer = await createUser(database, "admin-orders");
  warsaw = await offeredProducts(database, { count: 2, minStock: 1, restockTo: 500 });
  [krakow] = (await offeredProducts(database, { city: "krakow", count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
  [tpd] = (await offeredProducts(database, { tpd: true, count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
});
afterAll(() => database?.close());

describe("GET /api/v1/staff/orders: the back office's filters", () => {
  it("filters by payment and delivery method, alone and with the other filters", async () => {
    const user = await createUser(database, "methods");
    const q = `?q=${encodeURIComponent(user.email)}`;
    const pickup = await order({ user });
    const courier = await order({ user, delivery: "courier", status: "APPROVED" });
    const crypto = await order({ user, payment: "crypto", delivery: "parcel-locker" });
    const online = await order({ user, payment: "online", delivery: "courier" });
    expect(await ids(`${q}&payment=crypto`)).toEqual([crypto]);
    expect(await ids(`${q}&payment=in-store`)).toEqual([courier, pickup]);
    expect(await ids(`${q}&delivery=courier`)).toEqual([online, courier]);
    expect(await ids(`${q}&delivery=courier&payment=online`)).toEqual([online]);
    expect(await ids(`${q}&delivery=courier&status=APPROVED`)).toEqual([courier]);
    expect(await ids(`${q}&delivery=local-pickup&city=krakow`)).toEqual([]);
    for (const bad of ["payment=cash", "delivery=drone", "from=2025-13-01", "to=yesterday", "status=approved"])
      expect((await call("GET", `/api/v1/staff/orders?${bad}`, admin.token)).status, bad).toBe(400);
  });

  it("filters by the day placed in shop time (whole days, Europe/Warsaw) or by exact instants", async () => {
    const user = await createUser(database, "dates");
    const q = `?q=${encodeURIComponent(user.email)}`;
    // 23:30 on 10 March in Warsaw (UTC+1), then 00:30 on 11 March, then 12 March; and a summer day (UTC+2).
    const late10 = await order({ user, createdAt: new Date("2025-03-10T22:30:00Z") });
    const early11 = await order({ user, createdAt: new Date("2025-03-10T23:30:00Z") });
    const on12 = await order({ user, createdAt: new Date("2025-03-12T10:00:00Z") });
    const summer = await order({ user, createdAt: new Date("2025-07-01T22:15:00Z") });
    expect(await ids(`${q}&from=2025-03-11&to=2025-03-11`)).toEqual([early11]);
    expect(await ids(`${q}&to=2025-03-10`)).toEqual([late10]);
    expect(await ids(`${q}&from=2025-03-11`)).toEqual([summer, on12, early11]);
    expect(await ids(`${q}&from=2025-03-10&to=2025-03-12`)).toEqual([on12, early11, late10]);
    expect(await ids(`${q}&from=2025-07-02&to=2025-07-02`)).toEqual([summer]);
    expect(await ids(`${q}&from=2025-03-10T23:00:00Z&to=2025-03-12T10:00:00Z`)).toEqual([on12, early11]);
    expect(await ids(`${q}&from=2025-03-13&to=2025-03-12`)).toEqual([]);
  });

  it("finds an order by its id typed in lower case with dashes, by e-mail in any case and by phone digits", async () => {
    const user = await createUser(database, "search-me");
    const id = await order({ user, phone: "+48 (601) 222-333" });
    const typed = `${id.slice(0, 4)}-${id.slice(4, 9)}-${id.slice(9)}`.toLowerCase().replace(/1/g, "l").replace(/0/g, "o");
    expect(await ids(`?q=${encodeURIComponent(typed)}`)).toEqual([id]);
    expect(await ids(`?q=${encodeURIComponent(` ${id.toLowerCase()} `)}`)).toEqual([id]);
    expect(await ids(`?q=${encodeURIComponent(user.email.toUpperCase())}`)).toEqual([id]);
    expect(await ids(`?q=${encodeURIComponent("601 222 333")}&payment=in-store`)).toEqual([id]);
    expect(await ids(`?q=${encodeURIComponent("+48601222333")}`)).toEqual([id]);
    expect(await ids(`?q=${encodeURIComponent("601 222 333")}&payment=crypto`)).toEqual([]);
  });
});

describe("a city manager's orders", () => {
  it("lists, offers as filters and opens only the orders of their cities; another city's order is 404", async () => {
    const theirs = await inKrakow();
    const other = await order();
    const listed = await ids("", manager.token);
    expect(listed).toContain(theirs);
    expect(listed).not.toContain(other);
    expect(await ids("?city=warszawa", manager.token)).toEqual([]);
    expect(await ids(`?q=${other}`, manager.token)).toEqual([]);
    expect(await get("/api/v1/staff/order-cities", manager.token)).toEqual({ cities: [{ slug: "krakow", name: "Kraków" }] });
    const all = (await get("/api/v1/staff/order-cities")).cities.map((city: { slug: string }) => city.slug);
    expect(all).toEqual(expect.arrayContaining(["warszawa", "krakow", "wroclaw", "gdansk"]));

    expect((await get(`/api/v1/staff/orders/${theirs}`, manager.token)).id).toBe(theirs);
    expect(await get(`/api/v1/staff/orders/${other}`, manager.token, 404)).toMatchObject({ code: "NOT_FOUND" });
    expect((await get(`/api/v1/staff/orders/${other}`)).id).toBe(other);
  });
});

describe("GET /api/v1/staff/orders/{orderId}", () => {
  it("shows the lines, totals, customer, delivery, payment and history with who made each change", async () => {
    const coupon = await createCoupon(database, `ADMIN${Date.now()}`);
    const [first, second] = warsaw as [FixtureProduct, FixtureProduct];
    const id = await order({
      payment: "online",
      delivery: "courier",
      coupon,
      lines: [
        { product: first, quantity: 2 },
        { product: second, quantity: 1 },
      ],
    });
    await database.pool.query(
      "update orders set street = 'Długa', street_number = '5', zip_code = '00-238', country = 'Polska', comment = 'Ring twice' where id = $1",
      [id],
    );
    const detail = await get(`/api/v1/staff/orders/${id.toLowerCase()}`);
    const subtotal = 2 * first.price + second.price;
    const discount = Math.floor(subtotal / 10);
    expect(detail).toMatchObject({
      id,
      status: "AWAITING_PAYMENT",
      city: { slug: "warszawa", name: "Warsaw" },
      locale: "en",
      tpd: false,
      totals: { itemCount: 3, subtotal, discount, couponCode: coupon.code, deliveryFee: 1500, total: subtotal - discount + 1500 },
      customer: { userId: customer.id, kind: "retail", firstName: "Ada", lastName: "Nowak", email: customer.email },
      delivery: {
        method: "courier",
        store: null,
        pickupAt: null,
        address: { street: "Długa", streetNumber: "5", apartment: null, zipCode: "00-238", country: "Polska" },
      },
      comment: "Ring twice",
      payment: { method: "online", status: "pending", payUntil: expect.any(String), paidAt: null, crypto: null },
      next: ["CANCELED"],
      needsIdCheck: false,
      idCheck: null,
      lostTransfers: [],
    });
    const lines = [first, second].sort((a, b) => a.id - b.id);
    expect(detail.items.map((item: { productId: number }) => item.productId)).toEqual(lines.map((line) => line.id));
    expect(detail.items.find((item: { productId: number }) => item.productId === first.id)).toMatchObject({
      name: first.name,
      quantity: 2,
      unitPrice: first.price,
      lineTotal: 2 * first.price,
    });
    expect(detail.history).toEqual([
      { at: expect.any(String), from: null, to: "CREATED", actor: "customer", actorUser: null, note: null },
      { at: expect.any(String), from: "CREATED", to: "AWAITING_PAYMENT", actor: "system", actorUser: null, note: null },
    ]);

    expect((await call("POST", `/api/v1/staff/orders/${id}/status`, admin.token, { to: "CANCELED", note: "out of town" })).status).toBe(
      200,
    );
    const canceled = await get(`/api/v1/staff/orders/${id}`);
    expect(canceled).toMatchObject({ status: "CANCELED", next: [] });
    expect(canceled.history.at(-1)).toEqual({
      at: expect.any(String),
      from: "AWAITING_PAYMENT",
      to: "CANCELED",
      actor: "staff",
      actorUser: { id: admin.id, name: expect.any(String), email: "admin@smokepoint.test" },
      note: "out of town",
    });
  });

  it("offers the moves the status machine allows and asks for the ID check at a TPD hand-over", async () => {
    const id = await order({ lines: [{ product: tpd, quantity: 1 }], status: "READY_FOR_PICKUP" });
    const before = await get(`/api/v1/staff/orders/${id}`);
    expect(before).toMatchObject({ tpd: true, next: ["COMPLETED", "CANCELED"], needsIdCheck: true, idCheck: null });
    expect(before.delivery).toMatchObject({ method: "local-pickup", store: { id: expect.any(Number) }, pickupAt: expect.any(String) });
    expect(before.payment).toEqual({
      method: "in-store",
      status: null,
      payUntil: null,
      paidAt: null,
      reference: null,
      crypto: null,
      refunds: [],
      refundable: 0,
    });

    const refused = await call("POST", `/api/v1/staff/orders/${id}/status`, admin.token, { to: "COMPLETED" }, { Locale: "pl" });
    expect(refused.status).toBe(409);
    expect(await jsonOf(refused)).toMatchObject({ code: "ORDER_TRANSITION_REFUSED", message: expect.stringContaining("18+") });
    expect((await call("POST", `/api/v1/staff/orders/${id}/status`, admin.token, { to: "COMPLETED", idChecked: true })).status).toBe(200);
    const after = await get(`/api/v1/staff/orders/${id}`);
    expect(after).toMatchObject({ status: "COMPLETED", next: [], needsIdCheck: false });
    expect(after.idCheck).toEqual({ at: expect.any(String), by: expect.objectContaining({ id: admin.id }) });
    expect(after.history.at(-1)).toMatchObject({ to: "COMPLETED", actorUser: { id: admin.id }, note: "ID checked (18+)" });

    const inStore = await get(`/api/v1/staff/orders/${await order()}`);
    expect(inStore.next).toEqual(["APPROVED", "CANCELED"]);
    const crypto = await get(`/api/v1/staff/orders/${await order({ payment: "crypto", delivery: "parcel-locker" })}`);
    expect(crypto.payment).toMatchObject({
      method: "crypto",
      status: "pending",
      crypto: { network: "TRC20", currency: "USDT", address: "TTestShopAddress", amount: expect.any(Number), status: "pending" },
    });
    expect(crypto.delivery).toMatchObject({ method: "parcel-locker", lockerCode: "WAW01M", store: null });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["ABCDEFGHJKMNP", "nope", "0000000000000"]) await get(`/api/v1/staff/orders/${id}`, admin.token, 404);
  });
});

/** A transfer the watcher recorded as lost: of an order (paid too late) or of an unknown amount. */
async function lostTransfer(orderId: string | null, amount = 25_310_042): Promise<string> {
  const txId = `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.padEnd(64, "0");
  await database.pool.query(
    `insert into crypto_transfers (tx_id, to_address, from_address, amount, block_time, outcome, order_id)
     values ($1, 'TTestShopAddress', 'TSenderAddress1', $2, now() - interval '5 minutes', 'lost', $3)`,
    [txId, amount, orderId],
  );
  return txId;
}

const resolve = (txId: string, body: unknown, token = admin.token, headers: Record<string, string> = {}) =>
  call("POST", `/api/v1/staff/crypto/lost-transfers/${txId}/resolve`, token, body, headers);
const lostIds = async (query = "", token = admin.token) =>
  (await get(`/api/v1/staff/crypto/lost-transfers${query}`, token)).items.map((item: { txId: string }) => item.txId);
const auditOf = async (txId: string) =>
  (
    await database.pool.query("select actor_user_id, city_id, before, after from audit_log where entity_id = $1 and action = $2", [
      txId,
      "crypto-transfer.resolve",
    ])
  ).rows;

describe("lost crypto transfers", () => {
  it("lists them with their order; a city manager sees only their cities' orders' transfers", async () => {
    const warsawOrder = await order({ payment: "crypto", delivery: "parcel-locker" });
    const krakowOrder = await inKrakow({ payment: "crypto", delivery: "parcel-locker" });
    const late = await lostTransfer(warsawOrder);
    const lateInKrakow = await lostTransfer(krakowOrder);
    const unknown = await lostTransfer(null, 1_000_001);

    const all = await get("/api/v1/staff/crypto/lost-transfers");
    expect(all.items.map((item: { txId: string }) => item.txId)).toEqual(expect.arrayContaining([late, lateInKrakow, unknown]));
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.items.find((item: { txId: string }) => item.txId === late)).toEqual({
      txId: late,
      fromAddress: "TSenderAddress1",
      toAddress: "TTestShopAddress",
      amount: 25_310_042,
      amountText: "25.310042",
      blockTime: expect.any(String),
      seenAt: expect.any(String),
      reason: "late",
      order: {
        id: warsawOrder,
        status: "AWAITING_PAYMENT",
        city: { slug: "warszawa", name: "Warsaw" },
        total: expect.any(Number),
        customer: { firstName: "Ada", lastName: "Nowak", email: customer.email, phone: "+48 600 100 200" },
      },
      resolved: null,
    });
    expect(all.items.find((item: { txId: string }) => item.txId === unknown)).toMatchObject({ reason: "unknown-amount", order: null });

    const managers = await get("/api/v1/staff/crypto/lost-transfers", manager.token);
    expect(managers.items.map((item: { txId: string }) => item.txId)).toEqual([lateInKrakow]);
    expect(managers.total).toBe(1);
    expect((await get(`/api/v1/staff/orders/${warsawOrder}`)).lostTransfers).toEqual([expect.objectContaining({ txId: late })]);
    expect((await get(`/api/v1/staff/orders/${krakowOrder}`, manager.token)).lostTransfers).toEqual([
      expect.objectContaining({ txId: lateInKrakow, reason: "late" }),
    ]);
    expect((await call("GET", "/api/v1/staff/crypto/lost-transfers?state=lost", admin.token)).status).toBe(400);
  });

  it("resolves one once with a required note, in the audit log; the second resolve is 409 CONFLICT", async () => {
    const id = await order({ payment: "crypto", delivery: "parcel-locker" });
    const txId = await lostTransfer(id);

    for (const body of [{}, { note: "   " }, { note: "x".repeat(1001) }]) {
      const refused = await resolve(txId, body, admin.token, { Locale: "uk" });
      expect(refused.status).toBe(400);
      expect(await jsonOf(refused)).toMatchObject({ code: "VALIDATION_FAILED", issues: [{ path: "note" }] });
    }
    expect((await jsonOf(await resolve(txId, {}, admin.token, { Locale: "pl" }))).issues[0].message).toBe("Pole jest wymagane");
    expect(await auditOf(txId)).toEqual([]);

    const note = "Refunded 25.310042 USDT to TSenderAddress1 (tx 9f2c…)";
    const resolved = await resolve(txId, { note: `  ${note} ` });
    expect(resolved.status).toBe(200);
    expect(await jsonOf(resolved)).toMatchObject({
      txId,
      resolved: { at: expect.any(String), by: { id: admin.id, email: "admin@smokepoint.test" }, note },
    });
    const stored = await database.pool.query("select resolved_at from crypto_transfers where tx_id = $1", [txId]);
    expect(stored.rows[0].resolved_at).toBeInstanceOf(Date);
    expect(await auditOf(txId)).toEqual([
      {
        actor_user_id: admin.id,
        city_id: await cityId("warszawa"),
        before: { resolvedAt: null, orderId: id, amount: 25_310_042 },
        after: { resolvedAt: expect.any(String), note },
      },
    ]);

    const again = await resolve(txId, { note: "again" }, admin.token, { Locale: "pl" });
    expect(again.status).toBe(409);
    expect(await jsonOf(again)).toEqual({ statusCode: 409, code: "CONFLICT", message: "Ten przelew jest już oznaczony jako rozwiązany." });
    expect(await auditOf(txId)).toHaveLength(1);

    expect(await lostIds()).not.toContain(txId);
    expect(await lostIds("?state=resolved")).toContain(txId);
    expect(await lostIds("?state=all")).toContain(txId);
    expect((await get(`/api/v1/staff/orders/${id}`)).lostTransfers[0].resolved).toMatchObject({ note });
  });

  it("lets one of two staff resolving at once win", async () => {
    const txId = await lostTransfer(null, 2_000_002);
    const answers = await Promise.all([resolve(txId, { note: "first" }), resolve(txId, { note: "second" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOf(txId)).toHaveLength(1);
  });

  it("lets a city manager resolve only their cities' transfers; orderless ones are for admins; unknown ones are 404", async () => {
    const warsawTx = await lostTransfer(await order({ payment: "crypto", delivery: "parcel-locker" }));
    const krakowTx = await lostTransfer(await inKrakow({ payment: "crypto", delivery: "parcel-locker" }));
    const orderless = await lostTransfer(null, 3_000_003);
    for (const txId of [warsawTx, orderless]) {
      const refused = await resolve(txId, { note: "not mine" }, manager.token);
      expect(refused.status).toBe(404);
      expect(await jsonOf(refused)).toMatchObject({ code: "NOT_FOUND" });
      expect(await auditOf(txId)).toEqual([]);
    }
    expect((await resolve(krakowTx, { note: "customer ordered again" }, manager.token)).status).toBe(200);
    expect(await auditOf(krakowTx)).toEqual([expect.objectContaining({ actor_user_id: manager.id, city_id: await cityId("krakow") })]);

    expect((await resolve("f".repeat(64), { note: "x" })).status).toBe(404);
    expect((await resolve("bad id!", { note: "x" })).status).toBe(400);
    const matched = `${"a".repeat(60)}beef`;
    await database.pool.query(
      `insert into crypto_transfers (tx_id, to_address, from_address, amount, block_time, outcome)
       values ($1, 'TTestShopAddress', 'TSender', 5, now(), 'matched')`,
      [matched],
    );
    expect((await resolve(matched, { note: "x" })).status).toBe(404);
  });
});

describe("the OpenAPI document", () => {
  it("documents the new staff calls with the bearer token and their 404", async () => {
    const doc = await jsonOf(await api.request("/api/v1/openapi.json"));
    for (const [method, path] of [
      ["get", "/api/v1/staff/orders/{orderId}"],
      ["get", "/api/v1/staff/order-cities"],
      ["get", "/api/v1/staff/crypto/lost-transfers"],
      ["post", "/api/v1/staff/crypto/lost-transfers/{txId}/resolve"],
    ] as const) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toMatchObject({ tags: ["Staff"], security: [{ bearerAuth: [] }] });
      expect(Object.keys(operation.responses)).toContain("404");
    }
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["StaffOrderDetail", "LostTransfer", "LostTransferList"]));
  });
});
