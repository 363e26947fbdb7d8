// The audit log's filters for the back office's page (apps/api/src/routes/staff-audit.ts): the actor by e-mail,
// days in shop time, and whether a next page exists. staff-access.test.ts covers what the log records.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let other: TestUser;

/** An audit row written at a given instant (the log itself takes now()). */
async function entry(actor: number, action: string, entityId: string, at: string) {
  await database.pool.query(
    `insert into audit_log (actor_user_id, action, entity_type, entity_id, before, after, created_at)
     values ($1, $2, 'product', $3, '{"price": 100}', '{"price": 120}', $4)`,
    [actor, action, entityId, at],
  );
}

const read = async (search: string, token = admin.token) => {
  const response = await call("GET", `/api/v1/staff/audit?${search}`, token);
  expect(response.status).toBe(200);
  return jsonOf(response);
};
const idsOf = (page: { items: Array<{ entityId: string }> }) => page.items.map((item) => item.entityId);

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  other = await createUser(database, "auditor", { role: "staff", staffRole: "admin" });
  // 20 November 2026, Warsaw (UTC+1): the day runs from 19 Nov 23:00 UTC to 20 Nov 23:00 UTC.
  await entry(admin.id, "product.update", "before-day", "2026-11-19T22:59:59Z");
  await entry(admin.id, "product.update", "day-start", "2026-11-19T23:00:00Z");
  await entry(other.id, "product.update", "day-end", "2026-11-20T22:59:59Z");
  await entry(admin.id, "product.update", "after-day", "2026-11-20T23:00:00Z");
});
afterAll(() => database?.close());

describe("GET /api/v1/staff/audit filters", () => {
  it("finds a staff member's changes by their e-mail, in any case", async () => {
    expect(idsOf(await read(`actorEmail=${encodeURIComponent(other.email.toUpperCase())}`))).toEqual(["day-end"]);
    expect(idsOf(await read("actorEmail=admin%40smokepoint.test&action=product.update"))).toEqual(["after-day", "day-start", "before-day"]);
    expect(idsOf(await read("actorEmail=nobody%40example.test"))).toEqual([]);
  });

  it("reads dates as whole days in shop time, both ends included", async () => {
    expect(idsOf(await read("from=2026-11-20&to=2026-11-20"))).toEqual(["day-end", "day-start"]);
    expect(idsOf(await read("from=2026-11-21"))).toEqual(["after-day"]);
    expect(idsOf(await read("to=2026-11-19&action=product.update"))).toEqual(["before-day"]);
    // Instants keep their meaning: from is included, to is not.
    expect(idsOf(await read("from=2026-11-19T23:00:00Z&to=2026-11-20T23:00:00Z"))).toEqual(["day-end", "day-start"]);
    expect((await call("GET", "/api/v1/staff/audit?from=2026-02-30", admin.token)).status).toBe(400);
    expect((await call("GET", "/api/v1/staff/audit?to=yesterday", admin.token)).status).toBe(400);
  });

  it("says whether a next page exists", async () => {
    for (let n = 0; n < 50; n++) await entry(admin.id, "coupon.update", `coupon-${n}`, "2026-11-10T10:00:00Z");
    const first = await read("action=coupon.update");
    expect(first).toMatchObject({ page: 1, pageSize: 50, hasMore: false });
    expect(first.items).toHaveLength(50);
    await entry(admin.id, "coupon.update", "coupon-50", "2026-11-10T10:00:00Z");
    expect(await read("action=coupon.update")).toMatchObject({ hasMore: true });
    const second = await read("action=coupon.update&page=2");
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(idsOf(second)).toEqual(["coupon-0"]);
  });
});
