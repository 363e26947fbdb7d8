// Back office: redirects (issue 7). Placeholder of the scaffolding, replaced by the section's routes.
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiDeps, ApiEnv } from "../http/context";

export function staffRedirectsRoutes(_app: OpenAPIHono<ApiEnv>, _deps: ApiDeps): void {}
