import { cp, mkdtemp, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { inject } from "vitest";
import { createPool, type Database, openDatabase, wrap } from "../client";
import { prepareDatabase } from "../migrate";
import { openHostedDatabase } from "./pglite-host";
import { adminQuery, type DbTemplate, databaseUrl, testEngine, uniqueName } from "./template";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: DbTemplate;
  }
}

export { canRunRedisServer, type OwnRedis, startOwnRedis } from "./redis-server";
export { testEngine } from "./template";

export interface TestDatabase extends Database {
  /** A connection string for processes the test starts itself. */
  url: string;
}

/** A fresh, migrated and seeded database of this run's engine; close() removes it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject("dbTemplate");
  if (template.engine === "pglite") {
    // Beside the template, so the run's teardown removes it even when a test file never closes its database.
    const dataDir = await mkdtemp(join(dirname(template.dataDir), "db-"));
    await cp(template.dataDir, dataDir, { recursive: true });
    const hosted = await openHostedDatabase(dataDir);
    const close = async () => {
      await hosted.close();
      await rm(dataDir, { recursive: true, force: true });
    };
    return { ...wrap("pglite", createPool(hosted.url, 1), close), url: hosted.url };
  }
  const name = uniqueName(template.prefix);
  await adminQuery(template.adminUrl, `create database ${name} template ${template.templateName}`);
  const url = databaseUrl(template.adminUrl, name);
  const database = wrap("postgres", createPool(url, 5), () =>
    adminQuery(template.adminUrl, `drop database if exists ${name} with (force)`),
  );
  return { ...database, url };
}

/** An empty PostgreSQL database of this run (postgres engine only); close() drops it. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject("dbTemplate");
  if (template.engine !== "postgres") throw new Error("only for the postgres engine");
  const name = uniqueName(template.prefix);
  await adminQuery(template.adminUrl, `create database ${name}`);
  return {
    url: databaseUrl(template.adminUrl, name),
    drop: () => adminQuery(template.adminUrl, `drop database if exists ${name} with (force)`),
  };
}

export const isPostgresRun = () => testEngine() === "postgres";

/**
 * A DATA_DIR holding a migrated and seeded embedded database, as `npm start` leaves it, whatever this run's
 * engine: a copy of the template on a PGlite run, a freshly seeded store on a PostgreSQL run.
 */
export async function createTestDataDir(dataDir: string): Promise<string> {
  const template = inject("dbTemplate");
  if (template.engine === "pglite") {
    await cp(template.dataDir, join(dataDir, "pglite", "data"), { recursive: true });
    return dataDir;
  }
  const database = await openDatabase({ dataDir });
  try {
    await prepareDatabase(database.pool);
  } finally {
    await database.close();
  }
  return dataDir;
}
