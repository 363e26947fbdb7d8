// The primary process of `npm start` with WEB_CONCURRENCY > 1 (docs/adr/0020): it builds the storefront when
// needed, opens, migrates and seeds the database (and runs the embedded one), starts the demo's stand-ins, then
// forks one HTTP worker per core; they share the port (Node's cluster hands them the connections in turn).
// Without Redis it keeps the rate limits' counts and passes content changes between the workers. It restarts a
// worker that dies, replaces them one at a time on SIGHUP, and stops them all on SIGTERM/SIGINT.
import cluster, { type Worker } from "node:cluster";
import { openDatabase } from "@shop/db";
import type { Logger } from "pino";
import { AggregatorRegistry } from "prom-client";
import { RateLimiterClusterMaster } from "rate-limiter-flexible";
import { announceDatabase, engineEventsOf, prepareAndReport } from "../boot-database";
import type { Config } from "../config";
import { collectWhenIdle } from "../idle-gc";
import { setUpInPostPoints } from "../inpost-points";
import { setUpKsef } from "../ksef";
import { setUpPrzelewy24 } from "../przelewy24";
import { setUpShipX } from "../shipx";
import { setUpSmsApi } from "../smsapi";
import { ensureStorefrontBuild } from "../storefront-build";
import { setUpTaxRegistries } from "../tax-registries";
import { isShopMessage, type ToPrimary, type ToWorker, WORKER_SETUP_ENV, type WorkerSetup } from "./messages";
import { writePidFile } from "./pid-file";
import { createWorkerPool } from "./worker-pool";

export async function runPrimary(config: Config, logger: Logger) {
  const buildInfo = ensureStorefrontBuild(logger);
  announceDatabase(config, logger);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolMax: 1,
    engineEvents: engineEventsOf(logger),
  });
  await prepareAndReport(database, logger);
  const p24 = await setUpPrzelewy24(config, logger);
  const inpost = await setUpInPostPoints(config, logger);
  const shipx = await setUpShipX(config, logger);
  const smsapi = await setUpSmsApi(config, logger);
  const ksef = await setUpKsef(config, logger);
  const tax = await setUpTaxRegistries(config, logger);
  const setup: WorkerSetup = {
    ...(database.embedded ? { embeddedUrl: database.embedded.url() } : {}),
    standIns: {
      p24: p24?.standInUrl,
      inpost: inpost.standInUrl,
      shipx: shipx?.standInUrl,
      smsapi: smsapi?.standInUrl,
      ksef: ksef?.standInUrl,
      tax: tax.standInUrl,
    },
  };
  // Without Redis the workers' rate limits count here (rate-limiter-flexible's cluster limiter).
  if (!config.REDIS_URL) new RateLimiterClusterMaster();
  const aggregator = config.METRICS_TOKEN ? new AggregatorRegistry() : undefined;

  const workers = createWorkerPool({
    size: config.WEB_CONCURRENCY,
    env: () => ({ [WORKER_SETUP_ENV]: JSON.stringify(setup) }),
    stopTimeoutMs: config.SHUTDOWN_TIMEOUT_MS + 10_000,
    logger,
  });
  const send = (worker: Worker, message: ToWorker) => {
    if (worker.isConnected()) worker.send(message);
  };
  database.embedded?.onMoved((url) => {
    setup.embeddedUrl = url;
    for (const worker of workers.live()) send(worker, { type: "shop:database-moved", url });
  });
  cluster.on("message", (worker, message: unknown) => {
    if (!isShopMessage<ToPrimary>(message)) return;
    if (message.type === "shop:content-changed") {
      for (const other of workers.live()) if (other !== worker) send(other, message);
    } else if (message.type === "shop:leaving") {
      // Node's cluster handled the worker's closing of its listener before this message (one channel, in order): no
      // connection is handed to it from now on, and one handed before is read by it before this answer (worker-link.ts).
      send(worker, { type: "shop:left" });
    } else if (message.type === "shop:metrics") {
      const { id } = message;
      (aggregator ? aggregator.clusterMetrics() : Promise.reject(new Error("METRICS_TOKEN is not set"))).then(
        (text) => send(worker, { type: "shop:metrics", id, text, contentType: aggregator?.contentType ?? "text/plain" }),
        (error: unknown) => send(worker, { type: "shop:metrics", id, error: String(error) }),
      );
    }
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: the workers finish their in-flight requests");
    await workers.stopAll();
    for (const service of [p24, inpost, shipx, smsapi, ksef, tax])
      await service?.stop().catch((error) => logger.error({ err: error }, "stopping a stand-in failed"));
    await database.close().catch((error) => logger.error({ err: error }, "closing the database failed"));
    logger.info("stopped");
    logger.flush();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGHUP", () => void workers.rollingRestart());

  let port: number;
  try {
    port = await workers.start();
  } catch (error) {
    logger.fatal({ err: error }, "the HTTP workers did not start");
    await workers.stopAll();
    await database.close().catch(() => {});
    process.exit(1);
  }
  // The start's garbage (migrations, the demo seed) given back once it is quiet, and after any later busy spell.
  collectWhenIdle();
  // `npm run reload` finds this process here (SIGHUP: the rolling restart above).
  writePidFile(config.DATA_DIR, logger);
  logger.info(
    { port, buildId: buildInfo.buildId, engine: database.engine, workers: config.WEB_CONCURRENCY },
    `shop listening on http://localhost:${port}/en`,
  );
}
