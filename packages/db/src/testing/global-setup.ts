import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPool } from "../client";
import { prepareDatabase } from "../migrate";
import { startPgliteServer } from "../pglite/spawn";
import { requireCiServices } from "./required-services";
import { adminQuery, databaseUrl, uniqueName } from "./template";

/** Migrates and seeds one template database per run; test files copy it. */
export default async function setup(project: TestProject) {
  requireCiServices();
  const engine = project.config.env?.TEST_DB_ENGINE === "postgres" ? "postgres" : "pglite";
  if (engine === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "shop-test-"));
    const server = await startPgliteServer({ dataDir: "memory://" });
    const pool = createPool(server.url, 1);
    await prepareDatabase(pool);
    // Checkpointed, each copy starts without replaying the migrations' and the seed's WAL.
    await pool.query("checkpoint");
    await pool.end();
    const dumpFile = join(dir, "template.tar");
    await server.dump(dumpFile);
    await server.stop();
    project.provide("dbTemplate", { engine, dumpFile });
    return () => rmSync(dir, { recursive: true, force: true });
  }

  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error("integration:postgres needs DATABASE_URL");
  const prefix = uniqueName("shop_test");
  const templateName = `${prefix}_tpl`;
  await adminQuery(adminUrl, `create database ${templateName}`);
  const pool = createPool(databaseUrl(adminUrl, templateName), 2);
  await prepareDatabase(pool);
  await pool.end();
  project.provide("dbTemplate", { engine, adminUrl, templateName, prefix });
  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${prefix}%`]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.end();
  };
}
