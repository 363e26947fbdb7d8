// The database's part of a start, shared by the primary (docs/adr/0020) and a single-process server: the stage
// lines a newcomer waits on, the embedded database's restarts in the log, and the migrations and demo seed.
// Kept apart from boot.ts so that the primary's bundle holds none of the API (docs/adr/0032).
import type { Database, EngineEvents, PrepareResult } from "@shop/db";
import { prepareDatabase } from "@shop/db";
import type { Logger } from "pino";
import type { Config } from "./config";

/** The start's first database line (the stage a newcomer waits on). */
export function announceDatabase(config: Config, logger: Logger) {
  logger.info(
    config.DATABASE_URL
      ? "database: connecting to PostgreSQL, then applying migrations (and seeding the demo shop into an empty one)"
      : `database: starting the embedded PostgreSQL (PGlite, in ${config.DATA_DIR}), then applying migrations (and seeding the demo shop into an empty one)`,
  );
}

/** What the log says when the embedded database's process stops and comes back. */
export function engineEventsOf(logger: Logger): EngineEvents {
  return {
    exited: (code, signal) =>
      logger.error({ code, signal }, "the embedded database process stopped; starting a new one (requests answer 503 meanwhile)"),
    restarted: (attempt) => logger.warn({ attempt }, "the embedded database serves again"),
    restartFailed: (error, attempt) => logger.error({ err: error, attempt }, "the embedded database did not restart; trying again"),
  };
}

/**
 * Migrates and, on an empty database, seeds it; logs what was done. After the demo seed the embedded database's
 * process is started again once: its WebAssembly memory only grows, and the seed left it some 80 MB larger than a
 * start on seeded data (docs/adr/0032).
 */
export async function prepareAndReport(database: Database, logger: Logger) {
  const prepared = await prepareDatabase(database.pool);
  logger.info({ engine: database.engine, ...prepared }, databaseReadyLine(prepared));
  if (prepared.seeded && database.embedded) {
    await database.embedded.renew();
    logger.info("database: the embedded database started again after the seed (a process keeps the memory the seed grew it to)");
  }
}

/** The start's database line: the migrations applied and, on a first start, what the demo seed wrote. */
function databaseReadyLine(prepared: PrepareResult): string {
  const migrations = `${prepared.appliedMigrations} migration${prepared.appliedMigrations === 1 ? "" : "s"} applied`;
  if (!prepared.seedCounts) return `database ready: ${migrations}`;
  const counts = Object.entries(prepared.seedCounts).map(([what, n]) => `${n.toLocaleString("en")} ${what}`);
  return `database ready: ${migrations}, demo shop seeded (${counts.join(", ")})`;
}
