import type { NotReadyStatus, ReadinessStatus } from "@shop/contracts";
import { type Database, migrationStatus } from "@shop/db";

/**
 * Ready means the database answers and has applied every migration of this build's migrations folder
 * (liveness, GET /api/v1/health, only asks for a round trip). Redis (`redisConnected`, with REDIS_URL) is reported
 * but never makes the process unready: without it the shop keeps serving (docs/operations.md "Redis down").
 */
export async function checkReadiness(
  database: Database,
  redisConnected?: () => boolean | undefined,
  timeoutMs = 2_000,
): Promise<ReadinessStatus | NotReadyStatus> {
  const connected = redisConnected?.();
  const redis = connected === undefined ? {} : { redis: connected ? ("connected" as const) : ("unavailable" as const) };
  const readiness = await databaseReadiness(database, timeoutMs);
  return { ...readiness, ...redis };
}

async function databaseReadiness(database: Database, timeoutMs: number): Promise<ReadinessStatus | NotReadyStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  let migrations: { applied: number; expected: number };
  try {
    migrations = await Promise.race([migrationStatus(database.pool), timeout]);
  } catch (error) {
    return { status: "not-ready", reason: "database-unavailable", message: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
  if (migrations.applied < migrations.expected)
    return {
      status: "not-ready",
      reason: "migrations-pending",
      message: `${migrations.expected - migrations.applied} of ${migrations.expected} migrations are not applied`,
      migrations,
    };
  return { status: "ready", migrations };
}
