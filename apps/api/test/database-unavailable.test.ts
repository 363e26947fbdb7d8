// When the database cannot serve (down, or every connection busy and the queue full), the API answers
// 503 with Retry-After in its error shape; the next request, once it can, is served as usual.
import { createPool, QUEUE_LIMITS, wrap } from "@shop/db";
import { createTestDatabase, type TestDatabase } from "@shop/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOn } from "./helpers";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("a database that cannot serve", () => {
  it("is answered 503 with Retry-After when it does not answer", async () => {
    const down = wrap("postgres", createPool("postgres://nobody@127.0.0.1:1/none", 1), async () => {});
    const response = await apiOn(down).api.request("/api/v1/city/public", { headers: { Locale: "pl" } });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
    expect(await response.json()).toMatchObject({ statusCode: 503, code: "DATABASE_UNAVAILABLE" });
    await down.close();
  });

  it("is answered 503 DATABASE_BUSY, not 500, when a request waits too long for a connection", async () => {
    const pool = createPool(database.url, 1);
    const { api } = apiOn(wrap(database.engine, pool, async () => {}));
    const held = await pool.connect();
    // Its one connection is taken: the next request may wait 300 ms for it (not QUEUE_LIMITS' 5 s).
    Object.assign(pool.options, { connectionTimeoutMillis: 300 });
    try {
      const response = await api.request("/api/v1/health", { headers: { Locale: "uk" } });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("2");
      expect(await response.json()).toMatchObject({
        statusCode: 503,
        code: "DATABASE_BUSY",
        message: "Зараз магазин дуже завантажений. Спробуйте ще раз за мить.",
      });
    } finally {
      held.release();
      await pool.end();
    }
  });

  it("is answered 503 at once when the queue of waiting requests is full, and serves again once it drains", async () => {
    const limits = { ...QUEUE_LIMITS };
    // PGlite is one connection (the test database's own pool); on PostgreSQL a pool of one is made for it.
    const own = database.engine === "postgres" ? wrap("postgres", createPool(database.url, 1), async () => {}) : null;
    const pool = (own ?? database).pool;
    const { api } = apiOn(own ?? database);
    const held = await pool.connect();
    Object.assign(QUEUE_LIMITS, { waiting: 2 });
    try {
      const waiting = [api.request("/api/v1/health"), api.request("/api/v1/health")];
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await api.request("/api/v1/health");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("2");
      expect(await refused.json()).toMatchObject({ statusCode: 503, code: "DATABASE_BUSY" });
      held.release();
      for (const response of await Promise.all(waiting)) expect(response.status).toBe(200);
      expect((await api.request("/api/v1/health")).status).toBe(200);
    } finally {
      Object.assign(QUEUE_LIMITS, limits);
      await own?.close();
    }
  });
});
