import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiDeps, ApiEnv } from "../http/context";

// Placeholder (issue 6): the routes of this file are being written.
export function placeOrderRoutes(_app: OpenAPIHono<ApiEnv>, _deps: ApiDeps): void {}
