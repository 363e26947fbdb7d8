import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { requestIdOf } from "@shop/api";
import type { Logger } from "pino";

type FetchHandler = (request: Request) => Response | Promise<Response>;

interface Parts {
  api: { fetch: FetchHandler };
  storefront: FetchHandler;
  /** Serves a file and returns true, or returns false to pass the request on. */
  serveStatic?: (req: IncomingMessage, res: ServerResponse) => boolean;
  logger: Logger;
  /** Behind a proxy that sets X-Forwarded-For (TRUST_PROXY): keep it; else it is the socket's address. */
  trustProxy?: boolean;
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

/** One listener for the whole shop: static files, then /api, then the storefront. */
export function createHttpHandler({ api, storefront, serveStatic, logger, trustProxy = false }: Parts) {
  const toFetch = getRequestListener((request) => {
    const { pathname } = new URL(request.url);
    return pathname === "/api" || pathname.startsWith("/api/") ? api.fetch(request) : storefront(request);
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
    res.on("finish", () => {
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
    if (serveStatic?.(req, res)) return;
    return toFetch(req, res);
  };
}
