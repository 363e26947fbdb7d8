import { DEMO_ACCOUNTS } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/security/passwords";
import { type Api, caller, createUser, demoSession, emailsTo, jsonOf } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let staff: { id: number; token: string };
let woken = 0;

const company = { companyName: "Dymek s.c.", companyAddress: "ul. Polna 3, Wrocław", ssn: "8990000002", postalIndex: "50-001" };
const decide = (userId: number, body: unknown, token = staff.token) =>
  call("POST", `/api/v1/staff/business-applications/${userId}/decision`, token, body);
const list = async (status?: string): Promise<Array<{ userId: number; email: string; business: { status: string } }>> =>
  jsonOf(await call("GET", `/api/v1/staff/business-applications${status ? `?status=${status}` : ""}`, staff.token));

/** A customer who has applied through the cabinet. */
async function applicant(label: string, locale: "en" | "uk" | "pl" | "ru" = "en") {
  const user = await createUser(database, label, { locale });
  expect((await call("PUT", "/api/v1/cabinet/business", user.token, company)).status).toBe(200);
  return user;
}

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { mailQueued: () => woken++ }).api;
  call = caller(api);
  staff = await demoSession(database, "admin");
});
afterAll(() => database?.close());

describe("who may call the staff API", () => {
  const CALLS: Array<[string, string, unknown]> = [
    ["GET", "/api/v1/staff/business-applications", undefined],
    ["POST", "/api/v1/staff/business-applications/1/decision", {}],
  ];

  it.each(CALLS)(
    "%s %s: 404 for anonymous callers, customers and businesses alike, before validating anything",
    async (method, path, body) => {
      const anonymous = await call(method, path, null, body);
      expect(anonymous.status).toBe(404);
      expect(await anonymous.json()).toMatchObject({ code: "NOT_FOUND" });
      for (const key of ["customer", "wholesale", "pending"] as const) {
        const response = await call(method, path, (await demoSession(database, key)).token, body);
        expect(response.status).toBe(404);
        expect(await response.json()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
      }
    },
  );

  it("does not let a customer decide their own application, nor anyone else's", async () => {
    const user = await applicant("self");
    expect((await decide(user.id, { decision: "approve", kind: "wholesale" }, user.token)).status).toBe(404);
    const { rows } = await database.pool.query("select business_status from users where id = $1", [user.id]);
    expect(rows[0].business_status).toBe("pending");
  });
});

describe("GET /api/v1/staff/business-applications", () => {
  it("lists the pending ones by default, oldest first, and every status on request", async () => {
    const first = await applicant("queue-a");
    const second = await applicant("queue-b");
    const pending = await list();
    const pendingDemo = DEMO_ACCOUNTS.find((account) => account.key === "pending")?.email;
    expect(pending.every((view) => view.business.status === "pending")).toBe(true);
    expect(pending.map((view) => view.email)).toEqual(expect.arrayContaining([pendingDemo, first.email, second.email]));
    expect(pending.findIndex((view) => view.userId === first.id)).toBeLessThan(pending.findIndex((view) => view.userId === second.id));
    expect(pending[0]).toMatchObject({ email: pendingDemo, business: { companyName: "Sklep Tytoniowy Zieliński", ssn: "8992000006" } });
    const approved = await list("approved");
    expect(approved.map((view) => view.email).sort()).toEqual(["franchise@smokepoint.test", "wholesale@smokepoint.test"]);
    expect((await list("all")).length).toBe(pending.length + approved.length + (await list("rejected")).length);
    expect((await list("all")).map((view) => view.email)).not.toContain("customer@smokepoint.test");
  });

  it("refuses an unknown status", async () => {
    const response = await call("GET", "/api/v1/staff/business-applications?status=everything", staff.token);
    expect(response.status).toBe(400);
  });
});

describe("POST /api/v1/staff/business-applications/{userId}/decision", () => {
  it("approves with a kind, e-mails the customer in their language, and refuses a second decision", async () => {
    const user = await applicant("approve", "uk");
    const before = woken;
    const response = await decide(user.id, { decision: "approve", kind: "franchise" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      userId: user.id,
      email: user.email,
      business: { status: "approved", kind: "franchise", rejectionReason: null, ...company },
    });
    const { rows } = await database.pool.query("select business_decided_by, business_decided_at from users where id = $1", [user.id]);
    expect(rows[0].business_decided_by).toBe(staff.id);
    expect(await emailsTo(database, user.email)).toEqual([expect.objectContaining({ kind: "business-approved", locale: "uk" })]);
    expect(woken).toBe(before + 1);
    const again = await decide(user.id, { decision: "reject", reason: "Changed my mind" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "CONFLICT" });
    expect(await emailsTo(database, user.email)).toHaveLength(1);
  });

  it("rejects with a reason the customer sees; the customer corrects and resubmits, pending again", async () => {
    const user = await applicant("reject", "pl");
    const response = await decide(user.id, { decision: "reject", reason: "  The SSN is not valid  " });
    expect(await response.json()).toMatchObject({ business: { status: "rejected", kind: null, rejectionReason: "The SSN is not valid" } });
    expect(await emailsTo(database, user.email)).toEqual([expect.objectContaining({ kind: "business-rejected", locale: "pl" })]);
    const seen = await jsonOf(await call("GET", "/api/v1/cabinet/export", user.token));
    expect(seen.business).toMatchObject({ status: "rejected", rejectionReason: "The SSN is not valid" });
    const resubmitted = await call("PUT", "/api/v1/cabinet/business", user.token, { ...company, ssn: "8990000019" });
    expect(await resubmitted.json()).toMatchObject({ status: "pending", ssn: "8990000019", rejectionReason: null });
    expect((await list()).map((view) => view.userId)).toContain(user.id);
    expect((await decide(user.id, { decision: "approve", kind: "wholesale" })).status).toBe(200);
  });

  it("answers 409 for a customer who never applied, 404 for an unknown or deleted user", async () => {
    const never = await createUser(database, "never");
    expect((await decide(never.id, { decision: "approve", kind: "wholesale" })).status).toBe(409);
    expect((await decide(2_000_000_000, { decision: "approve", kind: "wholesale" })).status).toBe(404);
    const gone = await applicant("gone");
    await database.pool.query("update users set deleted_at = now() where id = $1", [gone.id]);
    expect((await decide(gone.id, { decision: "approve", kind: "wholesale" })).status).toBe(404);
  });

  it.each([
    [{ decision: "approve" }],
    [{ decision: "approve", kind: "retail" }],
    [{ decision: "reject" }],
    [{ decision: "reject", reason: "   " }],
    [{ decision: "maybe" }],
  ])("refuses the malformed decision %j", async (body) => {
    const user = await applicant("malformed");
    const response = await decide(user.id, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "VALIDATION_FAILED" });
    expect(await emailsTo(database, user.email)).toEqual([]);
  });

  it("refuses a user id that is not a positive integer", async () => {
    for (const id of ["abc", "0", "-1", "1.5", "99999999999"]) {
      const response = await call("POST", `/api/v1/staff/business-applications/${id}/decision`, staff.token, {
        decision: "reject",
        reason: "x",
      });
      expect(response.status).toBe(400);
    }
  });
});

describe("the demo accounts (README)", () => {
  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account]))(
    "%s is seeded as documented, with the demo password",
    async (_email, account) => {
      const { rows } = await database.pool.query("select * from users where email = $1", [account.email]);
      const row = rows[0];
      expect(row).toMatchObject({
        role: account.role,
        business_status: account.business.status,
        business_kind: account.business.kind,
        locale: account.locale,
      });
      expect(row.staff_role).toBe(account.role === "staff" ? (account.staffRole ?? "admin") : null);
      const managed = await database.pool.query(
        "select c.slug from staff_cities s join cities c on c.id = s.city_id where s.user_id = $1 order by c.slug",
        [row.id],
      );
      expect(managed.rows.map((city) => city.slug)).toEqual([...(account.staffCities ?? [])]);
      expect(row.email_verified_at).toBeInstanceOf(Date);
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(await verifyPassword(row.password_hash, account.password)).toBe(true);
      if (account.business.status !== "none") expect(row.company_name).toBeTruthy();
    },
  );
});
