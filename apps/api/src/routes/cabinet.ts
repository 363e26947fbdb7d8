import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiDeps, ApiEnv } from "../http/context";

export function cabinetRoutes(_app: OpenAPIHono<ApiEnv>, _deps: ApiDeps): void {}
