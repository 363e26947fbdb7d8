import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, CityStores, CityStoresParams, InfoPage, InfoPageParams } from "@shop/contracts";
import type { ApiDeps } from "../core/deps";
import { catalogueDbOf } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { listCityStores } from "../use-cases/catalogue/list-city-stores";
import { getInfoPage } from "../use-cases/content/get-info-page";
import { errorResponses, jsonContent, localeHeader } from "./responses";

/** The same for every caller of a language; staff edits show within a minute. */
const PUBLIC_BRIEFLY = { "Cache-Control": "public, max-age=60", Vary: "Locale" };

const infoPage = createRoute({
  method: "get",
  path: "/api/v1/info/{slug}",
  tags: ["Content"],
  summary: "An info page: the privacy policy or the terms and conditions",
  description:
    "The text in the Locale header's language, or in English when that language has none (`locale` says which). " +
    'The body is plain text: paragraphs separated by a blank line, "## " heading lines, "- " list item lines.',
  request: { params: InfoPageParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(InfoPage, "The page"),
    404: jsonContent(ApiErrorBody, "No info page has this slug, or it has no text"),
    ...errorResponses,
  },
});

const cityStores = createRoute({
  method: "get",
  path: "/api/v1/city/{slug}/stores",
  tags: ["Cities"],
  summary: "The stores of a city (its contacts page)",
  description:
    "The active stores of an active city in the shop's order: address, phone, weekly opening hours in shop time " +
    "(Europe/Warsaw; a day not listed is closed) and the location.",
  request: { params: CityStoresParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(CityStores, "The stores"),
    400: jsonContent(ApiErrorBody, "`slug` is not a slug"),
    404: jsonContent(ApiErrorBody, "The city is unknown or switched off"),
    ...errorResponses,
  },
});

export function contentRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps) {
  const db = () => deps.database.db;
  app.openapi(infoPage, async (c) => c.json(await getInfoPage(db(), c.req.valid("param").slug, c.var.locale), 200, PUBLIC_BRIEFLY));
  // A city's stores are catalogue reads: an anonymous caller's go to the replica, when there is one.
  app.openapi(cityStores, async (c) =>
    c.json(await listCityStores(catalogueDbOf(c, deps), c.req.valid("param").slug), 200, PUBLIC_BRIEFLY),
  );
}
