import type { OpenAPIHono } from "@hono/zod-openapi";
import type { ApiEnv } from "../http/context";
import { renderDocsPage } from "./docs-page";

export function docsRoutes(app: OpenAPIHono<ApiEnv>, document: () => unknown) {
  let html: string | undefined;
  app.get("/api/docs", (c) => {
    html ??= renderDocsPage(document() as Record<string, unknown>);
    return c.html(html);
  });
}
