import { z } from "zod";

export const BuildInfo = z
  .object({
    buildId: z.string().describe("Changes with every build of the storefront"),
    builtAt: z.string().describe("ISO 8601 instant of the build"),
  })
  .meta({ id: "BuildInfo" });
export type BuildInfo = z.infer<typeof BuildInfo>;

export const HealthStatus = z
  .object({
    status: z.literal("ok"),
    database: z.object({ engine: z.enum(["pglite", "postgres"]), latencyMs: z.number() }),
  })
  .meta({ id: "HealthStatus" });
export type HealthStatus = z.infer<typeof HealthStatus>;

/** With REDIS_URL: whether Redis answers; an outage does not make the process unready (docs/operations.md "Redis down"). */
const RedisState = z
  .enum(["connected", "unavailable"])
  .describe(
    "Only with REDIS_URL set: `unavailable` while Redis does not answer. The process keeps serving meanwhile (rate limits counted in its own memory), so this never makes it not ready.",
  );

export const ReadinessStatus = z
  .object({
    status: z.literal("ready"),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
    redis: RedisState.optional(),
  })
  .meta({ id: "ReadinessStatus" });
export type ReadinessStatus = z.infer<typeof ReadinessStatus>;

export const NotReadyStatus = z
  .object({
    status: z.literal("not-ready"),
    reason: z.enum(["database-unavailable", "migrations-pending"]),
    message: z.string(),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int() }).optional(),
    redis: RedisState.optional(),
  })
  .meta({ id: "NotReadyStatus" });
export type NotReadyStatus = z.infer<typeof NotReadyStatus>;
