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
