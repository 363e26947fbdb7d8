// The databases bench/run.ts measures on: the embedded PGlite (a fresh data directory) and, when a PostgreSQL
// server answers (DATABASE_URL, else the local one at 127.0.0.1:5432), a scratch database dropped afterwards.
// Each is migrated and seeded with the demo shop before the server starts.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type Database, openDatabase, prepareDatabase } from "../packages/db/src/index.ts";

export type EngineName = "pglite" | "postgres";

export interface Engine {
  name: EngineName;
  /** What the server's environment gets: DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  /** PostgreSQL's scratch database (for its backends' CPU), none on PGlite. */
  databaseName?: string;
  /** Opens the engine's database (the server must not be running). */
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function pgliteEngine(): Engine {
  const dataDir = mkdtempSync(join(tmpdir(), "shop-bench-"));
  return {
    name: "pglite",
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresEngine(serverUrl: string): Promise<Engine> {
  const name = `shop_bench_${Date.now()}_${process.pid}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "shop-bench-pg-"));
  return {
    name: "postgres",
    databaseName: name,
    // The demo shop on PostgreSQL: demo mode must be forced there (docs/security.md).
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), DEMO_MODE: "true", DEMO_MODE_FORCE: "true" },
    open: () => openDatabase({ databaseUrl: url.toString(), dataDir }),
    dispose: async () => {
      await admin(serverUrl, `drop database if exists ${name} with (force)`).catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The PostgreSQL server to measure on, if one answers. */
export async function postgresServer(): Promise<string | null> {
  const given = process.env.DATABASE_URL;
  if (given) return (await answers(given)) ? given : null;
  return (await answers(LOCAL_POSTGRES)) ? LOCAL_POSTGRES : null;
}

export async function createEngine(name: EngineName, serverUrl: string | null): Promise<Engine> {
  if (name === "pglite") return pgliteEngine();
  if (!serverUrl) throw new Error("no PostgreSQL server answers");
  return postgresEngine(serverUrl);
}

/** Migrates and seeds the demo shop, then lets `prepare` add what the run needs, and closes. */
export async function prepareEngine<T>(engine: Engine, prepare: (database: Database) => Promise<T>): Promise<T> {
  const database = await engine.open();
  try {
    await prepareDatabase(database.pool);
    return await prepare(database);
  } finally {
    await database.close();
  }
}
