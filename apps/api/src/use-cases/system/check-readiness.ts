import type { NotReadyStatus, ReadinessStatus } from "@shop/contracts";
import { type Database, migrationStatus } from "@shop/db";

/**
 * Ready means the database answers and has applied every migration of this build's migrations folder
 * (liveness, GET /api/v1/health, only asks for a round trip).
 */
export async function checkReadiness(database: Database, timeoutMs = 2_000): Promise<ReadinessStatus | NotReadyStatus> {
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
