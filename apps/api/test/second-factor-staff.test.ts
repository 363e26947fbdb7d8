// Staff must have a second factor (issue 35): a staff session that has not proved one (password only, no factor
// enrolled) is refused by every staff operation of the OpenAPI document with 403 SECOND_FACTOR_REQUIRED and changes
// nothing; enrolling TOTP in that session opens the back office. Refunds are a step-up action (5 minutes).
import { DEMO_ADMIN_TOTP_SECRET, totpCode } from "@shop/db/demo-totp";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECOND_FACTOR_GATE } from "../src/routes/openapi-document";
import { roomyLimits } from "./auth-helpers";
import { type Api, caller, createUser, demoSession, jsonOf, signIn } from "./cabinet-fixture";
import { operationsOf } from "./fuzz/openapi-model";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { limits: roomyLimits() }).api;
  call = caller(api);
});
afterAll(() => database?.close());

const FILLED: Record<string, string> = { city: "warszawa", citySlug: "warszawa", orderId: "ABCDEFGHJKMNP" };

async function staffOperations(): Promise<Array<{ method: string; path: string; responses: Record<string, { description: string }> }>> {
  const doc = await jsonOf(await api.request("/api/v1/openapi.json"));
  return operationsOf(doc)
    .filter((op) => op.path.startsWith("/api/v1/staff/"))
    .map((op) => ({
      method: op.method,
      path: op.path.replace(/\{(\w+)\}/g, (_all, name: string) => FILLED[name] ?? "1"),
      responses: doc.paths[op.path][op.method.toLowerCase()].responses,
    }));
}

const counts = async () =>
  (
    await database.pool.query(
      "select (select count(*) from audit_log)::int as audit, (select count(*) from products)::int as products, (select count(*) from coupons)::int as coupons",
    )
  ).rows[0];

describe("staff without a second factor", () => {
  it("are refused by every staff operation (403 SECOND_FACTOR_REQUIRED), documented on each, and nothing changes", async () => {
    const operations = await staffOperations();
    expect(operations.length).toBeGreaterThan(60);
    const manager = await createUser(database, "no-factor", { role: "staff", staffRole: "city-manager" });
    const admin = await demoSession(database, "admin");
    const sessions = [await signIn(database, manager.id, { passwordOnly: true }), await signIn(database, admin.id, { passwordOnly: true })];
    const before = await counts();
    for (const { method, path, responses } of operations) {
      expect(responses["403"]?.description, `${method} ${path} documents the gate`).toContain("SECOND_FACTOR_REQUIRED");
      for (const token of sessions) {
        const response = await call(method, path, token, method === "GET" ? undefined : {});
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(await jsonOf(response)).toMatchObject({ code: "SECOND_FACTOR_REQUIRED" });
      }
    }
    expect(await counts()).toEqual(before);
    expect(SECOND_FACTOR_GATE).toContain("/api/v1/auth/second-factor/totp");
  });

  it("may enrol in that session, which then opens the back office; they cannot switch it off", async () => {
    const staff = await createUser(database, "enrolling", { role: "staff", staffRole: "admin" });
    const session = await signIn(database, staff.id, { passwordOnly: true });
    expect((await call("GET", "/api/v1/staff/dashboard", session)).status).toBe(403);
    const status = await jsonOf(await call("GET", "/api/v1/auth/second-factor", session));
    expect(status).toMatchObject({ totp: "off", required: true, sessionSecondFactorAt: null });
    // The identity call says it too (the back office's gate reads it there).
    expect(await jsonOf(await call("GET", "/api/v1/auth/iam", session))).toMatchObject({ id: staff.id, secondFactorProved: false });
    const { secret } = await jsonOf(await call("POST", "/api/v1/auth/second-factor/totp", session));
    expect((await call("POST", "/api/v1/auth/second-factor/totp/confirm", session, { code: totpCode(secret) })).status).toBe(200);
    expect((await call("GET", "/api/v1/staff/dashboard", session)).status).toBe(200);
    expect(await jsonOf(await call("GET", "/api/v1/auth/iam", session))).toMatchObject({ secondFactorProved: true });
    const off = await call("POST", "/api/v1/auth/second-factor/off", session, { code: totpCode(secret, Date.now() + 30_000) });
    expect(off.status).toBe(409);
  });
});

describe("step-up", () => {
  it("refuses a refund without a second factor in the last 5 minutes, and a code stamps the session", async () => {
    const admin = await demoSession(database, "admin");
    await database.pool.query("update sessions set second_factor_at = now() - interval '5 minutes 5 seconds' where user_id = $1", [
      admin.id,
    ]);
    const refund = () => call("POST", "/api/v1/staff/orders/ABCDEFGHJKMNP/refund", admin.token, { amount: 100, reason: "broken" });
    const refused = await refund();
    expect(refused.status).toBe(403);
    expect(await jsonOf(refused)).toMatchObject({ code: "STEP_UP_REQUIRED" });
    // Other staff work goes on.
    expect((await call("GET", "/api/v1/staff/dashboard", admin.token)).status).toBe(200);

    expect((await call("POST", "/api/v1/auth/step-up", admin.token, { code: "000000x" })).status).toBe(400);
    const stepped = await call("POST", "/api/v1/auth/step-up", admin.token, { code: totpCode(DEMO_ADMIN_TOTP_SECRET) });
    expect(stepped.status).toBe(200);
    const { stepUpUntil } = await jsonOf(stepped);
    expect(Date.parse(stepUpUntil) - Date.now()).toBeGreaterThan(4 * 60_000);
    // No such order: past the step-up now.
    expect((await refund()).status).toBe(404);
  });
});
