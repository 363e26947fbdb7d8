import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { PublicCityList } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { catalogueDbOf } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { listPublicCities } from "../use-cases/catalogue/list-public-cities";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const listCities = createRoute({
  method: "get",
  path: "/api/v1/city/public",
  tags: ["Cities"],
  summary: "The public list of cities",
  description: "Active cities in the shop's order. `name` follows the Locale header; `names` holds every language.",
  parameters: [localeHeader],
  responses: { 200: jsonContent(PublicCityList, "The cities"), ...errorResponses },
});

export function cityRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps) {
  // Catalogue read (an anonymous caller's may go to the replica), but the cities are a content cache: loaded from the primary.
  app.openapi(listCities, async (c) => c.json(await listPublicCities(catalogueDbOf(c, deps), c.var.locale), 200));
}
