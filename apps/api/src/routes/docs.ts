import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../http/context";
import { OPENAPI_INFO } from "../openapi-info";
import { renderDocsPage } from "./docs-page";

export function docsRoutes(app: OpenAPIHono<ApiEnv>) {
  let html: string | undefined;
  app.get("/api/docs", (c) => {
    html ??= renderDocsPage(app.getOpenAPI31Document({ openapi: "3.1.0", info: OPENAPI_INFO }) as unknown as Record<string, unknown>);
    return c.html(html);
  });
}
