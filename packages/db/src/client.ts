import { join, resolve } from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { lockDataDir } from "./pglite/data-dir-lock";
import { startPgliteServer } from "./pglite/spawn";
import * as schema from "./schema";
import { DatabaseBusyError } from "./unavailable";

export type Db = NodePgDatabase<typeof schema>;
/** A transaction of `Db.transaction` (queries that must run inside the caller's transaction take it). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either: a query that works alone or inside a transaction. */
export type DbOrTx = Db | Tx;
export type DatabaseEngine = "pglite" | "postgres";

export interface Database {
  engine: DatabaseEngine;
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite under dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  /** Called if the embedded database process dies; the caller decides (the server exits). */
  onEngineExit?: () => void;
}

/** Every query of the app goes through node-postgres, to PostgreSQL or to PGlite's socket. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return wrap("postgres", createPool(options.databaseUrl, options.poolMax ?? 10), async () => {});
  }
  const dir = resolve(options.dataDir, "pglite");
  const unlock = lockDataDir(dir);
  try {
    const server = await startPgliteServer({ dataDir: join(dir, "data"), onUnexpectedExit: options.onEngineExit });
    // PGlite is one connection; its socket server serves one client, so the pool holds one.
    return wrap("pglite", createPool(server.url, 1), async () => {
      await server.stop();
      unlock();
    });
  } catch (error) {
    unlock();
    throw error;
  }
}

/** How many requests may wait for a connection, and how long each may wait, before the answer is 503. */
export const QUEUE_LIMITS = { waiting: 1_000, waitMs: 5_000 };

/**
 * A pool whose queue is bounded: a request that finds `QUEUE_LIMITS.waiting` others already waiting is
 * refused at once (DatabaseBusyError), and one that waits longer than `waitMs` gets pg's connect timeout;
 * the API answers both 503 with Retry-After instead of letting a burst pile up.
 */
class BoundedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void;
  override connect(callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    if (this.waitingCount >= QUEUE_LIMITS.waiting && this.idleCount === 0) {
      const error = new DatabaseBusyError(this.waitingCount);
      if (callback) return void queueMicrotask(() => callback(error, undefined, () => {}));
      return Promise.reject(error);
    }
    return callback ? super.connect(callback) : super.connect();
  }
}

export function createPool(connectionString: string, max: number): pg.Pool {
  const pool = new BoundedPool({
    connectionString,
    max,
    connectionTimeoutMillis: QUEUE_LIMITS.waitMs,
    idleTimeoutMillis: max === 1 ? 0 : 30_000,
  });
  // An idle client that loses its server must not crash the process; the next query reports it.
  pool.on("error", () => {});
  return pool;
}

export function wrap(engine: DatabaseEngine, pool: pg.Pool, stopEngine: () => Promise<void>): Database {
  let closed: Promise<void> | undefined;
  return {
    engine,
    pool,
    db: drizzle({ client: pool, schema }),
    close: () => {
      closed ??= pool.end().then(stopEngine);
      return closed;
    },
  };
}
