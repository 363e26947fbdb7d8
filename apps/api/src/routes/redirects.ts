import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, RedirectLookupQuery, RedirectTarget } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { lookupRedirect } from "../use-cases/content/lookup-redirect";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const lookup = createRoute({
  method: "get",
  path: "/api/v1/redirects/lookup",
  tags: ["Redirects"],
  summary: "The server redirect of a storefront path",
  description:
    "The storefront asks this for every page after its locale, auth and city guards. `path` may carry a locale prefix " +
    "(`/en/warszawa/promo`), a trailing slash, a query string or a fragment; `target` keeps the prefix.",
  request: { query: RedirectLookupQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(RedirectTarget, "Send the browser to `target` with `status`"),
    400: jsonContent(ApiErrorBody, "`path` is missing, too long or does not start with /"),
    404: jsonContent(ApiErrorBody, "The path has no redirect"),
    ...errorResponses,
  },
});

export function redirectRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps) {
  app.openapi(lookup, async (c) => c.json(await lookupRedirect(deps.database.db, c.req.valid("query").path), 200));
}
