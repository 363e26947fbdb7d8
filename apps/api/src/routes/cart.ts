// The cart (issue 6; docs/orders.md "Cart"): a signed-in customer's (by the bearer token) or a visitor's
// (by the X-Cart-Id header). Every answer is the cart re-priced in the named city; never cached.
import { createRoute, type OpenAPIHono } from "@hono/zod-openapi";
import {
  AddToCartRequest,
  ApiErrorBody,
  CART_HEADER,
  Cart,
  CartQuery,
  MergeCartRequest,
  PersonalParts,
  PersonalQuery,
  SetCartQuantityRequest,
} from "@shop/contracts";
import type { Context } from "hono";
import { z } from "zod";
import type { ApiDeps } from "../core/deps";
import { pricingCustomerOf, requireUser } from "../http/auth";
import { cartCallerOf } from "../http/cart-caller";
import type { ApiEnv } from "../http/context";
import { addToCart } from "../use-cases/cart/add-to-cart";
import type { CartRequest } from "../use-cases/cart/cart-view";
import { getCart } from "../use-cases/cart/get-cart";
import { mergeCarts } from "../use-cases/cart/merge-carts";
import { personalParts } from "../use-cases/cart/personal-parts";
import { removeFromCart } from "../use-cases/cart/remove-from-cart";
import { setCartQuantity } from "../use-cases/cart/set-cart-quantity";
import { BEARER, unauthorized } from "./openapi-parts";
import { errorResponses, jsonContent, localeHeader } from "./responses";

const TAG = "Cart";
export const PRIVATE = "private, no-store";

export const cartHeader = {
  name: CART_HEADER,
  in: "header" as const,
  required: false,
  description:
    "A visitor's cart id, as a previous answer gave it (22-64 characters A-Z a-z 0-9 _ -). Ignored for a signed-in caller; " +
    "an unknown or malformed id, or a customer's cart id, means no cart.",
  schema: { type: "string" as const },
};

const ProductIdParams = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647).describe("The product's id").meta({ example: 12 }),
});

const cartAnswer = (description: string) => jsonContent(Cart, description);
const invalid = jsonContent(ApiErrorBody, "A value is missing or invalid (`issues` says which)");
const unknownCity = jsonContent(ApiErrorBody, "The city is unknown");
const refused = jsonContent(
  ApiErrorBody,
  "NOT_ENOUGH_STOCK: the line would hold more than the city can sell (`details.available`; nothing changed), or " +
    "PRODUCT_NOT_OFFERED: the city does not sell the product",
);
const body = <T>(schema: T, description: string) => ({ body: { required: true, ...jsonContent(schema, description) } });
const RE_PRICED =
  "The answer is the whole cart re-priced in `city` for the caller (a cart read in another city moves there); `changes` " +
  "lists, once, what had to change: products no longer offered or out of stock removed, lines above stock cut.";

const read = createRoute({
  method: "get",
  path: "/api/v1/cart",
  tags: [TAG],
  summary: "The caller's cart",
  description: `Nothing is created: without a cart the answer is an empty one with \`id\` null. ${RE_PRICED}`,
  request: { query: CartQuery },
  parameters: [localeHeader, cartHeader],
  responses: { 200: cartAnswer("The cart"), 400: invalid, 404: unknownCity, ...errorResponses },
});

const add = createRoute({
  method: "post",
  path: "/api/v1/cart/items",
  tags: [TAG],
  summary: "Add units of a product",
  description:
    "Adds `quantity` to the product's line (making it). The line's total may not pass the city's stock (a bundle: what its " +
    `items allow; at most 999). A visitor without a cart gets a new one: keep its \`id\` for ${CART_HEADER}. ${RE_PRICED}`,
  request: body(AddToCartRequest, "The city, the product and how many to add"),
  parameters: [localeHeader, cartHeader],
  responses: { 200: cartAnswer("The cart with the line"), 400: invalid, 404: unknownCity, 409: refused, ...errorResponses },
});

const set = createRoute({
  method: "put",
  path: "/api/v1/cart/items/{productId}",
  tags: [TAG],
  summary: "Set a line's quantity",
  description: `Sets the line to \`quantity\` (making it), at most the city's stock. ${RE_PRICED}`,
  request: { params: ProductIdParams, ...body(SetCartQuantityRequest, "The city and the line's new quantity") },
  parameters: [localeHeader, cartHeader],
  responses: { 200: cartAnswer("The cart"), 400: invalid, 404: unknownCity, 409: refused, ...errorResponses },
});

const remove = createRoute({
  method: "delete",
  path: "/api/v1/cart/items/{productId}",
  tags: [TAG],
  summary: "Remove a line",
  description: `A product that is not in the cart: nothing to do. ${RE_PRICED}`,
  request: { params: ProductIdParams, query: CartQuery },
  parameters: [localeHeader, cartHeader],
  responses: { 200: cartAnswer("The cart without the line"), 400: invalid, 404: unknownCity, ...errorResponses },
});

const merge = createRoute({
  method: "post",
  path: "/api/v1/cart/merge",
  tags: [TAG],
  summary: "Merge a visitor's cart into the signed-in customer's",
  description:
    "After signing in: the visitor cart's quantities are added to the customer's lines, then cut to stock (reported in " +
    "`changes`), and the visitor cart is deleted. An id that is unknown or not a visitor's cart merges nothing: the " +
    `customer's cart is answered as it is. ${RE_PRICED}`,
  security: BEARER,
  request: body(MergeCartRequest, "The city and the visitor's cart id"),
  parameters: [localeHeader],
  responses: { 200: cartAnswer("The customer's cart"), 400: invalid, 401: unauthorized, 404: unknownCity, ...errorResponses },
});

const personal = createRoute({
  method: "get",
  path: "/api/v1/personal",
  tags: [TAG],
  summary: "The caller's own parts of a shared page",
  description:
    "What a page that is the same for every visitor shows of the one who sees it (docs/adr/0030), in one call: who is " +
    "signed in (null without a live session: a dead token is no error here), the price kind they pay, the cart's count " +
    `and what changed in it. The cart is read as GET /cart reads it. ${RE_PRICED}`,
  request: { query: PersonalQuery },
  parameters: [localeHeader, cartHeader],
  responses: { 200: jsonContent(PersonalParts, "The caller's parts"), 400: invalid, 404: unknownCity, ...errorResponses },
});

const cartRequest = (c: Context<ApiEnv>, city: string): CartRequest => ({
  caller: cartCallerOf(c),
  city,
  locale: c.var.locale,
  customer: pricingCustomerOf(c),
});

export function cartRoutes(app: OpenAPIHono<ApiEnv>, deps: ApiDeps): void {
  const db = () => deps.database.db;
  // 401 before the body is looked at.
  app.use(merge.path, async (c, next) => {
    requireUser(c);
    await next();
  });
  app.openapi(read, async (c) => {
    const cart = await getCart(db(), cartRequest(c, c.req.valid("query").city));
    return c.json(cart, 200, { "Cache-Control": PRIVATE });
  });
  app.openapi(personal, async (c) => {
    const parts = await personalParts(db(), c.var.user, cartRequest(c, c.req.valid("query").city));
    return c.json(parts, 200, { "Cache-Control": PRIVATE });
  });
  app.openapi(add, async (c) => {
    const { city, productId, quantity } = c.req.valid("json");
    const cart = await addToCart(db(), { ...cartRequest(c, city), productId, quantity });
    return c.json(cart, 200, { "Cache-Control": PRIVATE });
  });
  app.openapi(set, async (c) => {
    const { city, quantity } = c.req.valid("json");
    const cart = await setCartQuantity(db(), { ...cartRequest(c, city), productId: c.req.valid("param").productId, quantity });
    return c.json(cart, 200, { "Cache-Control": PRIVATE });
  });
  app.openapi(remove, async (c) => {
    const request = cartRequest(c, c.req.valid("query").city);
    const cart = await removeFromCart(db(), { ...request, productId: c.req.valid("param").productId });
    return c.json(cart, 200, { "Cache-Control": PRIVATE });
  });
  app.openapi(merge, async (c) => {
    const user = requireUser(c);
    const { city, cartId } = c.req.valid("json");
    const cart = await mergeCarts(db(), { ...cartRequest(c, city), userId: user.id, visitorCartId: cartId });
    return c.json(cart, 200, { "Cache-Control": PRIVATE });
  });
}
