// Sessions (issue 35, docs/accounts.md "Sessions"): sign-ins record the User-Agent and the address; the caller lists
// its live sessions (device, address, current), signs one out (only its own: another account's id is 404) or every
// other one; a staff sign-in from a new device is e-mailed once per device, after the second step when there is one.
import { DEMO_PASSWORD } from "@shop/db";
import { DEMO_ADMIN_TOTP_SECRET, totpCode } from "@shop/db/demo-totp";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { roomyLimits } from "./auth-helpers";
import { type Api, caller, createUser, emailsTo, jsonOf, TEST_PASSWORD } from "./cabinet-fixture";
import { apiOn } from "./helpers";

const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits() }).api;
  call = caller(api);
});
afterAll(() => database?.close());

/** Signs in with the password from a browser (User-Agent, address, device id); the answer's JSON. */
async function signInFrom(email: string, userAgent: string, ip: string, deviceId?: string): Promise<any> {
  const headers: Record<string, string> = { "user-agent": userAgent, "x-forwarded-for": ip };
  if (deviceId) headers["x-device-id"] = deviceId;
  const response = await call("POST", "/api/v1/auth/sign-in", null, { email, password: TEST_PASSWORD }, headers);
  expect(response.status).toBe(200);
  return jsonOf(response);
}

const newDeviceMails = async (email: string) => (await emailsTo(database, email)).filter((mail) => mail.kind === "new-device-sign-in");

describe("a customer's sessions", () => {
  it("lists device, address and the current one; signs out one, then every other one, keeping the current", async () => {
    const user = await createUser(database, "sessions");
    const desktop = (await signInFrom(user.email, FIREFOX, "203.0.113.7")).accessToken as string;
    const phone = (await signInFrom(user.email, IPHONE, "198.51.100.20")).accessToken as string;

    const listed = await call("GET", "/api/v1/cabinet/sessions", desktop);
    expect(listed.status).toBe(200);
    expect(listed.headers.get("cache-control")).toBe("no-store");
    const { sessions } = await jsonOf(listed);
    expect(sessions).toHaveLength(3);
    const mine = sessions.find((session: any) => session.current);
    expect(mine).toMatchObject({ ip: "203.0.113.7", device: { browser: "Firefox 120", os: "Windows 10", type: "desktop" } });
    const other = sessions.find((session: any) => session.ip === "198.51.100.20");
    expect(other).toMatchObject({ current: false, device: { browser: "Safari 17", os: "iOS 17.1", type: "mobile" } });
    expect(sessions.filter((session: any) => session.current)).toHaveLength(1);
    expect(Date.parse(mine.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await call("DELETE", `/api/v1/cabinet/sessions/${other.id}`, desktop)).status).toBe(204);
    expect((await call("GET", "/api/v1/auth/iam", phone)).status).toBe(401);
    expect((await call("DELETE", `/api/v1/cabinet/sessions/${other.id}`, desktop)).status).toBe(404);

    // A session that expired on its own is not counted as signed out now.
    const expired = (await signInFrom(user.email, IPHONE, "198.51.100.21")).accessToken as string;
    await database.pool.query("update sessions set expires_at = now() - interval '1 minute' where user_id = $1 and ip = '198.51.100.21'", [
      user.id,
    ]);
    expect((await call("GET", "/api/v1/auth/iam", expired)).status).toBe(401);
    const others = await call("POST", "/api/v1/cabinet/sessions/sign-out-others", desktop);
    expect(await jsonOf(others)).toEqual({ signedOut: 1 });
    expect((await call("GET", "/api/v1/auth/iam", user.token)).status).toBe(401);
    expect((await call("GET", "/api/v1/auth/iam", desktop)).status).toBe(200);
    const left = (await jsonOf(await call("GET", "/api/v1/cabinet/sessions", desktop))).sessions;
    expect(left).toEqual([expect.objectContaining({ current: true, ip: "203.0.113.7" })]);
  });

  it("answers another account's session id with 404 and leaves it signed in", async () => {
    const owner = await createUser(database, "owner");
    const stranger = await createUser(database, "stranger");
    const [own] = (await jsonOf(await call("GET", "/api/v1/cabinet/sessions", owner.token))).sessions;
    const response = await call("DELETE", `/api/v1/cabinet/sessions/${own.id}`, stranger.token);
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toMatchObject({ code: "NOT_FOUND" });
    expect((await call("GET", "/api/v1/auth/iam", owner.token)).status).toBe(200);
    expect((await call("GET", "/api/v1/cabinet/sessions", null)).status).toBe(401);
  });

  it("keeps the User-Agent to 400 characters, and a password change's new session records where it came from", async () => {
    const user = await createUser(database, "long-agent");
    const token = (await signInFrom(user.email, `${FIREFOX} ${"x".repeat(600)}`, "192.0.2.1")).accessToken;
    const { rows } = await database.pool.query("select length(user_agent)::int as n from sessions where user_id = $1 and ip = $2", [
      user.id,
      "192.0.2.1",
    ]);
    expect(rows[0].n).toBe(400);
    const changed = await call(
      "POST",
      "/api/v1/cabinet/password",
      token,
      { oldPassword: TEST_PASSWORD, newPassword: "copper-willow-harbour", repeatPassword: "copper-willow-harbour" },
      { "user-agent": IPHONE, "x-forwarded-for": "192.0.2.2" },
    );
    expect(changed.status).toBe(200);
    const { sessions } = await jsonOf(await call("GET", "/api/v1/cabinet/sessions", (await jsonOf(changed)).accessToken));
    expect(sessions).toEqual([
      expect.objectContaining({ current: true, ip: "192.0.2.2", device: expect.objectContaining({ type: "mobile" }) }),
    ]);
  });

  it("records no device of a customer and e-mails nothing", async () => {
    const user = await createUser(database, "no-device-mail");
    await signInFrom(user.email, FIREFOX, "203.0.113.9", "customer-device-0123456789");
    expect(await newDeviceMails(user.email)).toEqual([]);
    expect((await database.pool.query("select count(*)::int as n from known_devices where user_id = $1", [user.id])).rows[0].n).toBe(0);
  });
});

describe("a staff sign-in from a new device", () => {
  it("is e-mailed once per device, in the staff member's language; without a device id it always counts as new", async () => {
    const staff = await createUser(database, "staff-device", { role: "staff", staffRole: "city-manager", locale: "pl" });
    await signInFrom(staff.email, FIREFOX, "203.0.113.50", "device-aaaaaaaaaaaaaaaa");
    expect(await newDeviceMails(staff.email)).toEqual([expect.objectContaining({ locale: "pl" })]);
    await signInFrom(staff.email, FIREFOX, "203.0.113.50", "device-aaaaaaaaaaaaaaaa");
    expect(await newDeviceMails(staff.email)).toHaveLength(1);
    await signInFrom(staff.email, IPHONE, "198.51.100.50", "device-bbbbbbbbbbbbbbbb");
    expect(await newDeviceMails(staff.email)).toHaveLength(2);
    await signInFrom(staff.email, FIREFOX, "203.0.113.50");
    expect(await newDeviceMails(staff.email)).toHaveLength(3);
    const { rows } = await database.pool.query("select device_hash from known_devices where user_id = $1 order by device_hash", [staff.id]);
    expect(rows).toHaveLength(2);
    expect(rows[0].device_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("is noted after the second step, not after the password alone", async () => {
    const email = "admin@smokepoint.test";
    const before = (await newDeviceMails(email)).length;
    const first = await call(
      "POST",
      "/api/v1/auth/sign-in",
      null,
      { email, password: DEMO_PASSWORD },
      { "user-agent": FIREFOX, "x-device-id": "admin-device-cccccccccccc" },
    );
    const body = await jsonOf(first);
    if (!body.secondStep) throw new Error(`the demo admin signs in with a second step: ${JSON.stringify(body)}`);
    expect(await newDeviceMails(email)).toHaveLength(before);
    const done = await call(
      "POST",
      "/api/v1/auth/sign-in/second-step",
      null,
      { ticket: body.secondStep.ticket, code: totpCode(DEMO_ADMIN_TOTP_SECRET) },
      { "user-agent": FIREFOX, "x-forwarded-for": "203.0.113.60", "x-device-id": "admin-device-cccccccccccc" },
    );
    expect(done.status).toBe(200);
    expect(await newDeviceMails(email)).toHaveLength(before + 1);
    const token = (await jsonOf(done)).accessToken;
    const mine = (await jsonOf(await call("GET", "/api/v1/cabinet/sessions", token))).sessions.find((s: any) => s.current);
    expect(mine).toMatchObject({ ip: "203.0.113.60", device: { browser: "Firefox 120" } });
  });
});
