import type { HealthStatus } from "@shop/contracts";
import { type Database, databaseFaultOf, pingDatabase } from "@shop/db";
import { AppError } from "../../core/app-error";

/** Healthy means the database answered a round trip just now. */
export async function checkHealth(database: Database): Promise<HealthStatus> {
  try {
    const latencyMs = await pingDatabase(database.pool);
    return { status: "ok", database: { engine: database.engine, latencyMs } };
  } catch (error) {
    // Busy is not down: the error answers for itself (DATABASE_BUSY).
    if (databaseFaultOf(error) === "busy") throw error;
    throw new AppError("DATABASE_UNAVAILABLE", { cause: error, retryAfterSeconds: 2 });
  }
}
