import { VALIDATION_MESSAGES } from "@shop/contracts";
import { DEMO_COUPONS, schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/security/passwords";
import { type Api, caller, createUser, demoSession, jsonOf, signIn, storedAbout, TEST_PASSWORD, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let victim: TestUser;

const DAY = 24 * 3600 * 1000;
const profile = { firstName: "Ola", lastName: "Nowa", phone: "+48 511 222 333" };
const company = { companyName: "Fumo Sp. z o.o.", companyAddress: "ul. Długa 1, Gdańsk", ssn: "5830000003", postalIndex: "80-831" };
const NEW_PASSWORD = "quiet-meadow-lighthouse";

/** Every cabinet call, with a body that would succeed, and stray ids/e-mails that must be ignored. */
const ENDPOINTS: Array<[string, string, (victim: TestUser) => unknown]> = [
  ["PUT", "/api/v1/cabinet/profile", (v) => ({ ...profile, id: v.id, email: v.email })],
  [
    "POST",
    "/api/v1/cabinet/password",
    (v) => ({ oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD, userId: v.id }),
  ],
  ["PUT", "/api/v1/cabinet/business", (v) => ({ ...company, userId: v.id })],
  ["GET", "/api/v1/cabinet/coupons", () => undefined],
  ["GET", "/api/v1/cabinet/referrals", () => undefined],
  ["GET", "/api/v1/cabinet/orders", () => undefined],
  ["GET", "/api/v1/cabinet/export", () => undefined],
  ["DELETE", "/api/v1/cabinet/account", (v) => ({ password: TEST_PASSWORD, userId: v.id, email: v.email })],
];

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  // The user nobody else may reach: a pending business, a personal coupon, an e-mail token, a referral.
  victim = await createUser(database, "victim", {
    businessStatus: "pending",
    companyName: "Victim Ltd",
    companyAddress: "a",
    companySsn: "1",
    companyPostalIndex: "00-001",
    businessSubmittedAt: new Date(),
  });
  await database.db
    .insert(schema.coupons)
    .values({ code: `VICTIM-${victim.id}`, userId: victim.id, discountKind: "percent", discountValue: 5 });
  await database.db
    .insert(schema.accountTokens)
    .values({ userId: victim.id, purpose: "verify-email", tokenHash: `victim-${victim.id}`, expiresAt: new Date(Date.now() + DAY) });
  await createUser(database, "brought", { referredBy: victim.id });
});
afterAll(() => database?.close());

describe("the cabinet's guard and the cross-user matrix", () => {
  it.each(ENDPOINTS)("%s %s answers 401 without a token, with an unknown one, and before validating the body", async (method, path) => {
    for (const token of [null, "x".repeat(43), "not a token"]) {
      const response = await call(method, path, token, method === "GET" ? undefined : {});
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
    }
  });

  it.each(ENDPOINTS)("%s %s with another user's token reads and changes nothing of the victim", async (method, path, body) => {
    const before = await storedAbout(database, victim.id);
    const caller = await createUser(database, "caller");
    const response = await call(method, `${path}?userId=${victim.id}&email=${victim.email}`, caller.token, body(victim));
    expect(response.status).toBeLessThan(300);
    const text = await response.text();
    for (const secret of [victim.email, victim.firstName, victim.lastName, victim.referralCode, `VICTIM-${victim.id}`, "Victim Ltd"]) {
      expect(text).not.toContain(secret);
    }
    expect(await storedAbout(database, victim.id)).toEqual(before);
    expect((await call("GET", "/api/v1/cabinet/orders", victim.token)).status).toBe(200);
  });
});

describe("PUT /api/v1/cabinet/profile", () => {
  it("changes the name and phone and answers the current user; the e-mail stays", async () => {
    const user = await createUser(database, "profile");
    const response = await call("PUT", "/api/v1/cabinet/profile", user.token, { ...profile, email: "other@example.test" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toMatchObject({ id: user.id, email: user.email, ...profile, business: { status: "none" } });
  });

  it("refuses an invalid phone and an empty name with the fields' message keys", async () => {
    const user = await createUser(database, "profile");
    const response = await call("PUT", "/api/v1/cabinet/profile", user.token, { firstName: " ", lastName: "X", phone: "12" });
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "firstName", message: "Field is required" },
        { path: "phone", message: VALIDATION_MESSAGES.invalidPhone.en },
      ]),
    );
  });
});

describe("POST /api/v1/cabinet/password", () => {
  const change = (token: string, oldPassword: string, newPassword = NEW_PASSWORD, repeatPassword = newPassword) =>
    call("POST", "/api/v1/cabinet/password", token, { oldPassword, newPassword, repeatPassword });

  it("refuses a wrong old password (400 WRONG_PASSWORD) and keeps the sessions", async () => {
    const user = await createUser(database, "pw");
    const response = await change(user.token, "wrong-password-here", NEW_PASSWORD, NEW_PASSWORD);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "WRONG_PASSWORD", message: "The current password is wrong." });
    expect((await call("GET", "/api/v1/cabinet/orders", user.token)).status).toBe(200);
  });

  it("refuses a common new password and a repetition that differs, field by field", async () => {
    const user = await createUser(database, "pw");
    const common = await call(
      "POST",
      "/api/v1/cabinet/password",
      user.token,
      { oldPassword: TEST_PASSWORD, newPassword: "Password123", repeatPassword: "Password123" },
      { Locale: "pl" },
    );
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      issues: [{ path: "newPassword", message: VALIDATION_MESSAGES.passwordTooCommon.pl }],
    });
    const differs = await change(user.token, TEST_PASSWORD, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect((await jsonOf(differs)).issues).toEqual([{ path: "repeatPassword", message: "Passwords do not match" }]);
  });

  it("revokes every session at once and answers a fresh 30-day token that works", async () => {
    const user = await createUser(database, "pw");
    const otherDevice = await signIn(database, user.id);
    const response = await change(user.token, TEST_PASSWORD);
    expect(response.status).toBe(200);
    const { accessToken, expiresAt } = await jsonOf(response);
    expect(Math.abs(Date.parse(expiresAt) - Date.now() - 30 * DAY)).toBeLessThan(60_000);
    for (const old of [user.token, otherDevice]) expect((await call("GET", "/api/v1/cabinet/coupons", old)).status).toBe(401);
    expect((await call("GET", "/api/v1/cabinet/coupons", accessToken)).status).toBe(200);
    const { rows } = await database.pool.query("select password_hash from users where id = $1", [user.id]);
    expect(await verifyPassword(rows[0].password_hash, NEW_PASSWORD)).toBe(true);
  });
});

describe("PUT /api/v1/cabinet/business", () => {
  it("submits and, while pending, corrects the application; an approved business gets 409", async () => {
    const user = await createUser(database, "biz");
    const first = await call("PUT", "/api/v1/cabinet/business", user.token, company);
    expect(await first.json()).toMatchObject({ status: "pending", kind: null, ...company, rejectionReason: null });
    const corrected = await call("PUT", "/api/v1/cabinet/business", user.token, { ...company, companyName: "Fumo 2" });
    expect(await corrected.json()).toMatchObject({ status: "pending", companyName: "Fumo 2" });
    await database.pool.query("update users set business_status = 'approved', business_kind = 'wholesale' where id = $1", [user.id]);
    const refused = await call("PUT", "/api/v1/cabinet/business", user.token, company);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "BUSINESS_NOT_EDITABLE" });
  });

  it("refuses a malformed postal index", async () => {
    const user = await createUser(database, "biz");
    const response = await call("PUT", "/api/v1/cabinet/business", user.token, { ...company, postalIndex: "<>" });
    expect((await jsonOf(response)).issues).toEqual([{ path: "postalIndex", message: VALIDATION_MESSAGES.invalidPostalIndex.en }]);
  });
});

describe("coupons, referrals and orders", () => {
  it("lists the demo customer's coupons in every state, and the public usable ones", async () => {
    const { token } = await demoSession(database, "customer");
    const coupons: Array<{ code: string; state: string; upTo: number | null }> = await jsonOf(
      await call("GET", "/api/v1/cabinet/coupons", token),
    );
    const expected = DEMO_COUPONS.filter((coupon) => coupon.owner === null || coupon.owner === "customer");
    expect(coupons.map((c) => [c.code, c.state]).sort()).toEqual(expected.map((c) => [c.code, c.state]).sort());
    expect(coupons.map((c) => c.state)).toEqual(
      [...coupons.map((c) => c.state)].sort(
        (a, b) => ["active", "used-up", "expired"].indexOf(a) - ["active", "used-up", "expired"].indexOf(b),
      ),
    );
    expect(coupons.find((c) => c.code === "WELCOME15")).toMatchObject({
      discount: { kind: "percent", value: 15 },
      upTo: 5000,
      state: "active",
    });
  });

  it("shows other customers only the public coupons, and no public coupon that is spent, over or switched off", async () => {
    const user = await createUser(database, "coupons");
    await database.db.insert(schema.coupons).values([
      { code: `GONE-${user.id}`, discountKind: "amount", discountValue: 100, activeUntil: new Date(Date.now() - DAY) },
      { code: `SPENT-${user.id}`, discountKind: "amount", discountValue: 100, maxUses: 2, usedCount: 2 },
      { code: `OFF-${user.id}`, discountKind: "amount", discountValue: 100, active: false },
    ]);
    const coupons: Array<{ code: string }> = await jsonOf(await call("GET", "/api/v1/cabinet/coupons", user.token));
    const publicCodes = DEMO_COUPONS.filter((c) => c.owner === null).map((c) => c.code);
    expect(coupons.map((c) => c.code).sort()).toEqual(publicCodes.sort());
  });

  it("counts the customers a referral code brought", async () => {
    const { token } = await demoSession(database, "wholesale");
    expect(await jsonOf(await call("GET", "/api/v1/cabinet/referrals", token))).toEqual({ code: "WHOLESALE2026", count: 1 });
    expect(await jsonOf(await call("GET", "/api/v1/cabinet/referrals", victim.token))).toEqual({ code: victim.referralCode, count: 1 });
  });

  it("has no orders yet", async () => {
    expect(await jsonOf(await call("GET", "/api/v1/cabinet/orders", victim.token))).toEqual({ items: [], total: 0 });
  });
});

describe("the OpenAPI document", () => {
  it("documents every cabinet and staff call as needing the bearer token", async () => {
    const doc = await jsonOf(await api.request("/api/v1/openapi.json"));
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const paths = [...ENDPOINTS.map(([method, path]) => [method, path]), ["GET", "/api/v1/staff/business-applications"]];
    paths.push(["POST", "/api/v1/staff/business-applications/{userId}/decision"]);
    for (const [method, path] of paths) {
      const operation = doc.paths[path as string]?.[(method as string).toLowerCase()];
      expect(operation?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      // Cabinet calls answer 401 without a user; staff calls 404 to everybody but staff (no hint they exist).
      expect(Object.keys(operation.responses)).toContain((path as string).startsWith("/api/v1/staff/") ? "404" : "401");
    }
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(["UserDataExport", "CabinetCoupon", "BusinessApplicationView"]),
    );
  });
});
