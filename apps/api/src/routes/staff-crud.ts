// One back-office entity's five calls (list, read, create, update, delete), declared for OpenAPI and
// registered from the entity's schemas, texts and use-cases: admins only, everybody else gets 404 before
// the input is looked at. Redirects, coupons and articles are written this way; an entity with calls of its
// own (an article's cover) adds them beside.
import { createRoute, type OpenAPIHono, type z } from "@hono/zod-openapi";
import type { UserRow } from "@shop/db";
import type { Locale } from "@shop/domain";
import type { Context, MiddlewareHandler } from "hono";
import { z as zod } from "zod";
import type { ApiDeps } from "../core/deps";
import { requireAdmin } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { BEARER } from "./openapi-parts";
import { errorResponses, failure, jsonContent, localeHeader } from "./responses";

const TAG = "Staff";
const notAdmin = failure("The caller is not an admin (anonymous callers, customers and city managers alike)");

/** Admins only, before the input is looked at: a city manager gets 404 whatever they send. */
export const adminOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};

/** A row's id in a path: a positive 32-bit integer. */
export const idParams = <Id extends string>(id: Id) =>
  zod.object({ [id]: zod.coerce.number().int().positive().max(2_147_483_647).meta({ example: 1 }) } as Record<
    Id,
    z.ZodCoercedNumber<unknown>
  >);

/** Who calls (an admin), in which language, with the API's dependencies. */
interface StaffCall {
  deps: ApiDeps;
  staff: UserRow;
  locale: Locale;
}

type Summary = { summary: string; description?: string };

export interface StaffCrud<Q extends z.ZodType, In extends z.ZodType, Item extends z.ZodType, List extends z.ZodType> {
  /** The collection's path ("/api/v1/staff/redirects"); an item's is `${path}/{${id}}`. */
  path: string;
  /** The item's path parameter ("redirectId"). */
  id: string;
  schemas: { query: Q; input: In; item: Item; list: List };
  texts: {
    list: Summary;
    read: Summary;
    create: Summary;
    update: Summary;
    remove: Summary;
    /** The body ("The coupon (money in grosze)"), an item ("The coupon"), a page ("One page of coupons"). */
    input: string;
    item: string;
    page: string;
    /** 404 of an item: "No coupon with this id, or the caller is not an admin". */
    notFound: string;
    /** 400: what VALIDATION_FAILED means for this entity. */
    invalid: string;
    /** 409 of each call that can conflict. */
    conflict: { create?: string; update?: string; remove?: string };
  };
  list(call: StaffCall, query: z.infer<Q>): Promise<z.infer<List>>;
  read(call: StaffCall, id: number): Promise<z.infer<Item>>;
  /** Creates (id null) or replaces the item, answering it as stored. */
  save(call: StaffCall, id: number | null, input: z.infer<In>): Promise<z.infer<Item>>;
  remove(call: StaffCall, id: number): Promise<void>;
}

/** Declares and registers the entity's five calls. */
export function staffCrudRoutes<Q extends z.ZodType, In extends z.ZodType, Item extends z.ZodType, List extends z.ZodType>(
  app: OpenAPIHono<ApiEnv>,
  deps: ApiDeps,
  spec: StaffCrud<Q, In, Item, List>,
): void {
  const { texts, schemas } = spec;
  const itemPath = `${spec.path}/{${spec.id}}`;
  const params = idParams(spec.id);
  const body = { required: true, ...jsonContent(schemas.input, texts.input) };
  const invalid = failure(texts.invalid);
  const notFound = failure(texts.notFound);
  const conflict = (text?: string): { 409?: ReturnType<typeof failure> } => (text ? { 409: failure(text) } : {});
  const common = { tags: [TAG], security: BEARER, middleware: [adminOnly], parameters: [localeHeader] };
  const stored = jsonContent(schemas.item, `${texts.item} as stored`);

  const call = (c: Context<ApiEnv>): StaffCall => ({ deps, staff: requireAdmin(c), locale: c.var.locale });
  // The declared schemas have validated the input: read it back as the use-cases' types.
  const valid = <T>(c: Context<ApiEnv>, target: "query" | "json" | "param"): T => (c.req.valid as (t: string) => T)(target);

  const routes = {
    list: createRoute({
      ...common,
      ...texts.list,
      method: "get",
      path: spec.path,
      request: { query: schemas.query as unknown as z.ZodObject },
      responses: { 200: jsonContent(schemas.list, texts.page), 400: invalid, 404: notAdmin, ...errorResponses },
    }),
    read: createRoute({
      ...common,
      ...texts.read,
      method: "get",
      path: itemPath,
      request: { params },
      responses: { 200: jsonContent(schemas.item, texts.item), 400: invalid, 404: notFound, ...errorResponses },
    }),
    create: createRoute({
      ...common,
      ...texts.create,
      method: "post",
      path: spec.path,
      request: { body },
      responses: { 201: stored, 400: invalid, 404: notAdmin, ...conflict(texts.conflict.create), ...errorResponses },
    }),
    update: createRoute({
      ...common,
      ...texts.update,
      method: "put",
      path: itemPath,
      request: { params, body },
      responses: { 200: stored, 400: invalid, 404: notFound, ...conflict(texts.conflict.update), ...errorResponses },
    }),
    remove: createRoute({
      ...common,
      ...texts.remove,
      method: "delete",
      path: itemPath,
      request: { params },
      responses: { 204: { description: "Deleted" }, 400: invalid, 404: notFound, ...conflict(texts.conflict.remove), ...errorResponses },
    }),
  };
  const id = (c: Context<ApiEnv>) => valid<Record<string, number>>(c, "param")[spec.id] as number;
  // The handlers answer what the use-cases return, which the declared schemas describe.
  const register = app.openapi.bind(app) as unknown as (route: unknown, handler: (c: Context<ApiEnv>) => Promise<Response>) => void;
  register(routes.list, async (c) => c.json(await spec.list(call(c), valid(c, "query")), 200));
  register(routes.read, async (c) => c.json(await spec.read(call(c), id(c)), 200));
  register(routes.create, async (c) => c.json(await spec.save(call(c), null, valid(c, "json")), 201));
  register(routes.update, async (c) => c.json(await spec.save(call(c), id(c), valid(c, "json")), 200));
  register(routes.remove, async (c) => {
    await spec.remove(call(c), id(c));
    return c.body(null, 204);
  });
}
