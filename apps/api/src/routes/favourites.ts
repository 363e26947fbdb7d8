// A signed-in customer's favourites (issue 38; docs/accounts.md "Favourites"): under /api/v1/cabinet, behind the
// cabinet's signed-in guard (401 first, private answers). Each call acts on the caller's own list.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  ApiErrorBody,
  FavouriteAlertsRequest,
  FavouriteIds,
  FavouriteItem,
  FavouriteList,
  FavouritesQuery,
  FavouriteUnsubscribe,
  MergeFavouritesRequest,
} from "@shop/contracts";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { pricingCustomerOf, requireUser } from "../http/auth";
import type { ApiEnv } from "../http/context";
import {
  addFavourite,
  deleteFavourite,
  listFavouritesIn,
  mergeFavourites,
  switchFavouriteAlerts,
  unsubscribeFavouriteAlerts,
} from "../use-cases/catalogue/favourites";
import { BEARER, CABINET_TAG as TAG, unauthorized } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const ProductIdParams = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647).describe("The product's id").meta({ example: 12 }),
});
const invalid = jsonContent(ApiErrorBody, "A value is missing or invalid (`issues` says which)");
const body = <T>(schema: T, description: string) => ({ body: { required: true, ...jsonContent(schema, description) } });
const ids = jsonContent(FavouriteIds, "The customer's favourite product ids, newest first");
const PATH = "/api/v1/cabinet/favourites";

const list = createRoute({
  method: "get",
  path: PATH,
  tags: [TAG],
  summary: "The customer's favourites as a city sells them",
  description:
    "Newest first. `card` is the product as the city sells it (priced for the caller, with its stock), or null when the city " +
    "does not sell it; `cities` are the active cities that do. `alerts` names the city whose return to stock or lower price is e-mailed.",
  security: BEARER,
  request: { query: FavouritesQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(FavouriteList, "The favourites"),
    400: invalid,
    401: unauthorized,
    404: jsonContent(ApiErrorBody, "The city is unknown"),
    ...errorResponses,
  },
});

const add = createRoute({
  method: "put",
  path: `${PATH}/{productId}`,
  tags: [TAG],
  summary: "Add a favourite",
  description: "Adding one already kept changes nothing. At most 500 favourites (409 FAVOURITES_FULL).",
  security: BEARER,
  request: { params: ProductIdParams },
  parameters: [localeHeader],
  responses: {
    200: ids,
    400: invalid,
    401: unauthorized,
    404: jsonContent(ApiErrorBody, "No such product"),
    409: jsonContent(ApiErrorBody, "FAVOURITES_FULL"),
    ...errorResponses,
  },
});

const remove = createRoute({
  method: "delete",
  path: `${PATH}/{productId}`,
  tags: [TAG],
  summary: "Remove a favourite",
  description: "Removing one that is not kept changes nothing.",
  security: BEARER,
  request: { params: ProductIdParams },
  parameters: [localeHeader],
  responses: { 200: ids, 400: invalid, 401: unauthorized, ...errorResponses },
});

const merge = createRoute({
  method: "post",
  path: `${PATH}/merge`,
  tags: [TAG],
  summary: "Merge the browser's favourites after sign-in",
  description:
    "The visitor's favourites join the account's: ids already kept change nothing (merging twice is the same as once), " +
    "unknown ids are skipped, and what would pass the limit of 500 is dropped.",
  security: BEARER,
  request: body(MergeFavouritesRequest, "The browser's list"),
  parameters: [localeHeader],
  responses: { 200: ids, 400: invalid, 401: unauthorized, ...errorResponses },
});

const alerts = createRoute({
  method: "put",
  path: `${PATH}/{productId}/alerts`,
  tags: [TAG],
  summary: "Switch a favourite's e-mails on or off",
  description:
    "On: one e-mail (in the account's language) each time the product is back in stock in the city after being out, or its " +
    "price there falls below the one last told (or seen when switching on). Each e-mail has an unsubscribe link.",
  security: BEARER,
  request: { params: ProductIdParams, ...body(FavouriteAlertsRequest, "The city and the switch") },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(FavouriteItem, "The favourite as the city sells it"),
    400: invalid,
    401: unauthorized,
    404: jsonContent(ApiErrorBody, "The city is unknown, or the product is not a favourite"),
    ...errorResponses,
  },
});

const unsubscribe = createRoute({
  method: "post",
  path: "/api/v1/favourites/unsubscribe",
  tags: [TAG],
  summary: "Stop a favourite's e-mails (the link in each of them)",
  description:
    "No sign-in: the token of the e-mail's link is the proof. The favourite stays; its alerts are switched off. A token " +
    "works until the next alert e-mail of the favourite, which carries its own.",
  request: { body: { required: true, ...jsonContent(FavouriteUnsubscribe, "The link's token") } },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(z.object({ ok: z.literal(true) }), "Stopped"),
    400: jsonContent(ApiErrorBody, "TOKEN_INVALID: unknown token (already stopped, or replaced by a newer e-mail's)"),
    ...errorResponses,
  },
});

export function favouriteRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  const caller = (c: Parameters<typeof requireUser>[0]) => ({ userId: requireUser(c).id });
  app.openapi(list, async (c) => {
    const request = { city: c.req.valid("query").city, locale: c.var.locale, customer: pricingCustomerOf(c) };
    return c.json(await listFavouritesIn(db(), caller(c), request), 200);
  });
  app.openapi(add, async (c) => c.json(await addFavourite(db(), caller(c), c.req.valid("param").productId), 200));
  app.openapi(remove, async (c) => c.json(await deleteFavourite(db(), caller(c), c.req.valid("param").productId), 200));
  app.openapi(merge, async (c) => c.json(await mergeFavourites(db(), caller(c), c.req.valid("json").productIds), 200));
  app.openapi(alerts, async (c) => {
    const { city, on } = c.req.valid("json");
    const request = { productId: c.req.valid("param").productId, city, on, locale: c.var.locale, customer: pricingCustomerOf(c) };
    return c.json(await switchFavouriteAlerts(db(), caller(c), request), 200);
  });
  app.openapi(unsubscribe, async (c) => {
    await unsubscribeFavouriteAlerts(db(), c.req.valid("json").token);
    return c.json({ ok: true as const }, 200, { "Cache-Control": "private, no-store" });
  });
}
