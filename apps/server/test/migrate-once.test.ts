import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { MIGRATIONS_FOLDER } from "@shop/db";
import { createEmptyPostgresDatabase, isPostgresRun } from "@shop/db/testing";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { childEnv, REPO } from "./server-process";

const run = (env: NodeJS.ProcessEnv) =>
  new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "packages/db/src/cli/migrate.ts"], { cwd: REPO, env });
    let out = "";
    child.stdout.on("data", (c) => {
      out += c;
    });
    child.stderr.on("data", (c) => {
      out += c;
    });
    child.on("exit", (code) => resolve({ code, out }));
  });

// Several app processes share one PostgreSQL server; PGlite is one process by design (see the server test).
describe.runIf(isPostgresRun())("two processes starting together on one PostgreSQL", () => {
  it("apply the migrations and seed the demo shop exactly once", async () => {
    const database = await createEmptyPostgresDatabase();
    try {
      const env = childEnv({ DATABASE_URL: database.url });
      const results = await Promise.all([run(env), run(env)]);
      expect(results.map((r) => r.code)).toEqual([0, 0]);
      const migrations = readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith(".sql")).length;
      const outputs = results.map((r) => r.out).sort();
      expect(outputs.filter((o) => o.includes(`applied ${migrations} migrations, seeded the demo shop`))).toHaveLength(1);
      expect(outputs.filter((o) => o.includes("applied 0 migrations, no seed needed"))).toHaveLength(1);

      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      const applied = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
      const cities = await client.query("select count(*)::int as n from cities");
      await client.end();
      expect(applied.rows[0].n).toBe(migrations);
      expect(cities.rows[0].n).toBe(4);
    } finally {
      await database.drop();
    }
  });
});
