// Back office redirects (apps/api/src/routes/staff-redirects.ts): admins only; what they write the storefront's
// lookup answers at once; sources are unique; chains and loops are refused; every change is audited and drops
// the storefront's caches.
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Api, caller, createUser, demoSession, jsonOf, type TestUser } from "./cabinet-fixture";
import { apiOn } from "./helpers";

let database: TestDatabase;
let api: Api;
let call: ReturnType<typeof caller>;
let admin: { id: number; token: string };
let manager: TestUser;
let customer: TestUser;
let changes = 0;

const REDIRECTS = "/api/v1/staff/redirects";
const create = (body: unknown, headers: Record<string, string> = {}) => call("POST", REDIRECTS, admin.token, body, headers);
const lookup = (path: string) => call("GET", `/api/v1/redirects/lookup?path=${encodeURIComponent(path)}`);
const count = async () => Number((await database.pool.query("select count(*) as n from redirects")).rows[0].n);
const auditOf = async (id: number) =>
  (
    await database.pool.query(
      "select action, before, after, actor_user_id from audit_log where entity_type = 'redirect' and entity_id = $1 order by id",
      [String(id)],
    )
  ).rows;

beforeAll(async () => {
  database = await createTestDatabase();
  api = apiOn(database, { contentChanged: () => changes++ }).api;
  call = caller(api);
  admin = await demoSession(database, "admin");
  manager = await createUser(database, "redirect-manager", { role: "staff", staffRole: "city-manager" });
  customer = await createUser(database, "redirect-customer");
});
afterAll(() => database?.close());

describe("who may use the redirect API", () => {
  it("answers customers and city managers 404 on every redirect call, and changes nothing", async () => {
    const before = await count();
    const body = { fromPath: "/x-nope", toPath: "/y-nope", status: 301 };
    for (const token of [customer.token, manager.token, null]) {
      for (const [method, path] of [
        ["GET", REDIRECTS],
        ["GET", `${REDIRECTS}/1`],
        ["POST", REDIRECTS],
        ["PUT", `${REDIRECTS}/1`],
        ["DELETE", `${REDIRECTS}/1`],
      ] as const) {
        expect(
          (await call(method, path, token, method === "GET" || method === "DELETE" ? undefined : body)).status,
          `${method} ${path}`,
        ).toBe(404);
      }
    }
    expect(await count()).toBe(before);
  });
});

describe("writing redirects", () => {
  it("stores paths without the locale prefix and the lookup answers at once in every language; changes and deletions too", async () => {
    expect((await lookup("/en/gdansk/old-sale")).status).toBe(404);
    const changesBefore = changes;
    const response = await create({ fromPath: "/pl/gdansk/old-sale/", toPath: "/pl/gdansk/products?sort=price", status: 302 });
    expect(response.status).toBe(201);
    const created = await jsonOf(response);
    expect(created).toMatchObject({ fromPath: "/gdansk/old-sale", toPath: "/gdansk/products?sort=price", status: 302 });
    expect(changes).toBe(changesBefore + 1);
    expect(await jsonOf(await lookup("/uk/gdansk/old-sale"))).toEqual({ target: "/uk/gdansk/products?sort=price", status: 302 });

    const moved = await call("PUT", `${REDIRECTS}/${created.id}`, admin.token, {
      fromPath: "/gdansk/old-sale",
      toPath: "/gdansk",
      status: 301,
    });
    expect(moved.status).toBe(200);
    expect(await jsonOf(await lookup("/en/gdansk/old-sale"))).toEqual({ target: "/en/gdansk", status: 301 });

    const listed = await jsonOf(await call("GET", `${REDIRECTS}?q=old-sale`, admin.token));
    expect(listed).toMatchObject({ total: 1, items: [{ id: created.id, fromPath: "/gdansk/old-sale", toPath: "/gdansk", status: 301 }] });

    expect((await call("DELETE", `${REDIRECTS}/${created.id}`, admin.token)).status).toBe(204);
    expect((await lookup("/en/gdansk/old-sale")).status).toBe(404);
    expect(changes).toBe(changesBefore + 3);
    expect((await call("DELETE", `${REDIRECTS}/${created.id}`, admin.token)).status).toBe(404);

    expect(await auditOf(created.id)).toEqual([
      {
        action: "redirect.create",
        before: null,
        after: { fromPath: "/gdansk/old-sale", toPath: "/gdansk/products?sort=price", status: 302 },
        actor_user_id: admin.id,
      },
      {
        action: "redirect.update",
        before: { fromPath: "/gdansk/old-sale", toPath: "/gdansk/products?sort=price", status: 302 },
        after: { fromPath: "/gdansk/old-sale", toPath: "/gdansk", status: 301 },
        actor_user_id: admin.id,
      },
      {
        action: "redirect.delete",
        before: { fromPath: "/gdansk/old-sale", toPath: "/gdansk", status: 301 },
        after: null,
        actor_user_id: admin.id,
      },
    ]);
  });

  it("refuses a source already redirected (409), in any of its spellings, and stores nothing", async () => {
    expect((await create({ fromPath: "/wroclaw/dup", toPath: "/wroclaw", status: 301 })).status).toBe(201);
    const before = await count();
    for (const fromPath of ["/wroclaw/dup", "/en/wroclaw/dup/", "/ru/wroclaw/dup"]) {
      const response = await create({ fromPath, toPath: "/krakow", status: 302 }, { Locale: "ru" });
      expect(response.status).toBe(409);
      expect(await jsonOf(response)).toMatchObject({ code: "CONFLICT", message: "Переадресация с /wroclaw/dup уже существует." });
    }
    expect(await count()).toBe(before);
  });

  it("refuses chains and loops with a message saying why (400), and stores nothing", async () => {
    const first = await jsonOf(await create({ fromPath: "/chain/a", toPath: "/chain/b", status: 301 }));
    const before = await count();
    // A → B exists: B → A would loop; C → A would chain; B → C would make A → B → C.
    const loop = await create({ fromPath: "/chain/b", toPath: "/en/chain/a", status: 301 });
    expect(loop.status).toBe(400);
    expect(await jsonOf(loop)).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "/chain/a already redirects to /chain/b: this redirect would make a loop.",
      issues: [{ path: "toPath" }],
    });
    const intoSource = await create({ fromPath: "/chain/c", toPath: "/chain/a?utm=1", status: 302 });
    expect(intoSource.status).toBe(400);
    expect((await jsonOf(intoSource)).message).toContain("point this redirect at /chain/b directly");
    const fromTarget = await create({ fromPath: "/chain/b", toPath: "/chain/c", status: 302 });
    expect(fromTarget.status).toBe(400);
    expect((await jsonOf(fromTarget)).issues).toEqual([{ path: "fromPath", message: expect.stringContaining("would make a chain") }]);
    // Changing A itself to point elsewhere is fine; pointing it at itself is not.
    const self = await call("PUT", `${REDIRECTS}/${first.id}`, admin.token, { fromPath: "/chain/a", toPath: "/chain/a/", status: 301 });
    expect(self.status).toBe(400);
    expect(await count()).toBe(before);
    expect(
      (await call("PUT", `${REDIRECTS}/${first.id}`, admin.token, { fromPath: "/chain/a", toPath: "/chain/d", status: 301 })).status,
    ).toBe(200);
  });

  it("refuses paths of another site or with a query in the source, in the caller's language", async () => {
    const before = await count();
    const response = await create({ fromPath: "/promo?x=1", toPath: "https://evil.example/", status: 301 }, { Locale: "pl" });
    expect(response.status).toBe(400);
    const body = await jsonOf(response);
    expect(body.issues.map((issue: { path: string }) => issue.path)).toEqual(["fromPath", "toPath"]);
    expect(body.issues[1].message).toContain("Podaj ścieżkę tego sklepu");
    for (const toPath of ["//evil.example", "/a b", "/\\evil"])
      expect((await create({ fromPath: "/fine", toPath, status: 301 })).status, toPath).toBe(400);
    expect((await create({ fromPath: "/fine", toPath: "/ok", status: 307 })).status).toBe(400);
    expect(await count()).toBe(before);
  });
});
