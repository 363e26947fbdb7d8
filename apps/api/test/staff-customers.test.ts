// Back office: customers (apps/api/src/routes/staff-customers.ts): admins find customers, read one with their
// orders, block (sessions end at once, sign-in and password restore refused) and unblock them; staff cannot be
// blocked; city managers and customers get 404.
import { ERROR_MESSAGES, VALIDATION_MESSAGES } from "@shop/contracts";
import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { client, lastToken, PASSWORD, RESTORE_CALLBACK, roomyLimits, signIn, verifiedAccount } from "./auth-helpers";
import { type Api, caller, createUser, demoSession, jsonOf, signIn as sessionOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let product: FixtureProduct;

const audit = async (action: string, entityId: number) =>
  (
    await database.pool.query(
      "select actor_user_id, entity_type, before, after from audit_log where action = $1 and entity_id = $2 order by id",
      [action, String(entityId)],
    )
  ).rows;
/** A new session of a staff member, their second factor proved now. */
const signInAs = (userId: number) => sessionOf(database, userId);
const blockedState = async (userId: number) =>
  (await database.pool.query("select blocked_at, blocked_reason from users where id = $1", [userId])).rows[0];

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits() }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await createUser(database, "cust-manager", { role: "staff", staffRole: "city-manager" });
  const krakow = (await database.pool.query("select id from cities where slug = 'krakow'")).rows[0].id;
  await database.db.insert(schema.staffCities).values({ userId: manager.id, cityId: krakow });
  [product] = (await offeredProducts(database, { count: 1, minStock: 1, restockTo: 500 })) as [FixtureProduct];
});
afterAll(() => database?.close());

describe("finding customers", () => {
  it("searches by e-mail, name and phone digits, a page at a time, and answers 404 to city managers and customers", async () => {
    const found = await createUser(database, "zebrafinch", { firstName: "Zofia", lastName: "Wróblewska", phone: "+48 512 345 678" });
    const search = async (q: string, page = 1) => {
      const response = await call("GET", `/api/v1/staff/customers?${new URLSearchParams({ q, page: String(page) })}`, admin.token);
      expect(response.status).toBe(200);
      return jsonOf(response);
    };
    const ids = (answer: { items: Array<{ id: number }> }) => answer.items.map((item) => item.id);
    expect(ids(await search("ZEBRAFINCH-"))).toEqual([found.id]);
    expect(ids(await search("zofia wróblewska"))).toEqual([found.id]);
    expect(ids(await search("512-345 678"))).toEqual([found.id]);
    expect((await search("zebrafinch")).items[0]).toEqual({
      id: found.id,
      email: found.email,
      firstName: "Zofia",
      lastName: "Wróblewska",
      phone: "+48 512 345 678",
      role: "customer",
      businessStatus: "none",
      businessKind: null,
      createdAt: expect.any(String),
      blocked: null,
    });
    expect(ids(await search("no-such-customer-anywhere"))).toEqual([]);
    // "%" is a character to find, not a wildcard.
    expect(ids(await search("%"))).toEqual([]);

    for (let i = 0; i < 27; i++) await createUser(database, "pagedcust");
    const first = await search("pagedcust");
    expect(first).toMatchObject({ total: 27, perPage: 25 });
    expect(first.items).toHaveLength(25);
    const second = await search("pagedcust", 2);
    expect(second.items).toHaveLength(2);
    expect(ids(second).some((id: number) => ids(first).includes(id))).toBe(false);

    for (const token of [manager.token, found.token, null])
      for (const path of ["/api/v1/staff/customers", `/api/v1/staff/customers/${found.id}`]) {
        expect((await call("GET", path, token)).status).toBe(404);
      }
    expect((await call("POST", `/api/v1/staff/customers/${found.id}/block`, manager.token, { reason: "no" })).status).toBe(404);
    expect(await blockedState(found.id)).toEqual({ blocked_at: null, blocked_reason: null });
  });

  it("shows one customer with their business status and orders, newest first", async () => {
    const customer = await createUser(database, "withorders", { businessStatus: "approved", businessKind: "wholesale" });
    const older = await createTestOrder(database, {
      user: customer,
      lines: [{ product, quantity: 1 }],
      createdAt: new Date(Date.now() - 3600_000),
    });
    const newer = await createTestOrder(database, { user: customer, lines: [{ product, quantity: 2 }], status: "APPROVED" });
    const response = await call("GET", `/api/v1/staff/customers/${customer.id}`, admin.token, undefined, { Locale: "pl" });
    expect(response.status).toBe(200);
    const body = await jsonOf(response);
    expect(body).toMatchObject({
      id: customer.id,
      email: customer.email,
      role: "customer",
      businessStatus: "approved",
      businessKind: "wholesale",
      blocked: null,
      locale: "en",
      staffRole: null,
      orderCount: 2,
    });
    expect(body.orders).toEqual([
      {
        id: newer,
        status: "APPROVED",
        total: 2 * product.price,
        createdAt: expect.any(String),
        city: { slug: "warszawa", name: "Warszawa" },
      },
      { id: older, status: "CREATED", total: product.price, createdAt: expect.any(String), city: { slug: "warszawa", name: "Warszawa" } },
    ]);
    expect((await call("GET", "/api/v1/staff/customers/999999", admin.token)).status).toBe(404);
    expect((await call("GET", "/api/v1/staff/customers/abc", admin.token)).status).toBe(400);
  });
});

describe("blocking", () => {
  it("ends the customer's sessions at once, refuses sign-in and password restore, and unblocking lets them in again", async () => {
    const email = "blocked-customer@example.com";
    const token = await verifiedAccount(api, database, email);
    const id = (await database.pool.query("select id from users where email = $1", [email])).rows[0].id;
    const http = client(api);
    expect((await http.get("/api/v1/auth/iam", http.bearer(token))).status).toBe(200);

    const empty = await call("POST", `/api/v1/staff/customers/${id}/block`, admin.token, { reason: "  " }, { Locale: "uk" });
    expect(empty.status).toBe(400);
    expect((await jsonOf(empty)).issues).toEqual([{ path: "reason", message: VALIDATION_MESSAGES.required.uk }]);
    expect(await blockedState(id)).toEqual({ blocked_at: null, blocked_reason: null });

    const blocked = await call("POST", `/api/v1/staff/customers/${id}/block`, admin.token, { reason: "Chargeback fraud" });
    expect(blocked.status).toBe(200);
    expect((await jsonOf(blocked)).blocked).toEqual({ at: expect.any(String), reason: "Chargeback fraud" });
    expect((await http.get("/api/v1/auth/iam", http.bearer(token))).status).toBe(401);
    expect(
      (await database.pool.query("select count(*)::int as n from sessions where user_id = $1 and revoked_at is null", [id])).rows[0].n,
    ).toBe(0);

    const refused = await http.post("/api/v1/auth/sign-in", { email, password: PASSWORD }, { Locale: "pl" });
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ code: "ACCOUNT_BLOCKED", message: ERROR_MESSAGES.ACCOUNT_BLOCKED.pl });
    // A wrong password does not tell that the account exists or is blocked.
    expect((await http.post("/api/v1/auth/sign-in", { email, password: "wrong-password-1" })).status).toBe(401);

    // A restore link does not bring them back: refused, nothing changes, the link stays unused.
    expect((await http.post("/api/v1/password-restore/request", { email, callbackUrl: RESTORE_CALLBACK })).status).toBe(202);
    const restoreToken = await lastToken(database, email, "password-restore", RESTORE_CALLBACK);
    const hashBefore = (await database.pool.query("select password_hash from users where id = $1", [id])).rows[0];
    const restore = await http.post("/api/v1/password-restore", {
      token: restoreToken,
      password: "new-amber-lantern",
      repeatPassword: "new-amber-lantern",
    });
    expect(restore.status).toBe(403);
    expect(await jsonOf(restore)).toMatchObject({ code: "ACCOUNT_BLOCKED" });
    expect((await database.pool.query("select password_hash from users where id = $1", [id])).rows[0]).toEqual(hashBefore);

    // Blocking again changes nothing (one audit row).
    expect((await call("POST", `/api/v1/staff/customers/${id}/block`, admin.token, { reason: "again" })).status).toBe(200);
    expect((await blockedState(id)).blocked_reason).toBe("Chargeback fraud");
    expect(await audit("customer.block", id)).toEqual([
      {
        actor_user_id: admin.id,
        entity_type: "customer",
        before: { blocked: false },
        after: { blocked: true, blockedAt: expect.any(String), reason: "Chargeback fraud" },
      },
    ]);

    const unblocked = await call("POST", `/api/v1/staff/customers/${id}/unblock`, admin.token, { reason: "Bank confirmed" });
    expect(unblocked.status).toBe(200);
    expect((await jsonOf(unblocked)).blocked).toBeNull();
    expect((await http.get("/api/v1/auth/iam", http.bearer(token))).status).toBe(401);
    const fresh = await signIn(api, email);
    expect((await http.get("/api/v1/auth/iam", http.bearer(fresh))).status).toBe(200);
    expect(await audit("customer.unblock", id)).toEqual([
      {
        actor_user_id: admin.id,
        entity_type: "customer",
        before: { blocked: true, blockedAt: expect.any(String), reason: "Chargeback fraud" },
        after: { blocked: false, reason: "Bank confirmed" },
      },
    ]);
    // Unblocking an unblocked account changes nothing; no body is needed.
    expect((await call("POST", `/api/v1/staff/customers/${id}/unblock`, admin.token)).status).toBe(200);
    expect(await audit("customer.unblock", id)).toHaveLength(1);
  });

  it("refuses to block staff accounts (409), changing nothing", async () => {
    for (const staff of [admin.id, manager.id]) {
      const response = await call("POST", `/api/v1/staff/customers/${staff}/block`, admin.token, { reason: "test" }, { Locale: "ru" });
      expect(response.status).toBe(409);
      expect(await jsonOf(response)).toMatchObject({ code: "CONFLICT", message: "Учётные записи сотрудников нельзя заблокировать." });
      expect(await blockedState(staff)).toEqual({ blocked_at: null, blocked_reason: null });
    }
    expect((await call("GET", "/api/v1/staff/customers", manager.token)).status).toBe(404);
    expect((await call("GET", "/api/v1/auth/iam", admin.token)).status).toBe(200);
    expect((await database.pool.query("select count(*)::int as n from audit_log where action = 'customer.block'")).rows[0].n).toBe(1);
  });
});

describe("GDPR erasure by an admin", () => {
  it("is a step-up action that anonymises the customer, ends their sessions, keeps their orders and is audited", async () => {
    const customer = await createUser(database, "erase-me", { locale: "pl" });
    const order = await createTestOrder(database, { user: customer, lines: [{ product, quantity: 1 }], status: "COMPLETED" });
    const path = `/api/v1/staff/customers/${customer.id}/erase`;
    // A second factor proved six minutes ago is not enough: 403, nothing changes.
    const stale = await signInAs(admin.id);
    await database.pool.query("update sessions set second_factor_at = now() - interval '6 minutes' where user_id = $1", [admin.id]);
    const refused = await call("POST", path, stale);
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ code: "STEP_UP_REQUIRED" });
    expect((await call("GET", "/api/v1/auth/iam", customer.token)).status).toBe(200);

    const fresh = await signInAs(admin.id);
    expect((await call("POST", path, fresh)).status).toBe(204);
    expect((await call("GET", "/api/v1/auth/iam", customer.token)).status).toBe(401);
    const row = (await database.pool.query("select email, first_name, phone, deleted_at from users where id = $1", [customer.id])).rows[0];
    expect(row).toMatchObject({ email: null, first_name: "Deleted", phone: "" });
    expect(row.deleted_at).not.toBeNull();
    expect((await database.pool.query("select user_id from orders where id = $1", [order])).rows[0].user_id).toBe(customer.id);
    expect(await audit("customer.erase", customer.id)).toEqual([
      { actor_user_id: admin.id, entity_type: "customer", before: { erased: false }, after: { erased: true } },
    ]);
    // Erased is gone: a second erasure is 404.
    expect((await call("POST", path, fresh)).status).toBe(404);
  });

  it("refuses staff accounts (409 in the caller's language) and is not for city managers (404)", async () => {
    const fresh = await signInAs(admin.id);
    const response = await call("POST", `/api/v1/staff/customers/${manager.id}/erase`, fresh, undefined, { Locale: "uk" });
    expect(response.status).toBe(409);
    expect(await jsonOf(response)).toMatchObject({ code: "CONFLICT", message: "Облікові записи персоналу не можна стерти." });
    const customer = await createUser(database, "not-by-manager");
    expect((await call("POST", `/api/v1/staff/customers/${customer.id}/erase`, manager.token)).status).toBe(404);
    expect((await call("GET", "/api/v1/auth/iam", customer.token)).status).toBe(200);
    expect((await database.pool.query("select count(*)::int as n from audit_log where action = 'customer.erase'")).rows[0].n).toBe(1);
  });
});
