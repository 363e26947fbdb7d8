import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import type { Logger } from "pino";
import type { ApiEnv } from "./context";
import { localeOf } from "./locale";

const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const ROUTE_TEMPLATE = Symbol.for("shop.api.routeTemplate");
type Templated = Request & { [ROUTE_TEMPLATE]?: string };

/**
 * The route pattern that answered a request this API handled (`/api/v1/catalogue/:city/products`), or
 * "unmatched" when no route did: a label of bounded cardinality for the metrics. Undefined before the API saw it.
 */
export function routeTemplateOf(request: Request | undefined): string | undefined {
  return (request as Templated | undefined)?.[ROUTE_TEMPLATE];
}

/** Takes the caller's X-Request-Id when it is well formed, else makes one; echoes it on the response. */
export function requestIdOf(given: string | null | undefined): string {
  return given && VALID_ID.test(given) ? given : randomUUID();
}

export function requestContext(logger: Logger): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    c.set("locale", localeOf(c.req.raw.headers));
    c.set("logger", logger.child({ reqId: requestId }));
    c.header("X-Request-Id", requestId);
    // Every answer is what its Content-Type says (JSON, an image): browsers must not guess otherwise.
    c.header("X-Content-Type-Options", "nosniff");
    await next();
    const last = matchedRoutes(c).at(-1);
    (c.req.raw as Templated)[ROUTE_TEMPLATE] = last && last.method !== "ALL" ? last.path : "unmatched";
  };
}
