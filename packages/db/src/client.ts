import { join, resolve } from "node:path";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { lockDataDir } from "./pglite/data-dir-lock";
import { type EngineEvents, startSupervisedPglite } from "./pglite/supervise";

import { DatabaseBusyError } from "./unavailable";

export type { EngineEvents };
/**
 * Drizzle without the schema: the code builds its queries on the tables (no relational `db.query.*`), and a schema
 * given to drizzle() would make every transaction build a query builder per table (docs/performance.md, stop 53).
 */
export type Db = NodePgDatabase;
/** A transaction of `Db.transaction` (queries that must run inside the caller's transaction take it). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either: a query that works alone or inside a transaction. */
export type DbOrTx = Db | Tx;
export type DatabaseEngine = "pglite" | "postgres";

export interface Database {
  engine: DatabaseEngine;
  pool: pg.Pool;
  db: Db;
  /**
   * The read replica (DATABASE_REPLICA_URL), for reads that may lag the primary: the API sends only anonymous
   * catalogue reads there. Absent: there is none, and every read goes to `db`.
   */
  replica?: Db;
  close(): Promise<void>;
  /** The embedded database's process, when there is one (a test kills it to see the shop recover). */
  enginePid?: () => number | undefined;
  /** The embedded database's address, for the other processes that share it (npm start's HTTP workers). */
  embedded?: { url(): string; onMoved(listener: (url: string) => void): void; renew(): Promise<void> };
  /** Points the pool at the embedded database's new address (it moved after a restart in another process). */
  moveTo?: (url: string) => void;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite under dataDir is used. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  /** A read replica of databaseUrl's server (only with databaseUrl): its own pool, as large as the primary's. */
  replicaUrl?: string | undefined;
  /** What happens to the embedded database's process (it is restarted when it dies); for the log. */
  engineEvents?: EngineEvents;
  /** The address of an embedded database another process runs (npm start's primary, for its HTTP workers). */
  embeddedUrl?: string | undefined;
}

/** Every query of the app goes through node-postgres, to PostgreSQL or to PGlite's socket. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const poolMax = options.poolMax ?? 10;
    const database = wrap("postgres", createPool(options.databaseUrl, poolMax), async () => {});
    return options.replicaUrl ? withReplica(database, createPool(options.replicaUrl, poolMax)) : database;
  }
  if (options.replicaUrl) throw new Error("A read replica needs a PostgreSQL primary (DATABASE_URL)");
  if (options.embeddedUrl) {
    // One connection per process, as with its own PGlite: the PGlite process serves one statement at a time.
    const pool = createPool(options.embeddedUrl, 1);
    return { ...wrap("pglite", pool, async () => {}), moveTo: (url) => pointPoolAt(pool, url) };
  }
  const dir = resolve(options.dataDir, "pglite");
  const unlock = lockDataDir(dir);
  try {
    const engine = await startSupervisedPglite(join(dir, "data"), options.engineEvents);
    // PGlite is one connection; its socket server serves one client, so the pool holds one.
    const pool = createPool(engine.url(), 1);
    // A restarted process listens on a new port: the pool's next connection goes there.
    engine.onMoved((url) => pointPoolAt(pool, url));
    const database = wrap("pglite", pool, async () => {
      await engine.stop();
      unlock();
    });
    return { ...database, enginePid: engine.pid, embedded: { url: engine.url, onMoved: engine.onMoved, renew: engine.renew } };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** The database with a read replica on its own pool, closed together with it. */
function withReplica(database: Database, replicaPool: pg.Pool): Database {
  let closed: Promise<void> | undefined;
  return {
    ...database,
    replica: drizzle({ client: replicaPool }),
    close: () => {
      closed ??= Promise.all([database.close(), replicaPool.end()]).then(() => {});
      return closed;
    },
  };
}

function pointPoolAt(pool: pg.Pool, url: string) {
  Object.assign((pool as unknown as { options: pg.PoolConfig }).options, { connectionString: url });
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
    return callback ? super.connect(callback) : super.connect().then(releasedOnFailure);
  }
}

/**
 * A checked-out client whose connection breaks goes back to the pool (to be dropped) at once, and releasing
 * it twice is harmless: a transaction whose BEGIN meets the break never releases its client (drizzle-orm's
 * `transaction` sends BEGIN before its try/finally), which would shrink the pool until nothing is served.
 */
function releasedOnFailure(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onError = (error: Error) => client.release(error);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener("error", onError);
    release.call(client, error);
  };
  client.on("error", onError);
  return client;
}

export function createPool(connectionString: string, max: number): pg.Pool {
  const pool = new BoundedPool({
    connectionString,
    max,
    connectionTimeoutMillis: QUEUE_LIMITS.waitMs,
    idleTimeoutMillis: max === 1 ? 0 : 30_000,
  });
  // A client that loses its server (a restart, a failover, pg_terminate_backend) must not crash the process:
  // idle ones report to the pool, checked-out ones (in a request, in a transaction) to their own listener;
  // the query in flight fails with the error, the API answers 503, and the pool drops the broken client.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  return pool;
}

export function wrap(engine: DatabaseEngine, pool: pg.Pool, stopEngine: () => Promise<void>): Database {
  let closed: Promise<void> | undefined;
  return {
    engine,
    pool,
    db: drizzle({ client: pool }),
    close: () => {
      closed ??= pool.end().then(stopEngine);
      return closed;
    },
  };
}
