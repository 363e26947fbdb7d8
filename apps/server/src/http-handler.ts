import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { requestIdOf, routeTemplateOf } from "@shop/api";
import type { Logger } from "pino";
import { refuseStorefrontBody } from "./body-caps";
import type { HttpMetrics } from "./metrics";
import type { CachedPage, PageCache } from "./page-cache";
import type { RenderGate } from "./render-gate";
import { compressed, responseOf, toCachedPage, writeCachedPage } from "./respond";

type FetchHandler = (request: Request) => Response | Promise<Response>;

/** The page cache and the storefront's rule for which requests share a cached page (docs/adr/0004). */
export interface PageCaching {
  cache: PageCache;
  /** The request's cache key, or null when its page is not shared (signed in, a cart, a form...). */
  keyOf(request: { method?: string; url?: string; headers: IncomingHttpHeaders }): string | null;
}

interface Parts {
  api: { fetch: FetchHandler };
  storefront: FetchHandler;
  /** Serves a file and returns true, or returns false to pass the request on. */
  serveStatic?: (req: IncomingMessage, res: ServerResponse) => boolean;
  pages?: PageCaching;
  /** How many pages render at a time (the API and cached pages do not wait for it). */
  gate?: RenderGate;
  logger: Logger;
  /** Behind a proxy that sets X-Forwarded-For (TRUST_PROXY): keep it; else it is the socket's address. */
  trustProxy?: boolean;
  /** Headers every response carries (security-headers.ts). */
  headers?: Record<string, string>;
  /** Request durations and page cache hits for GET /metrics (metrics.ts; only with METRICS_TOKEN). */
  metrics?: HttpMetrics | undefined;
}

/** Query values that are secrets (e-mail links carry single-use tokens): logged as "***". */
const SECRET_PARAMS = /([?&](?:token|accessToken|access_token|code)=)[^&#]*/gi;

/** The request's URL as it may be logged: tokens never are. */
export function loggableUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_PARAMS, "$1***");
}

/**
 * The address a request came from: the socket's, or behind a trusted proxy the last X-Forwarded-For entry
 * (the one that proxy added; entries before it are whatever the client sent).
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers["x-forwarded-for"];
  const last = (Array.isArray(forwarded) ? forwarded.join(",") : (forwarded ?? "")).split(",").at(-1)?.trim();
  if (trustProxy && last) return last;
  return req.socket.remoteAddress ?? "unknown";
}

const isApiPath = (url: string) => url === "/api" || url.startsWith("/api/") || url.startsWith("/api?");

/** What the node-level handler found out about a request's cached page, for the fetch handler. */
interface PageTicket {
  key: string;
  version: number;
  /** Another request renders this page right now: wait for it. */
  wait?: Promise<CachedPage | null>;
  /** This request renders it: tells the waiting ones what came out. */
  settle?: (page: CachedPage | null) => void;
}
const TICKET = Symbol("page ticket");
/** The fetch Request an API call became: the API leaves its route template on it (metrics). */
const API_REQUEST = Symbol("api request");
type Ticketed = IncomingMessage & { [TICKET]?: PageTicket; [API_REQUEST]?: Request };

/** One listener for the whole shop: static files, cached pages, then /api, then the storefront. */
export function createHttpHandler({ api, storefront, serveStatic, pages, gate, logger, trustProxy = false, headers = {}, metrics }: Parts) {
  const always = Object.entries(headers);
  const route: FetchHandler = (request) => (isApiPath(new URL(request.url).pathname) ? api.fetch(request) : storefront(request));

  /** Renders a page whose entry is stale, once, in the background (the request itself got the stale one). */
  function revalidate(cache: PageCache, key: string, req: IncomingMessage): void {
    if (cache.pending(key)) return;
    const version = cache.version();
    const headers = new Headers();
    for (const name of ["cookie", "user-agent", "accept-language", "accept-encoding", "x-forwarded-for"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    headers.set("x-request-id", requestIdOf(undefined));
    const request = new Request(`http://${req.headers.host ?? "localhost"}${req.url}`, { headers });
    const render = (async () => {
      const response = await route(request);
      const page = await toCachedPage(response, Buffer.from(await response.arrayBuffer()), version, headers.get("accept-encoding"));
      if (page) cache.set(key, page);
      return page;
    })().catch((error: unknown) => {
      logger.warn({ err: error, url: loggableUrl(req.url) }, "refreshing a cached page failed");
      return null;
    });
    cache.track(key, render);
  }

  /** A request with a cache key renders its page once for everybody waiting, and stores it when it may be shared. */
  async function renderShared(request: Request, ticket: PageTicket, cache: PageCache): Promise<Response> {
    if (ticket.wait) {
      const page = await ticket.wait;
      if (page) return responseOf(page, request);
    }
    const settle = ticket.settle ?? (() => {});
    try {
      const response = await route(request);
      const body = Buffer.from(await response.arrayBuffer());
      const page = await toCachedPage(response, body, ticket.version, request.headers.get("accept-encoding"));
      settle(page);
      if (!page) return compressed(request, new Response(body.length > 0 ? new Uint8Array(body) : null, response));
      cache.set(ticket.key, page);
      return responseOf(page, request);
    } finally {
      settle(null);
    }
  }

  const toFetch = getRequestListener((request, env) => {
    const incoming = (env as { incoming?: Ticketed }).incoming;
    if (metrics && incoming) incoming[API_REQUEST] = request;
    const ticket = incoming?.[TICKET];
    if (ticket && pages) return renderShared(request, ticket, pages.cache);
    return Promise.resolve(route(request)).then((response) => compressed(request, response));
  });

  return (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const given = req.headers["x-request-id"];
    const requestId = requestIdOf(Array.isArray(given) ? given[0] : given);
    req.headers["x-request-id"] = requestId;
    // The client's address (rate limits key on it; the storefront forwards it on its API calls): what a trusted
    // proxy says, else the socket's own, so that a client cannot pick a fresh one per request.
    req.headers["x-forwarded-for"] = clientAddress(req, trustProxy);
    res.setHeader("X-Request-Id", requestId);
    for (const [name, value] of always) res.setHeader(name, value);
    let kind: "static" | "api" | "page" = "page";
    res.on("finish", () => {
      if (metrics) {
        const route =
          kind === "static"
            ? "static"
            : kind === "api"
              ? (routeTemplateOf((req as Ticketed)[API_REQUEST]) ?? "unmatched")
              : metrics.pageRoute(req.url ?? "/");
        metrics.observe(route, req.method, res.statusCode, (performance.now() - started) / 1000);
      }
      logger.info(
        {
          reqId: requestId,
          method: req.method,
          url: loggableUrl(req.url),
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    });
    if (serveStatic?.(req, res)) {
      kind = "static";
      return;
    }
    const forApi = isApiPath(req.url ?? "/");
    if (forApi) kind = "api";
    // A form past the storefront's limits is refused before React Router reads it (the API has its own).
    else if (refuseStorefrontBody(req, res)) return;
    const key = pages && !forApi ? pages.keyOf(req) : null;
    if (pages && key) {
      const hit = pages.cache.get(key);
      metrics?.pageCache(hit !== null);
      if (hit) {
        writeCachedPage(req, res, hit.page);
        if (!hit.fresh) revalidate(pages.cache, key, req);
        return;
      }
      const ticket: PageTicket = { key, version: pages.cache.version(), wait: pages.cache.pending(key) };
      if (!ticket.wait) pages.cache.track(key, new Promise((resolve) => (ticket.settle = resolve)));
      // A request that ends before its render started still releases the ones waiting for it.
      if (ticket.settle) res.once("close", () => ticket.settle?.(null));
      (req as Ticketed)[TICKET] = ticket;
      // Waiting for another request's render of the same page costs nothing: no place in the gate.
      if (ticket.wait) return toFetch(req, res);
    }
    if (gate && !forApi) return gate.admit(req, res, () => void toFetch(req, res));
    return toFetch(req, res);
  };
}
