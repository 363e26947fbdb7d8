// Back office: the staff team (apps/api/src/routes/staff-team.ts; docs/back-office.md "Staff team"): admins list the
// staff, make a customer staff, change a member's role and cities and take the role away. Each change is a step-up
// action, ends the member's sessions at once (their token is refused; signed in again they work under the new role and
// cities) and is audited. Not one's own role, never the last admin; city managers get 404.
import { TEAM_MESSAGES, unknownCitiesMessage } from "@shop/contracts";
import { DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD, schema } from "@shop/db";
import { totpCode } from "@shop/db/demo-totp";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { client, roomyLimits } from "./auth-helpers";
import { type Api, caller, createUser, demoSession, jsonOf, signIn as sessionOf, TEST_PASSWORD, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts } from "./orders-fixture";

const NEXT_STEP = 30_000;

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
/** The demo admin, signed in with the password and a code of their authenticator. */
let admin: { id: number; token: string };
let demoManager: { id: number; token: string };

const member = (userId: number) => `/api/v1/staff/team/${userId}`;
const change = (token: string | null, userId: number, body: unknown, headers: Record<string, string> = {}) =>
  call("PUT", member(userId), token, body, headers);
const audit = async (action: string, userId: number) =>
  (
    await database.pool.query(
      "select actor_user_id, entity_type, before, after from audit_log where action = $1 and entity_id = $2 order by id",
      [action, String(userId)],
    )
  ).rows;
const auditCount = async () =>
  (await database.pool.query("select count(*)::int as n from audit_log where action like 'staff.%'")).rows[0].n;
const roleOf = async (userId: number) =>
  (
    await database.pool.query(
      `select u.role, u.staff_role, coalesce(array_agg(c.slug order by c.slug) filter (where c.slug is not null), '{}') as cities
       from users u left join staff_cities s on s.user_id = u.id left join cities c on c.id = s.city_id
       where u.id = $1 group by u.id`,
      [userId],
    )
  ).rows[0];
const admins = async () => (await database.pool.query("select id from users where staff_role = 'admin'")).rows.map((row) => row.id);
const cityId = async (slug: string) => Number((await database.pool.query("select id from cities where slug = $1", [slug])).rows[0].id);
const status = async (path: string, token: string | null) => (await call("GET", path, token)).status;

/** A password sign-in; with `secret` the second step too, with that authenticator's code at `at`. */
async function signInFully(email: string, password: string, secret?: string, at = Date.now()): Promise<string> {
  const first = await client(api).post("/api/v1/auth/sign-in", { email, password });
  expect(first.status).toBe(200);
  const body = await jsonOf(first);
  if (!secret) return body.accessToken;
  const second = await call("POST", "/api/v1/auth/sign-in/second-step", null, {
    ticket: body.secondStep.ticket,
    code: totpCode(secret, at),
  });
  expect(second.status).toBe(200);
  return (await jsonOf(second)).accessToken;
}

/** A staff member made in the database, with a live session whose second factor is proved now. */
async function staffMember(label: string, role: "admin" | "city-manager", cities: string[] = []): Promise<TestUser> {
  const user = await createUser(database, label, { role: "staff", staffRole: role });
  for (const slug of cities) await database.db.insert(schema.staffCities).values({ userId: user.id, cityId: await cityId(slug) });
  return user;
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits() }).api;
  call = caller(api);
  const adminId = (await demoSession(database, "admin")).id;
  admin = { id: adminId, token: await signInFully("admin@smokepoint.test", DEMO_PASSWORD, DEMO_ADMIN_TOTP_SECRET) };
  demoManager = await demoSession(database, "manager");
});
afterAll(() => database?.close());

describe("the team list", () => {
  it("lists the staff with their roles, cities (in the caller's language) and second factor, and every city", async () => {
    const fresh = await staffMember("listed", "city-manager", ["wroclaw", "krakow"]);
    const response = await call("GET", "/api/v1/staff/team", admin.token, undefined, { Locale: "uk" });
    expect(response.status).toBe(200);
    const team = await jsonOf(response);
    expect(team.members[0]).toMatchObject({
      id: admin.id,
      email: "admin@smokepoint.test",
      staffRole: "admin",
      cities: [],
      secondFactor: true,
    });
    expect(team.members.find((m: { id: number }) => m.id === demoManager.id)).toMatchObject({
      email: "manager.krakow@smokepoint.test",
      staffRole: "city-manager",
      cities: [{ slug: "krakow", name: "Краків" }],
      secondFactor: true,
    });
    expect(team.members.find((m: { id: number }) => m.id === fresh.id)).toEqual({
      id: fresh.id,
      email: fresh.email,
      firstName: fresh.firstName,
      lastName: fresh.lastName,
      staffRole: "city-manager",
      cities: [
        { slug: "krakow", name: "Краків" },
        { slug: "wroclaw", name: "Вроцлав" },
      ],
      secondFactor: false,
      createdAt: expect.any(String),
    });
    expect(team.members.some((m: { email: string }) => m.email === "customer@smokepoint.test")).toBe(false);
    expect(team.cities.map((city: { slug: string }) => city.slug)).toEqual(["warszawa", "krakow", "wroclaw", "gdansk"]);
    expect(team.cities[1]).toEqual({ slug: "krakow", name: "Краків", active: true });
  });

  it("is for admins only: a city manager, a customer and a visitor get 404 from every team call, and nothing changes", async () => {
    const customer = await createUser(database, "not-staff");
    const target = await staffMember("untouched", "city-manager", ["krakow"]);
    const before = await auditCount();
    for (const token of [demoManager.token, customer.token, null]) {
      expect(await status("/api/v1/staff/team", token)).toBe(404);
      expect((await change(token, target.id, { role: "admin", cities: [] })).status).toBe(404);
      expect((await call("DELETE", member(target.id), token)).status).toBe(404);
      expect((await call("POST", "/api/v1/staff/team", token, { email: customer.email, role: "admin", cities: [] })).status).toBe(404);
    }
    expect(await roleOf(target.id)).toEqual({ role: "staff", staff_role: "city-manager", cities: ["krakow"] });
    expect(await roleOf(customer.id)).toMatchObject({ role: "customer", staff_role: null });
    expect(await auditCount()).toBe(before);
  });
});

describe("changing a member's role and cities", () => {
  it("moves a city manager to another city: their old token is refused at once, and signed in again they see only that city", async () => {
    const [krakowProduct] = (await offeredProducts(database, { city: "krakow", count: 1, minStock: 1, restockTo: 100 })) as [
      FixtureProduct,
    ];
    const [wroclawProduct] = (await offeredProducts(database, { city: "wroclaw", count: 1, minStock: 1, restockTo: 100 })) as [
      FixtureProduct,
    ];
    const buyer = await createUser(database, "buyer");
    const inKrakow = await createTestOrder(database, { user: buyer, city: "krakow", lines: [{ product: krakowProduct, quantity: 1 }] });
    const inWroclaw = await createTestOrder(database, { user: buyer, city: "wroclaw", lines: [{ product: wroclawProduct, quantity: 1 }] });
    const manager = await staffMember("moving", "city-manager", ["krakow"]);
    // The manager has an authenticator, as staff do.
    const { secret } = await jsonOf(await call("POST", "/api/v1/auth/second-factor/totp", manager.token));
    expect((await call("POST", "/api/v1/auth/second-factor/totp/confirm", manager.token, { code: totpCode(secret) })).status).toBe(200);
    const orderIds = async (token: string) =>
      (await jsonOf(await call("GET", "/api/v1/staff/orders", token))).items.map((order: { id: string }) => order.id);
    expect(await orderIds(manager.token)).toContain(inKrakow);
    expect(await orderIds(manager.token)).not.toContain(inWroclaw);

    const response = await change(admin.token, manager.id, { role: "city-manager", cities: ["wroclaw"] }, { Locale: "pl" });
    expect(response.status).toBe(200);
    expect(await jsonOf(response)).toMatchObject({
      id: manager.id,
      staffRole: "city-manager",
      cities: [{ slug: "wroclaw", name: "Wrocław" }],
    });
    // The old token is no session any more: 401 (the staff API answers it 404, as to any anonymous caller).
    expect(await status("/api/v1/auth/iam", manager.token)).toBe(401);
    expect(await status("/api/v1/staff/orders", manager.token)).toBe(404);

    const again = await signInFully(manager.email, TEST_PASSWORD, secret, Date.now() + NEXT_STEP);
    const seen = await orderIds(again);
    expect(seen).toContain(inWroclaw);
    expect(seen).not.toContain(inKrakow);
    expect(await status(`/api/v1/staff/orders/${inKrakow}`, again)).toBe(404);
    expect(await audit("staff.change", manager.id)).toEqual([
      {
        actor_user_id: admin.id,
        entity_type: "staff",
        before: { role: "city-manager", cities: ["krakow"] },
        after: { role: "city-manager", cities: ["wroclaw"], signedOut: 1 },
      },
    ]);
    // The same role and cities again change nothing: no audit row, the new session lives on.
    expect((await change(admin.token, manager.id, { role: "city-manager", cities: ["wroclaw", "wroclaw"] })).status).toBe(200);
    expect(await status("/api/v1/auth/iam", again)).toBe(200);
    expect(await audit("staff.change", manager.id)).toHaveLength(1);
  });

  it("demotes an admin to city manager (sessions end at once) and promotes a city manager to admin (their cities go)", async () => {
    const other = await staffMember("demoted", "admin");
    const response = await change(admin.token, other.id, { role: "city-manager", cities: ["gdansk"] });
    expect(response.status).toBe(200);
    expect(await status("/api/v1/auth/iam", other.token)).toBe(401);
    expect(await roleOf(other.id)).toEqual({ role: "staff", staff_role: "city-manager", cities: ["gdansk"] });
    const again = await sessionOf(database, other.id);
    expect(await status("/api/v1/staff/team", again)).toBe(404);
    expect(await audit("staff.change", other.id)).toEqual([
      expect.objectContaining({ before: { role: "admin", cities: [] }, after: { role: "city-manager", cities: ["gdansk"], signedOut: 1 } }),
    ]);

    // An admin's cities are ignored: an admin runs every city.
    const promoted = await change(admin.token, other.id, { role: "admin", cities: ["krakow", "no-such-city"] });
    expect(promoted.status).toBe(200);
    expect(await jsonOf(promoted)).toMatchObject({ staffRole: "admin", cities: [] });
    expect(await roleOf(other.id)).toEqual({ role: "staff", staff_role: "admin", cities: [] });
    expect(await status("/api/v1/auth/iam", again)).toBe(401);
  });

  it("refuses an unknown city (400, naming it), a city manager without a city (400), and a non-staff or unknown account (404)", async () => {
    const manager = await staffMember("refused", "city-manager", ["krakow"]);
    const unknown = await change(admin.token, manager.id, { role: "city-manager", cities: ["krakow", "atlantis"] }, { Locale: "pl" });
    expect(unknown.status).toBe(400);
    expect(await jsonOf(unknown)).toMatchObject({ code: "VALIDATION_FAILED", message: unknownCitiesMessage(["atlantis"]).pl });
    const none = await change(admin.token, manager.id, { role: "city-manager", cities: [] }, { Locale: "ru" });
    expect(none.status).toBe(400);
    expect(await jsonOf(none)).toMatchObject({ code: "VALIDATION_FAILED", message: TEAM_MESSAGES.cityRequired.ru });
    expect((await change(admin.token, manager.id, { role: "owner", cities: [] })).status).toBe(400);
    expect(await roleOf(manager.id)).toEqual({ role: "staff", staff_role: "city-manager", cities: ["krakow"] });
    expect(await status("/api/v1/auth/iam", manager.token)).toBe(200);

    const customer = await createUser(database, "plain");
    expect((await change(admin.token, customer.id, { role: "admin", cities: [] })).status).toBe(404);
    expect((await call("DELETE", member(customer.id), admin.token)).status).toBe(404);
    expect((await change(admin.token, 999_999, { role: "admin", cities: [] })).status).toBe(404);
    expect(await roleOf(customer.id)).toMatchObject({ role: "customer", staff_role: null });
    expect(await audit("staff.change", manager.id)).toEqual([]);
  });

  it("refuses an admin's own role (409 in the caller's language), changed or removed", async () => {
    const own = await change(admin.token, admin.id, { role: "city-manager", cities: ["krakow"] }, { Locale: "uk" });
    expect(own.status).toBe(409);
    expect(await jsonOf(own)).toMatchObject({ code: "CONFLICT", message: TEAM_MESSAGES.ownRole.uk });
    const removed = await call("DELETE", member(admin.id), admin.token);
    expect(removed.status).toBe(409);
    expect(await jsonOf(removed)).toMatchObject({ code: "CONFLICT", message: TEAM_MESSAGES.ownRole.en });
    expect(await roleOf(admin.id)).toEqual({ role: "staff", staff_role: "admin", cities: [] });
    expect(await status("/api/v1/staff/team", admin.token)).toBe(200);
  });
});

describe("step-up", () => {
  it("is needed for every change (403 STEP_UP_REQUIRED without a code in the last 5 minutes); a code lets it through", async () => {
    const target = await staffMember("stepped", "city-manager", ["krakow"]);
    const customer = await createUser(database, "stepped-customer");
    await database.pool.query("update sessions set second_factor_at = now() - interval '6 minutes' where user_id = $1", [admin.id]);
    const before = await auditCount();
    const refusals = [
      await change(admin.token, target.id, { role: "city-manager", cities: ["gdansk"] }),
      await call("DELETE", member(target.id), admin.token),
      await call("POST", "/api/v1/staff/team", admin.token, { email: customer.email, role: "admin", cities: [] }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(await jsonOf(refused)).toMatchObject({ code: "STEP_UP_REQUIRED" });
    }
    expect(await roleOf(target.id)).toEqual({ role: "staff", staff_role: "city-manager", cities: ["krakow"] });
    expect(await roleOf(customer.id)).toMatchObject({ role: "customer" });
    expect(await status("/api/v1/auth/iam", target.token)).toBe(200);
    expect(await auditCount()).toBe(before);
    // Reading the team needs no step-up.
    expect(await status("/api/v1/staff/team", admin.token)).toBe(200);

    const stepped = await call("POST", "/api/v1/auth/step-up", admin.token, {
      code: totpCode(DEMO_ADMIN_TOTP_SECRET, Date.now() + NEXT_STEP),
    });
    expect(stepped.status).toBe(200);
    expect((await change(admin.token, target.id, { role: "city-manager", cities: ["gdansk"] })).status).toBe(200);
    expect(await roleOf(target.id)).toEqual({ role: "staff", staff_role: "city-manager", cities: ["gdansk"] });
  });
});

describe("taking the staff role away", () => {
  it("makes the member a plain customer whose sessions end at once, audited", async () => {
    const leaving = await staffMember("leaving", "city-manager", ["krakow", "gdansk"]);
    const second = await sessionOf(database, leaving.id);
    expect((await call("DELETE", member(leaving.id), admin.token)).status).toBe(204);
    expect(await status("/api/v1/auth/iam", leaving.token)).toBe(401);
    expect(await status("/api/v1/auth/iam", second)).toBe(401);
    expect(await roleOf(leaving.id)).toEqual({ role: "customer", staff_role: null, cities: [] });
    // Signed in again: a customer, the back office answers 404.
    const again = await signInFully(leaving.email, TEST_PASSWORD);
    expect(await jsonOf(await call("GET", "/api/v1/auth/iam", again))).toMatchObject({ id: leaving.id, role: "customer" });
    expect(await status("/api/v1/staff/orders", again)).toBe(404);
    expect(await audit("staff.remove", leaving.id)).toEqual([
      {
        actor_user_id: admin.id,
        entity_type: "staff",
        before: { role: "city-manager", cities: ["krakow", "gdansk"] },
        after: { role: "customer", cities: [], signedOut: 2 },
      },
    ]);
    expect((await call("DELETE", member(leaving.id), admin.token)).status).toBe(404);
  });
});

describe("making a customer staff", () => {
  it("gives a verified customer a role: their sessions end, and at the next sign-in they must enrol a second factor", async () => {
    const customer = await createUser(database, "joining");
    const response = await call("POST", "/api/v1/staff/team", admin.token, {
      email: `  ${customer.email.toUpperCase()} `,
      role: "city-manager",
      cities: ["krakow"],
    });
    expect(response.status).toBe(201);
    expect(await jsonOf(response)).toMatchObject({
      id: customer.id,
      staffRole: "city-manager",
      cities: [{ slug: "krakow", name: "Kraków" }],
      secondFactor: false,
    });
    expect(await status("/api/v1/auth/iam", customer.token)).toBe(401);
    const again = await signInFully(customer.email, TEST_PASSWORD);
    expect(await jsonOf(await call("GET", "/api/v1/auth/iam", again))).toMatchObject({ role: "staff", staffRole: "city-manager" });
    const gated = await call("GET", "/api/v1/staff/orders", again);
    expect(gated.status).toBe(403);
    expect(await jsonOf(gated)).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });
    expect(await audit("staff.add", customer.id)).toEqual([
      {
        actor_user_id: admin.id,
        entity_type: "staff",
        before: { role: "customer", cities: [] },
        after: { role: "city-manager", cities: ["krakow"], signedOut: 1 },
      },
    ]);
    // Staff already.
    const twice = await call("POST", "/api/v1/staff/team", admin.token, { email: customer.email, role: "admin", cities: [] });
    expect(twice.status).toBe(409);
    expect(await jsonOf(twice)).toMatchObject({ message: TEAM_MESSAGES.alreadyStaff.en });
  });

  it("refuses unknown e-mails, unconfirmed, blocked and business accounts, and a city manager without a known city", async () => {
    const add = (email: string, role = "admin", cities: string[] = []) =>
      call("POST", "/api/v1/staff/team", admin.token, { email, role, cities });
    const expectRefusal = async (response: Response, statusCode: number, message: string) => {
      expect(response.status).toBe(statusCode);
      expect((await jsonOf(response)).message).toBe(message);
    };
    await expectRefusal(await add("nobody-at-all@example.test"), 404, TEAM_MESSAGES.noSuchAccount.en);
    const unverified = await createUser(database, "unverified", { emailVerifiedAt: null });
    await expectRefusal(await add(unverified.email), 409, TEAM_MESSAGES.notVerified.en);
    const blocked = await createUser(database, "blocked", { blockedAt: new Date(), blockedReason: "test" });
    await expectRefusal(await add(blocked.email), 409, TEAM_MESSAGES.blocked.en);
    const business = await createUser(database, "business", { businessStatus: "approved", businessKind: "wholesale" });
    await expectRefusal(await add(business.email), 409, TEAM_MESSAGES.business.en);
    const pending = await createUser(database, "applying", { businessStatus: "pending" });
    await expectRefusal(await add(pending.email), 409, TEAM_MESSAGES.business.en);
    const customer = await createUser(database, "cityless");
    await expectRefusal(await add(customer.email, "city-manager"), 400, TEAM_MESSAGES.cityRequired.en);
    await expectRefusal(await add(customer.email, "city-manager", ["nowhere"]), 400, unknownCitiesMessage(["nowhere"]).en);
    expect((await add("not-an-email")).status).toBe(400);
    for (const user of [unverified, blocked, business, pending, customer])
      expect(await roleOf(user.id)).toMatchObject({ role: "customer" });
    expect(await status("/api/v1/auth/iam", customer.token)).toBe(200);
  });
});

describe("the last admin", () => {
  /** The demo admin is left the shop's only admin (the others made city managers in the database). */
  beforeEach(async () => {
    await database.pool.query("update users set staff_role = 'city-manager' where staff_role = 'admin' and id <> $1", [admin.id]);
  });

  it("cannot be demoted by an admin whose own demotion committed while the call waited (PostgreSQL: really concurrent)", async (context) => {
    if (database.engine !== "postgres") context.skip();
    // The demo admin and X are the shop's admins. X calls to demote them while another transaction, standing in for an
    // admin demoting X at the same moment, holds X's row changed; it commits while X's call waits for the lock.
    const x = await staffMember("racing-admin", "admin");
    const held = await database.pool.connect();
    try {
      await held.query("begin");
      await held.query("update users set staff_role = 'city-manager' where id = $1", [x.id]);
      const pending = change(x.token, admin.id, { role: "city-manager", cities: ["krakow"] });
      for (let tries = 0; tries < 200; tries++) {
        const waiting = await database.pool.query(
          "select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()",
        );
        if (waiting.rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await held.query("commit");
      const refused = await pending;
      expect(refused.status).toBe(409);
      expect(await jsonOf(refused)).toMatchObject({ code: "CONFLICT", message: TEAM_MESSAGES.lastAdmin.en });
    } finally {
      held.release();
    }
    expect(await roleOf(admin.id)).toMatchObject({ staff_role: "admin" });
  });

  it("survives two admins demoting each other at once: one change goes through, the shop keeps one admin", async () => {
    const x = await staffMember("mutual", "admin");
    const fresh = await sessionOf(database, admin.id);
    const answers = await Promise.all([
      change(fresh, x.id, { role: "city-manager", cities: ["krakow"] }),
      change(x.token, admin.id, { role: "city-manager", cities: ["krakow"] }),
    ]);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The other was refused: 404 when its session had ended with its role (as any anonymous caller of the staff API), 409
    // when it was already waiting for the admins' lock (it asked to demote the last admin).
    expect([404, 409]).toContain(statuses.find((s) => s !== 200));
    expect(await admins()).toHaveLength(1);
  });
});
