import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import { seedIfEmpty } from "./seed/seed";

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../migrations", import.meta.url));
/** Any constant key works; every process of the shop must use the same one. */
const MIGRATION_LOCK_KEY = 7_272_740_001;

export interface PrepareResult {
  appliedMigrations: number;
  seeded: boolean;
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
    const seeded = options.seed === false ? false : await seedIfEmpty(drizzle({ client }));
    return { appliedMigrations, seeded };
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

/** Drops everything the shop stored (used by `npm run db:reset` and tests). */
export async function dropAll(pool: pg.Pool): Promise<void> {
  await pool.query("drop schema if exists drizzle cascade; drop schema public cascade; create schema public;");
}
