import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../src/testing";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe("the connection pool after a failed query", () => {
  it("answers the next query (a constraint error does not break the following request)", async () => {
    for (let round = 0; round < 3; round++) {
      await expect(
        database.pool.query("insert into cities (id, slug, name_en, name_uk, name_pl, name_ru) values (1, 'warszawa', 'a', 'b', 'c', 'd')"),
      ).rejects.toThrow();
      const { rows } = await database.pool.query("select count(*)::int as n from cities");
      expect(rows[0].n).toBe(4);
    }
  });

  it("rolls back a transaction whose connection was dropped", async () => {
    const client = await database.pool.connect();
    await client.query("begin");
    await client.query("update cities set name_en = 'Changed' where id = 1");
    client.release(new Error("drop this connection"));
    const { rows } = await database.pool.query("select name_en from cities where id = 1");
    expect(rows[0].name_en).toBe("Warsaw");
  });
});
