import { schema } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimits } from "../src/security/rate-limits";
import { type Api, caller, createUser, jsonOf, signIn, storedAbout, TEST_PASSWORD, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";
import { createTestOrder, type FixtureProduct, offeredProducts } from "./orders-fixture";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let other: TestUser;

const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  other = await createUser(database, "other", { companyName: "Other Corp" });
  await database.db
    .insert(schema.coupons)
    .values({ code: `OTHER-${other.id}`, userId: other.id, discountKind: "amount", discountValue: 500 });
});
afterAll(() => database?.close());

/** A customer with something in every part of the export. */
async function richUser(label: string): Promise<TestUser & { secondSession: string; orderId: string }> {
  const user = await createUser(database, label, {
    referredBy: other.id,
    businessStatus: "rejected",
    companyName: `${label} Trading`,
    companyAddress: "ul. Krótka 2, Kraków",
    companySsn: "6770000016",
    companyPostalIndex: "30-001",
    businessRejectionReason: "The SSN does not match the company",
    businessSubmittedAt: new Date(Date.now() - DAY),
    termsVersion: "2026-01",
  });
  await database.db
    .insert(schema.coupons)
    .values({ code: `MINE-${user.id}`, userId: user.id, discountKind: "percent", discountValue: 10, maxDiscount: 2000 });
  await database.db.insert(schema.accountTokens).values({
    userId: user.id,
    purpose: "password-restore",
    tokenHash: `secret-restore-hash-${user.id}`,
    expiresAt: new Date(Date.now() + DAY),
  });
  await database.db
    .insert(schema.emails)
    .values({ toAddress: user.email, kind: "verify-email", locale: "en", subject: "Confirm", html: "<p>x</p>", text: "x" });
  await createUser(database, "referred", { referredBy: user.id });
  const [product] = await offeredProducts(database, { count: 1 });
  const orderId = await createTestOrder(database, {
    user,
    lines: [{ product: product as FixtureProduct, quantity: 2 }],
    phone: "+48 500 600 701",
  });
  return { ...user, orderId, secondSession: await signIn(database, user.id) };
}

describe("GET /api/v1/cabinet/export", () => {
  it("downloads everything stored about the user, and nothing of anyone else", async () => {
    const user = await richUser("export");
    const response = await call("GET", "/api/v1/cabinet/export", user.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: "+48 500 600 700",
    });
    expect(data.consents).toEqual({
      terms: { version: "2026-01", acceptedAt: expect.any(String) },
      adult: { confirmedAt: expect.any(String) },
    });
    expect(data.business).toMatchObject({
      status: "rejected",
      companyName: "export Trading",
      ssn: "6770000016",
      rejectionReason: "The SSN does not match the company",
    });
    expect(data.referrals).toEqual({ code: user.referralCode, referredByAnotherCustomer: true, count: 1 });
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(data.emailTokens).toEqual([expect.objectContaining({ purpose: "password-restore", usedAt: null })]);
    expect(data.coupons).toEqual([expect.objectContaining({ code: `MINE-${user.id}`, upTo: 2000, state: "active" })]);
    expect(data.emails).toEqual([expect.objectContaining({ kind: "verify-email", subject: "Confirm" })]);
    expect(data.orders).toEqual([
      expect.objectContaining({
        id: user.orderId,
        status: "CREATED",
        email: user.email,
        items: [expect.objectContaining({ quantity: 2 })],
        history: [expect.objectContaining({ toStatus: "CREATED" })],
      }),
    ]);
    expect(data.orders[0]).not.toHaveProperty("requestHash");
    // No secrets, and nothing of the referrer or of the customer it brought.
    const { rows } = await database.pool.query("select token_hash from sessions where user_id = $1", [user.id]);
    for (const secret of [
      ...rows.map((r) => r.token_hash),
      `secret-restore-hash-${user.id}`,
      user.token,
      "$argon2id",
      other.email,
      other.firstName,
      `OTHER-${other.id}`,
      "referred-",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(data.profile)).not.toContain("passwordHash");
  });
});

describe("DELETE /api/v1/cabinet/account", () => {
  it("needs the right password: a wrong one changes nothing", async () => {
    const user = await richUser("keep");
    const before = await storedAbout(database, user.id);
    const response = await call("DELETE", "/api/v1/cabinet/account", user.token, { password: "not-my-password" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "WRONG_PASSWORD" });
    expect(await storedAbout(database, user.id)).toEqual(before);
    const missing = await call("DELETE", "/api/v1/cabinet/account", user.token, {});
    expect((await jsonOf(missing)).issues).toEqual([{ path: "password", message: "Field is required" }]);
  });

  it("anonymises the account, keeps its row, removes its personal data and stops its tokens at once", async () => {
    const user = await richUser("gone");
    // The order asked for text messages (issue 33): one was queued to its number.
    await database.pool.query("update orders set sms_phone = '+48500600701' where id = $1", [user.orderId]);
    await database.db
      .insert(schema.emails)
      .values({ channel: "sms", toAddress: "+48500600701", kind: "sms-ready-for-pickup", locale: "en", subject: "", html: "", text: "x" });
    const otherBefore = await storedAbout(database, other.id);
    const response = await call("DELETE", "/api/v1/cabinet/account", user.token, { password: TEST_PASSWORD });
    expect(response.status).toBe(204);
    const { rows } = await database.pool.query("select * from users where id = $1", [user.id]);
    expect(rows[0]).toMatchObject({
      email: null,
      password_hash: null,
      first_name: "Deleted",
      last_name: "Deleted",
      phone: "",
      business_status: "none",
      business_kind: null,
      company_name: null,
      company_address: null,
      company_ssn: null,
      company_postal_index: null,
      business_rejection_reason: null,
      referral_code: `DELETED-${user.id}`,
    });
    expect(rows[0].deleted_at).toBeInstanceOf(Date);
    for (const token of [user.token, user.secondSession]) {
      expect((await call("GET", "/api/v1/cabinet/export", token)).status).toBe(401);
    }
    const count = async (text: string, value: unknown) => Number((await database.pool.query(text, [value])).rows[0].n);
    expect(await count("select count(*) as n from sessions where user_id = $1", user.id)).toBe(0);
    expect(await count("select count(*) as n from account_tokens where user_id = $1", user.id)).toBe(0);
    expect(await count("select count(*) as n from coupons where user_id = $1", user.id)).toBe(0);
    expect(await count("select count(*) as n from emails where to_address = $1", user.email)).toBe(0);
    expect(await count("select count(*) as n from emails where to_address = $1", "+48500600701")).toBe(0);
    // The customers it brought still count as brought; the referrer and other users are untouched.
    expect(await count("select count(*) as n from users where referred_by = $1", user.id)).toBe(1);
    expect(await storedAbout(database, other.id)).toEqual(otherBefore);
    // The order stays for the shop's accounts, without who placed it.
    const order = (await database.pool.query("select * from orders where id = $1", [user.orderId])).rows[0];
    expect(order).toMatchObject({ user_id: user.id, email: null, first_name: "Deleted", last_name: "Deleted", phone: "", sms_phone: null });
  });

  it("frees the e-mail address: a new account may use it", async () => {
    const user = await richUser("again");
    await call("DELETE", "/api/v1/cabinet/account", user.token, { password: TEST_PASSWORD });
    const again = await createUser(database, "again", { email: user.email });
    expect((await call("GET", "/api/v1/cabinet/orders", again.token)).status).toBe(200);
  });
});

describe("password checks in the cabinet", () => {
  it("count against the sign-in limit per user: guessing with a stolen token is stopped (429)", async () => {
    const limited = caller(apiOn(database, { limits: createRateLimits({ limits: { "sign-in": { points: 2, duration: 60 } } }) }).api);
    const user = await createUser(database, "guess");
    const guess = (password: string) => limited("DELETE", "/api/v1/cabinet/account", user.token, { password });
    expect((await guess("guess-number-one")).status).toBe(400);
    expect((await guess("guess-number-two")).status).toBe(400);
    const stopped = await guess(TEST_PASSWORD);
    expect(stopped.status).toBe(429);
    expect(await stopped.json()).toMatchObject({ statusCode: 429, code: "TOO_MANY_REQUESTS" });
    expect(stopped.headers.get("retry-after")).toMatch(/^\d+$/);
    const changed = await limited("POST", "/api/v1/cabinet/password", user.token, {
      oldPassword: TEST_PASSWORD,
      newPassword: "x-long-new-password",
      repeatPassword: "x-long-new-password",
    });
    expect(changed.status).toBe(429);
    expect((await call("GET", "/api/v1/cabinet/orders", user.token)).status).toBe(200);
  });
});
