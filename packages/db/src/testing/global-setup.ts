import { existsSync, mkdtempSync, rmSync } from "node:fs";
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
    // A data directory in shared memory (tmpfs) that each test file copies (~0.1 s) and opens: 1.5 s less CPU per
    // database than loading a tarball into a database in memory; the suite 10 % less CPU (550 -> 495 s).
    const dir = mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "shop-test-"));
    const dataDir = join(dir, "template");
    const server = await startPgliteServer({ dataDir, throwaway: true });
    const pool = createPool(server.url, 1);
    await prepareDatabase(pool);
    // Old WAL segments are removed rather than kept for reuse (16 MB less to copy), and the checkpoint lets each
    // copy start without replaying the migrations' and the seed's WAL.
    await pool.query("set wal_recycle = off");
    await pool.query("alter system set shared_buffers = '16MB'");
    await pool.query("checkpoint");
    await pool.end();
    await server.stop();
    project.provide("dbTemplate", { engine, dataDir });
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
