import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import { ApiErrorBody, BrandList, CategoryTree, ListingQuery, ProductListing, ProductLookup } from "@shop/contracts";
import type { Context } from "hono";
import type { ApiDeps } from "../core/deps";
import type { ApiEnv } from "../http/context";
import { listBrands } from "../use-cases/catalogue/list-brands";
import { listCategories } from "../use-cases/catalogue/list-categories";
import { listProducts } from "../use-cases/catalogue/list-products";
import { lookupProduct } from "../use-cases/catalogue/lookup-product";
import { catalogueListRoutes } from "./catalogue-lists";
import { CityParams, catalogueDbOf, ProductParams, pricingCustomerOf } from "./catalogue-params";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const TAG = "Catalogue";
const notFound = (what: string) => jsonContent(ApiErrorBody, what);
const badRequest = jsonContent(ApiErrorBody, "A parameter is malformed or out of range (`issues` says which)");

const listing = createRoute({
  method: "get",
  path: "/api/v1/catalogue/{city}/products",
  tags: [TAG],
  summary: "Products of a city: filters, sorting, paging and facets",
  description:
    "Only products the city shows. `q` narrows to the search's matches (ordered by relevance unless `sort` is given); " +
    "`category` includes its subcategories; `brand` matches any of the brands; `attr` values of one attribute are OR-ed, " +
    "attributes AND-ed; `priceMin`/`priceMax` apply to the retail price paid (the sale price when on sale); `inStock=true` " +
    "keeps what can be bought now (a bundle: what its items' stock allows), `sale=true` reduced products (false: no filter). " +
    "Where the caller cannot order some products (a retail customer and TPD products in a brand variant without pickup), " +
    "those come after the ones they can, in the sort's order each. " +
    "Each facet counts the products matching every filter except its own: brands ignore `brand` (every brand of the " +
    "listing under `q`, `category` and `sale`, 0 included, by its count there then name: other filters never reorder them), an attribute ignores its " +
    "own values, the price range ignores the price bounds, `inStock` and `onSale` their flags; `categories` lists the direct " +
    "subcategories of `category` (or the top-level categories) that have matches. Names follow the Locale header.",
  request: { params: CityParams, query: ListingQuery },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ProductListing, "One page of products and the facets"),
    400: badRequest,
    404: notFound("The city, or the category named by `category`, does not exist"),
    ...errorResponses,
  },
});

const product = createRoute({
  method: "get",
  path: "/api/v1/catalogue/{city}/products/{slug}",
  tags: [TAG],
  summary: "A product page",
  description:
    "`ok`: the product as the city offers it, with texts in the Locale language, images, attributes, a bundle's items and " +
    "savings, related products and the category path. `moved`: the slug is an old one; answer with a 301 to `slug`. " +
    "`elsewhere`: the city does not offer it; `cities` lists those that do.",
  request: { params: ProductParams },
  parameters: [localeHeader],
  responses: {
    200: jsonContent(ProductLookup, "The product, its new slug, or the cities offering it"),
    400: badRequest,
    404: notFound("The city is unknown, or no product has (or had) this slug, or no city offers it"),
    ...errorResponses,
  },
});

const categories = createRoute({
  method: "get",
  path: "/api/v1/catalogue/{city}/categories",
  tags: [TAG],
  summary: "The city's category tree",
  description:
    "Categories holding at least one product the city shows (in them or below), each with the count of such products " +
    "including its subcategories; siblings in the shop's order, names in the Locale language.",
  request: { params: CityParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(CategoryTree, "The tree"), 400: badRequest, 404: notFound("The city is unknown"), ...errorResponses },
});

const brands = createRoute({
  method: "get",
  path: "/api/v1/catalogue/{city}/brands",
  tags: [TAG],
  summary: "Brands of the city",
  description: "Brands with at least one product the city shows, with how many, most popular first.",
  request: { params: CityParams },
  parameters: [localeHeader],
  responses: { 200: jsonContent(BrandList, "The brands"), 400: badRequest, 404: notFound("The city is unknown"), ...errorResponses },
});

export function catalogueRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps) {
  // Anonymous callers read the replica, when there is one (http/auth.ts catalogueDbOf).
  const db = (c: Context<ApiEnv>) => catalogueDbOf(c, deps);
  app.openapi(listing, async (c) => {
    const query = c.req.valid("query");
    const citySlug = c.req.valid("param").city;
    return c.json(
      await listProducts(db(c), { citySlug, query, locale: c.var.locale, customer: pricingCustomerOf(c), brand: deps.brand }),
      200,
    );
  });
  app.openapi(product, async (c) => {
    const { city, slug } = c.req.valid("param");
    return c.json(await lookupProduct(db(c), { citySlug: city, slug, locale: c.var.locale, customer: pricingCustomerOf(c) }), 200);
  });
  app.openapi(categories, async (c) => c.json(await listCategories(db(c), c.req.valid("param").city, c.var.locale), 200));
  app.openapi(brands, async (c) => c.json(await listBrands(db(c), c.req.valid("param").city), 200));
  catalogueListRoutes(app, deps);
}
