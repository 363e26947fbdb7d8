// Short lists of a city's catalogue (home page blocks, type-ahead) and the sitemap of every city.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, ProductCardList, SitemapEntries, Suggestions } from "@shop/contracts";
import type { Context } from "hono";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { listBestSellers } from "../use-cases/catalogue/list-best-sellers";
import { listBundles } from "../use-cases/catalogue/list-bundles";
import { listSitemapEntries } from "../use-cases/catalogue/list-sitemap-entries";
import { suggestProducts } from "../use-cases/catalogue/suggest-products";
import { CityParams, catalogueDbOf, LIST_LIMIT_DEFAULT, LimitQuery, pricingCustomerOf, SuggestionsQuery } from "./catalogue-params";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const TAG = "Catalogue";
const cityErrors = {
  400: jsonContent(ApiErrorBody, "A parameter is malformed or out of range (`issues` says which)"),
  404: jsonContent(ApiErrorBody, "The city is unknown"),
  ...errorResponses,
};

const bestSellers = createRoute({
  method: "get",
  path: "/api/v1/catalogue/{city}/best-sellers",
  tags: [TAG],
  summary: "Best sellers of the city",
  description:
    "Products the city shows, by units sold; where the caller cannot order TPD products (a retail customer in a brand variant " +
    "without pickup), what they can order comes first.",
  request: { params: CityParams, query: LimitQuery },
  parameters: [localeHeader],
  responses: { 200: jsonContent(ProductCardList, "The products"), ...cityErrors },
});

const bundles = createRoute({
  method: "get",
  path: "/api/v1/catalogue/{city}/bundles",
  tags: [TAG],
  summary: "Bundle offers of the city",
  description: "Bundles the city shows, most popular first.",
  request: { params: CityParams, query: LimitQuery },
  parameters: [localeHeader],
  responses: { 200: jsonContent(ProductCardList, "The bundles"), ...cityErrors },
});

const suggestions = createRoute({
  method: "get",
  path: "/api/v1/catalogue/{city}/suggestions",
  tags: [TAG],
  summary: "Type-ahead suggestions",
  description:
    "Up to 8 products the city shows that match `q` (the search's matching: any of the four languages, typos and " +
    "transliteration tolerated) and up to 4 categories with products whose name in the Locale language contains it.",
  request: { params: CityParams, query: SuggestionsQuery },
  parameters: [localeHeader],
  responses: { 200: jsonContent(Suggestions, "Products and categories"), ...cityErrors },
});

const sitemap = createRoute({
  method: "get",
  path: "/api/v1/catalogue/sitemap",
  tags: [TAG],
  summary: "Catalogue pages of every city, for sitemap.xml",
  description:
    "Per active city: the slugs of categories with products it shows (in them or below), and those products with their last change.",
  responses: { 200: jsonContent(SitemapEntries, "The pages"), ...errorResponses },
});

export function catalogueListRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps) {
  // Anonymous callers read the replica, when there is one (http/auth.ts catalogueDbOf).
  const db = (c: Context<ApiEnv>) => catalogueDbOf(c, deps);
  app.openapi(bestSellers, async (c) => {
    const request = { citySlug: c.req.valid("param").city, limit: c.req.valid("query").limit ?? LIST_LIMIT_DEFAULT };
    return c.json(
      await listBestSellers(db(c), { ...request, locale: c.var.locale, customer: pricingCustomerOf(c), brand: deps.brand }),
      200,
    );
  });
  app.openapi(bundles, async (c) => {
    const request = { citySlug: c.req.valid("param").city, limit: c.req.valid("query").limit ?? LIST_LIMIT_DEFAULT };
    return c.json(await listBundles(db(c), { ...request, locale: c.var.locale, customer: pricingCustomerOf(c) }), 200);
  });
  app.openapi(suggestions, async (c) => {
    const request = { citySlug: c.req.valid("param").city, q: c.req.valid("query").q };
    return c.json(await suggestProducts(db(c), { ...request, locale: c.var.locale, customer: pricingCustomerOf(c) }), 200);
  });
  app.openapi(sitemap, async (c) => c.json(await listSitemapEntries(db(c)), 200));
}
