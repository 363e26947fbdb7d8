import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, BuildInfo, HealthStatus, NotReadyStatus, ReadinessStatus } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { checkHealth } from "../use-cases/system/check-health";
import { checkReadiness } from "../use-cases/system/check-readiness";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const health = createRoute({
  method: "get",
  path: "/api/v1/health",
  tags: ["System"],
  summary: "Health with a database round trip",
  parameters: [localeHeader],
  responses: {
    200: jsonContent(HealthStatus, "The server and its database answer"),
    503: jsonContent(ApiErrorBody, "The database does not answer"),
    ...errorResponses,
  },
});

const ready = createRoute({
  method: "get",
  path: "/api/v1/health/ready",
  tags: ["System"],
  summary: "Readiness: the database answers and every migration is applied",
  description:
    "For a load balancer or an orchestrator: 503 with a reason (`database-unavailable`, `migrations-pending`) until this process can serve. `/api/v1/health` is liveness. With REDIS_URL set, `redis` says whether Redis answers; a Redis outage alone keeps the answer 200 (the process serves on, counting rate limits in its own memory).",
  responses: {
    200: jsonContent(ReadinessStatus, "Ready to serve"),
    503: jsonContent(NotReadyStatus, "Not ready, and why"),
    ...errorResponses,
  },
});

const build = createRoute({
  method: "get",
  path: "/api/v1/build",
  tags: ["System"],
  summary: "The latest build",
  description: "Clients compare `buildId` with the one they were loaded with to notice a new release.",
  responses: { 200: jsonContent(BuildInfo, "The build this server runs"), ...errorResponses },
});

export function systemRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps) {
  app.openapi(health, async (c) => c.json(await checkHealth(deps.database), 200, { "Cache-Control": "no-store" }));
  app.openapi(ready, async (c) => {
    const readiness = await checkReadiness(deps.database, deps.redisConnected);
    const noStore = { "Cache-Control": "no-store" };
    return readiness.status === "ready" ? c.json(readiness, 200, noStore) : c.json(readiness, 503, noStore);
  });
  app.openapi(build, (c) => c.json(deps.build(), 200, { "Cache-Control": "no-cache" }));
}
