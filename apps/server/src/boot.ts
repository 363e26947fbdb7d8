import type { Server } from "node:http";
import { createApi, createRateLimits } from "@shop/api";
import type { BuildInfo, StorefrontRuntime } from "@shop/contracts";
import { STOREFRONT_RUNTIME_KEY } from "@shop/contracts";
import { type Database, openDatabase, prepareDatabase } from "@shop/db";
import { resolveBrand } from "@shop/domain";
import { createMailWorker, type MailWorker } from "@shop/mail";
import type { Logger } from "pino";
import type { Config } from "./config";

/** Opens, migrates and (when empty) seeds the database, starts the mail worker, and builds the API on top of it. */
export async function bootServices(config: Config, logger: Logger, build: () => BuildInfo) {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    onEngineExit: () => {
      logger.fatal("the embedded database process stopped; exiting so that a supervisor restarts the shop");
      process.exit(1);
    },
  });
  const prepared = await prepareDatabase(database.pool);
  logger.info({ engine: database.engine, ...prepared }, "database ready");
  const brand = resolveBrand(config.PUBLIC_BRAND).id;
  const worker = createMailWorker({
    database,
    logger,
    smtpUrl: config.SMTP_URL,
    production: config.NODE_ENV === "production",
    brand,
  });
  const limits = createRateLimits({ redisUrl: config.REDIS_URL });
  const api = createApi({
    database,
    logger,
    build,
    development: config.NODE_ENV === "development",
    publicOrigins: config.PUBLIC_ORIGIN,
    brand,
    limits,
    mailQueued: () => worker.wake(),
  });
  registerStorefrontRuntime(config, config.API_BASE ? null : (request) => Promise.resolve(api.fetch(request)), build);
  return { database, api, limits, worker };
}

/** What graceful shutdown closes once the server stopped accepting: the mail worker, the limits, the database. */
export interface Services {
  database: Database;
  worker: MailWorker;
  limits: { close(): Promise<void> };
}

/** Hands the storefront (a separate bundle) its API access and its public configuration. */
export function registerStorefrontRuntime(config: Config, inProcessApi: StorefrontRuntime["inProcessApi"], build: () => BuildInfo) {
  const runtime: StorefrontRuntime = {
    apiBase: config.API_BASE ?? "",
    inProcessApi,
    publicEnv: {
      PUBLIC_BRAND: config.PUBLIC_BRAND,
      PUBLIC_REQUEST_THROTTLE: config.PUBLIC_REQUEST_THROTTLE,
      DEFAULT_LOCALE: config.DEFAULT_LOCALE,
      PUBLIC_API_BASE: config.API_BASE ?? "",
      PUBLIC_ORIGIN: config.PUBLIC_ORIGIN[0] ?? `http://localhost:${config.PORT}`,
      BUILD_ID: build().buildId,
    },
  };
  (globalThis as Record<symbol, unknown>)[STOREFRONT_RUNTIME_KEY] = runtime;
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (at most SHUTDOWN_TIMEOUT_MS), stop the
 * mail worker (the e-mail in flight is finished), close the rate limits and the database, exit 0.
 */
export function handleShutdown(server: Server, services: Services, config: Config, logger: Logger) {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const force = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_TIMEOUT_MS);
    server.close(async () => {
      clearInterval(idle);
      clearTimeout(force);
      await services.worker.stop().catch((error) => logger.error({ err: error }, "stopping the mail worker failed"));
      await services.limits.close().catch((error) => logger.error({ err: error }, "closing the rate limits failed"));
      await services.database.close().catch((error) => logger.error({ err: error }, "closing the database failed"));
      logger.info("stopped");
      logger.flush();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
