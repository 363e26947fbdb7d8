// One HTTP server with the API and the storefront: the whole shop with WEB_CONCURRENCY=1, or one of the HTTP
// workers of `npm start` (cluster/primary.ts runs the rest: the build, migrations, the embedded database).
import { createServer } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "pino";
import { createRequestHandler, type ServerBuild } from "react-router";
import { bootServices, handleShutdown } from "./boot";
import type { WorkerLink } from "./cluster/worker-link";
import type { Config } from "./config";
import { createHttpHandler, type PageCaching } from "./http-handler";
import { collectWhenIdle } from "./idle-gc";
import { createMetrics, type Metrics } from "./metrics";
import { createPageCache } from "./page-cache";
import { BUILD_DIR } from "./paths";
import { createRenderGate } from "./render-gate";
import { securityHeaders } from "./security-headers";
import { createStaticFiles } from "./static-files";
import { builtStorefront, ensureStorefrontBuild } from "./storefront-build";

/** A page that waited this long for its turn to render answers 503 with Retry-After (docs/adr/0007). */
const RENDER_WAIT_MS = 10_000;

export async function runHttpServer(config: Config, logger: Logger, link?: WorkerLink) {
  const buildInfo = link ? builtStorefront() : ensureStorefrontBuild(logger);
  // GET /metrics only with METRICS_TOKEN (docs/operations.md); without it nothing is counted and /metrics is a 404 page.
  const metrics: Metrics | undefined = config.METRICS_TOKEN
    ? createMetrics({ token: config.METRICS_TOKEN, ...(link ? { gather: link.clusterMetrics } : {}) })
    : undefined;
  const services = await bootServices(config, logger, () => buildInfo, metrics, link);
  const build = (await import(pathToFileURL(join(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
  metrics?.usePages(build);

  const handler = createHttpHandler({
    api: services.api,
    storefront: withFastAnswers(build, storefrontRouter(build)),
    serveStatic: createStaticFiles(join(BUILD_DIR, "client")),
    pages: config.PAGE_CACHE ? pageCachingOf(build, services.changes.version, config.PAGE_CACHE_MAX_MB) : undefined,
    gate: createRenderGate({ limit: config.RENDER_CONCURRENCY, maxWaitMs: RENDER_WAIT_MS }),
    logger,
    trustProxy: config.TRUST_PROXY,
    headers: securityHeaders(config.PUBLIC_ORIGIN[0] ?? ""),
    metrics,
  });
  const server = createServer((req, res) => (metrics && req.url === "/metrics" ? metrics.serve(req, res) : handler(req, res)));
  server.keepAliveTimeout = 65_000;
  server.once("error", (error: NodeJS.ErrnoException) => {
    // A port already taken (another shop, or anything else) is a newcomer's first start's likeliest failure: one line.
    if (error.code === "EADDRINUSE" || error.code === "EACCES") {
      logger.fatal(
        { port: config.PORT, host: config.HOST },
        `port ${config.PORT} cannot be used (${error.code}): start with PORT=<another port>`,
      );
      process.exit(1);
    }
    throw error;
  });
  handleShutdown(server, services, config, logger, link);
  collectWhenIdle();
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    if (link) link.listening(port);
    else
      logger.info({ port, buildId: buildInfo.buildId, engine: services.database.engine }, `shop listening on http://localhost:${port}/en`);
  });
}

type Answer = (request: Request) => Promise<Response>;

interface ShopSplit {
  shopBuildOf?: (build: ServerBuild) => ServerBuild;
  mayBeBackOffice?: (pathname: string) => boolean;
}

/**
 * React Router's request handler; a path that cannot be the back office's goes to one built without the back
 * office's routes (entry.server.tsx `shopBuildOf`: half the routes to match and to build per render).
 */
function storefrontRouter(serverBuild: ServerBuild): Answer {
  const whole = createRequestHandler(serverBuild, "production");
  const { shopBuildOf, mayBeBackOffice } = serverBuild.entry.module as ShopSplit;
  if (!shopBuildOf || !mayBeBackOffice) return whole;
  const shop = createRequestHandler(shopBuildOf(serverBuild), "production");
  return (request) => (mayBeBackOffice(new URL(request.url).pathname) ? whole(request) : shop(request));
}

/**
 * The storefront's requests that it answers without its router when it can (a shared page's personal request:
 * entry.server.tsx `answerPersonal`); null from it hands the request to the router.
 */
function withFastAnswers(serverBuild: ServerBuild, router: Answer): Answer {
  const answerPersonal = (serverBuild.entry.module as { answerPersonal?: (request: Request) => Promise<Response | null> }).answerPersonal;
  if (!answerPersonal) return router;
  return async (request) => (request.url.endsWith("/personal") ? ((await answerPersonal(request)) ?? router(request)) : router(request));
}

/** The page cache, keyed by the storefront's own rule of which requests share a page (docs/adr/0004). */
function pageCachingOf(serverBuild: ServerBuild, version: () => number, maxMegabytes: number): PageCaching | undefined {
  const keyOf = (serverBuild.entry.module as { pageCacheKeyOf?: PageCaching["keyOf"] }).pageCacheKeyOf;
  if (!keyOf) return undefined;
  return { cache: createPageCache({ version, maxBytes: maxMegabytes * 1024 * 1024 }), keyOf };
}
