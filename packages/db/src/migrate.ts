import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));
/** Any constant key works; every process of the shop must use the same one. */
const MIGRATION_LOCK_KEY = 7_272_740_001;

export interface PrepareResult {
  appliedMigrations: number;
  seeded: boolean;
  /** What the demo seed wrote, when it ran: rows per kind (cities, stores, products, offers, accounts, articles). */
  seedCounts?: Record<string, number>;
}

/** The demo shop's size, for the start's "seeded" line. */
async function countSeeded(client: pg.PoolClient): Promise<Record<string, number>> {
  const { rows } = await client.query<Record<string, number>>(
    `select (select count(*)::int from cities) as cities, (select count(*)::int from stores) as stores,
       (select count(*)::int from products) as products, (select count(*)::int from offers) as offers,
       (select count(*)::int from users) as accounts, (select count(*)::int from articles) as articles`,
  );
  return rows[0] ?? {};
}

/**
 * Migrates and, on an empty database, seeds the demo shop, holding a PostgreSQL advisory lock so
 * that processes starting together do this exactly once.
 */
export async function prepareDatabase(pool: pg.Pool, options: { seed?: boolean } = {}): Promise<PrepareResult> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const before = await countAppliedMigrations(client);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    const appliedMigrations = (await countAppliedMigrations(client)) - before;
    // The demo seed (a megabyte of data) is loaded only for an empty database: a process keeps what it loads.
    const seeded = options.seed === false ? false : await (await import("./seed/seed")).seedIfEmpty(drizzle({ client }));
    return { appliedMigrations, seeded, ...(seeded ? { seedCounts: await countSeeded(client) } : {}) };
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

async function countAppliedMigrations(client: pg.PoolClient): Promise<number> {
  const { rows } = await client.query<{ n: string | null }>(
    "select case when to_regclass('drizzle.__drizzle_migrations') is null then null else 0 end as n",
  );
  if (rows[0]?.n === null) return 0;
  const result = await client.query<{ n: string }>("select count(*) as n from drizzle.__drizzle_migrations");
  return Number(result.rows[0]?.n ?? 0);
}

/** Migrations in the folder's journal, and how many of them the database has applied (readiness). */
export interface MigrationStatus {
  expected: number;
  applied: number;
}

/** Compares drizzle's table of applied migrations with the migrations folder's journal. */
export async function migrationStatus(pool: pg.Pool, folder = MIGRATIONS_FOLDER): Promise<MigrationStatus> {
  const journal = JSON.parse(readFileSync(join(folder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] };
  const client = await pool.connect();
  try {
    return { expected: journal.entries.length, applied: await countAppliedMigrations(client) };
  } finally {
    client.release();
  }
}

/** Drops everything the shop stored (used by `npm run db:reset` and tests). */
export async function dropAll(pool: pg.Pool): Promise<void> {
  await pool.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public;");
}
