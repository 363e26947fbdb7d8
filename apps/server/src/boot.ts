import type { Server } from "node:http";
import {
  type ChainAdapter,
  createApi,
  createContentChanges,
  createFavouriteAlertJob,
  createInvoiceMailer,
  createKsefSender,
  createPaymentWorkers,
  createPickupHolds,
  createRateLimits,
  createReorderDigestJob,
  createReportRefresher,
  createReviewRequestJob,
  createShipmentTracker,
  type FavouriteAlertJob,
  type InvoiceMailer,
  type KsefSender,
  type P24Account,
  type PaymentOptions,
  type PaymentWorkers,
  type PickupHolds,
  type ReorderDigestJob,
  type ReportRefresher,
  type ReviewRequestJob,
  type ShipmentTracker,
  SimulatorAdapter,
  TronGridAdapter,
} from "@shop/api";
import type { BuildInfo, StorefrontRuntime } from "@shop/contracts";
import { STOREFRONT_RUNTIME_KEY } from "@shop/contracts";
import { type Database, openDatabase } from "@shop/db";
import { resolveBrand } from "@shop/domain";
import { createMailWorker, createSmsWorker, type MailWorker, type SmsWorker } from "@shop/mail";
import type { Logger } from "pino";
import { announceDatabase, engineEventsOf, prepareAndReport } from "./boot-database";
import type { WorkerLink } from "./cluster/worker-link";
import type { Config } from "./config";
import { drainable } from "./drain";
import { type InPostPointsSetup, setUpInPostPoints } from "./inpost-points";

import { invoiceVerificationBaseOf } from "./invoice-verification";
import { invoicingSettingsOf } from "./invoicing-settings";
import { invoicingStatusOf } from "./invoicing-status";
import { type KsefSetup, setUpKsef } from "./ksef";
import { mediaStoreOf } from "./media-store";
import type { Metrics } from "./metrics";
import { type Przelewy24Setup, setUpPrzelewy24 } from "./przelewy24";
import { type ShipXSetup, setUpShipX } from "./shipx";
import { type SmsApiSetup, setUpSmsApi } from "./smsapi";
import { setUpTaxRegistries, type TaxRegistriesSetup } from "./tax-registries";

/** How long a start waits for Redis before it serves anyway (ioredis's connect timeout is 2 s). */
const REDIS_START_WAIT_MS = 3_000;

/** Opens, migrates and (when empty) seeds the database, builds the API on top of it and starts the mail and payment workers. */
export async function bootServices(
  config: Config,
  logger: Logger,
  build: () => BuildInfo,
  metrics?: Pick<Metrics, "orderPlaced" | "jobFailed" | "watch" | "redisChanged" | "rateLimitFellBack">,
  link?: WorkerLink,
) {
  // An HTTP worker finds the database ready: the primary opened, migrated and seeded it (cluster/primary.ts).
  if (!link) announceDatabase(config, logger);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    replicaUrl: config.DATABASE_REPLICA_URL,
    dataDir: config.DATA_DIR,
    poolMax: config.DATABASE_POOL_MAX,
    embeddedUrl: link?.embeddedUrl,
    engineEvents: engineEventsOf(logger),
  });
  if (database.moveTo) link?.onDatabaseMoved(database.moveTo);
  metrics?.watch(database);
  if (!link) await prepareAndReport(database, logger);
  const brand = resolveBrand(config.PUBLIC_BRAND).id;
  const worker = createMailWorker({
    database,
    logger,
    smtpUrl: config.SMTP_URL,
    // A demo shop (the quick start) prints its e-mails, so that a sign-up can be verified from the log.
    logTexts: config.NODE_ENV !== "production" || config.DEMO_MODE,
    brand,
  });
  // Text messages (issue 33): through SMSAPI, or its stand-in in demo mode; without either they stay in the outbox.
  const smsapi = await setUpSmsApi(config, logger, link?.standIns.smsapi);
  const sms = createSmsWorker({ database, logger, sender: smsapi?.sender, logTexts: config.NODE_ENV !== "production" || config.DEMO_MODE });
  // Whatever queued an e-mail may have queued a text message with it: both workers look.
  const messagesQueued = () => {
    worker.wake();
    sms.wake();
  };
  // Without Redis, the workers of one npm start count and learn of changes together through their primary.
  const shared = Boolean(link) && !config.REDIS_URL;
  // Redis down: each process counts in its own memory meanwhile, logs it once and counts it in /metrics.
  const limits = createRateLimits({
    redisUrl: config.REDIS_URL,
    prefix: `${config.REDIS_KEY_PREFIX}:rl`,
    cluster: shared,
    logger,
    redisChanged: metrics?.redisChanged,
    fellBack: metrics?.rateLimitFellBack,
  });
  const changes =
    shared && link
      ? link.contentChanges
      : createContentChanges({ redisUrl: config.REDIS_URL, channel: `${config.REDIS_KEY_PREFIX}:content-changed`, logger });
  // Served only once Redis answers (or a few seconds passed: then its outage is logged and handled as one), so that
  // the first requests after a start count in Redis with the other processes', not in this process's memory.
  const redisReady = Promise.all([limits.redisReady(REDIS_START_WAIT_MS), changes.redisReady?.(REDIS_START_WAIT_MS)]);
  const media = mediaStoreOf(config);
  let payments: PaymentWorkers | undefined;
  const p24 = await setUpPrzelewy24(config, logger, link?.standIns.p24);
  const paymentOptions = paymentOptionsOf(config, p24?.account, () => payments?.watcher.wake());
  const inpost = await setUpInPostPoints(config, logger, link?.standIns.inpost);
  const shipx = await setUpShipX(config, logger, link?.standIns.shipx);
  // Invoices (issue 34): the seller from SELLER_*; without one, no invoice is issued.
  const invoicing = invoicingSettingsOf(config);
  if (!invoicing)
    logger.warn("Invoicing is off: set SELLER_NIP, SELLER_NAME and SELLER_ADDRESS_LINE1 to issue invoices (docs/invoices.md)");
  const invoiceVerificationBase = invoiceVerificationBaseOf(config.KSEF_BASE);
  const tax = await setUpTaxRegistries(config, logger, link?.standIns.tax);
  const api = createApi({
    database,
    logger,
    build,
    development: config.NODE_ENV === "development",
    publicOrigins: config.PUBLIC_ORIGIN,
    brand,
    limits,
    // Readiness reports a Redis outage (of the rate limits or the content-change channel) and stays 200.
    redisConnected: () => {
      const connected = limits.redisConnected();
      return connected === undefined ? undefined : connected && (changes.redisConnected?.() ?? true);
    },
    mailQueued: messagesQueued,
    emailQueued: () => worker.wake(),
    ...(metrics ? { orderPlaced: metrics.orderPlaced } : {}),
    paymentOptions,
    contentChanged: () => changes.changed(),
    contentVersion: changes.version,
    media,
    lockers: inpost.lockers,
    ...(shipx ? { shipments: shipx.carrier } : {}),
    ...(invoicing ? { invoicing } : {}),
    invoiceVerificationBase,
    taxRegistries: tax.registries,
    invoicingStatus: invoicingStatusOf(config),
  });
  payments = createPaymentWorkers({
    database,
    logger,
    chain: chainAdapterOf(config, database),
    paymentOptions,
    brand,
    mailQueued: messagesQueued,
    invoicing,
    cryptoPollMs: config.CRYPTO_POLL_MS,
    expiryPollMs: config.PAYMENT_EXPIRY_POLL_MS,
    jobFailed: metrics?.jobFailed,
  });
  payments.start();
  // The city managers' daily "to reorder" e-mail (issue 33): every worker runs it, the day's row makes it one e-mail.
  const reorderDigest = createReorderDigestJob({
    database,
    logger,
    brand,
    publicOrigin: paymentOptions.publicOrigin,
    mailQueued: () => worker.wake(),
    jobFailed: metrics?.jobFailed,
  });
  reorderDigest.start();
  // The e-mail asking for a review (issue 38): every worker runs it, the order's claim makes it one e-mail.
  const reviewRequests = createReviewRequestJob({
    database,
    logger,
    brand,
    publicOrigin: paymentOptions.publicOrigin,
    days: config.REVIEW_REQUEST_DAYS,
    mailQueued: () => worker.wake(),
    jobFailed: metrics?.jobFailed,
  });
  reviewRequests.start();
  // Favourites back in stock or cheaper (issue 38): every worker runs it, the claim's one UPDATE tells each change once.
  const favouriteAlerts = createFavouriteAlertJob({
    database,
    logger,
    brand,
    publicOrigin: paymentOptions.publicOrigin,
    mailQueued: () => worker.wake(),
    jobFailed: metrics?.jobFailed,
  });
  favouriteAlerts.start();
  // InPost parcels: their tracking numbers reach the customers' pages and e-mails (docs/orders.md "InPost shipments").
  const tracker = shipx
    ? createShipmentTracker({
        database,
        logger,
        shipments: shipx.carrier,
        brand,
        paymentOptions,
        mailQueued: messagesQueued,
        jobFailed: metrics?.jobFailed,
      })
    : undefined;
  tracker?.start();
  // Pickup holds (issue 33): the reminder a day after an order is ready, the cancellation at the hold's end.
  const holds = createPickupHolds({
    database,
    logger,
    brand,
    paymentOptions,
    invoicing,
    contentChanged: () => changes.changed(),
    mailQueued: messagesQueued,
    jobFailed: metrics?.jobFailed,
    pollMs: config.PICKUP_HOLD_POLL_MS,
  });
  holds.start();
  // Reports (issue 36): the days the orders marked are recomputed every minute (a report refreshes them too).
  const reportRefresher = createReportRefresher({ database, logger, jobFailed: metrics?.jobFailed });
  reportRefresher.start();
  // Business invoices to KSeF (issue 34): waiting ones sent every KSEF_POLL_MS, each once, by whichever worker claims it.
  const ksef = await setUpKsef(config, logger, link?.standIns.ksef, !link);
  const ksefSender = ksef
    ? createKsefSender({ database, logger, gateway: ksef.gateway, pollMs: config.KSEF_POLL_MS, jobFailed: metrics?.jobFailed })
    : undefined;
  ksefSender?.start();
  // Invoices (issue 34): each one's PDF e-mailed to its customer, once KSeF has it (or after 10 minutes without it).
  const invoiceMailer = createInvoiceMailer({
    database,
    logger,
    brand,
    publicOrigin: paymentOptions.publicOrigin,
    invoiceVerificationBase,
    mailQueued: () => worker.wake(),
    jobFailed: metrics?.jobFailed,
  });
  invoiceMailer.start();
  registerStorefrontRuntime(config, config.API_BASE ? null : (request) => Promise.resolve(api.fetch(request)), build, changes.version);
  await redisReady;
  return {
    database,
    api,
    limits,
    worker,
    sms,
    smsapi,
    payments,
    holds,
    reportRefresher,
    invoiceMailer,
    reorderDigest,
    reviewRequests,
    favouriteAlerts,
    changes,
    p24,
    shipx,
    tracker,
    inpost,
    ksef,
    ksefSender,
    tax,
  };
}

/** The payments' settings (demo mode decided which chain and sandbox secret: demo-mode.ts). */
function paymentOptionsOf(config: Config, p24: P24Account | undefined, transferSent?: () => void): PaymentOptions {
  return {
    publicOrigin: config.PUBLIC_ORIGIN[0] ?? `http://localhost:${config.PORT}`,
    sandboxSecret: config.PAYMENT_SANDBOX_SECRET,
    ...(p24 ? { p24 } : {}),
    crypto: { address: config.CRYPTO_ADDRESS, groszePerUsdt: config.CRYPTO_RATE_PLN_PER_USDT, tokenContract: config.USDT_CONTRACT },
    chain: config.CRYPTO_CHAIN,
    transferSent,
  };
}

function chainAdapterOf(config: Config, database: Database): ChainAdapter {
  if (config.CRYPTO_CHAIN === "simulator") return new SimulatorAdapter(database.db);
  return new TronGridAdapter({ baseUrl: config.TRONGRID_URL, apiKey: config.TRONGRID_API_KEY, tokenContract: config.USDT_CONTRACT });
}

/** What graceful shutdown closes once the server stopped accepting: the workers, the limits, the database. */
export interface Services {
  database: Database;
  worker: MailWorker;
  sms: SmsWorker;
  smsapi: SmsApiSetup | undefined;
  payments: PaymentWorkers;
  reorderDigest: ReorderDigestJob;
  reviewRequests: ReviewRequestJob;
  favouriteAlerts: FavouriteAlertJob;
  holds: PickupHolds;
  reportRefresher: ReportRefresher;
  invoiceMailer: InvoiceMailer;
  p24: Przelewy24Setup | undefined;
  inpost: InPostPointsSetup;
  tax: TaxRegistriesSetup;
  shipx: ShipXSetup | undefined;
  tracker: ShipmentTracker | undefined;
  ksef: KsefSetup | undefined;
  ksefSender: KsefSender | undefined;
  limits: { close(): Promise<void> };
  changes: { close(): Promise<void> };
}

/** Hands the storefront (a separate bundle) its API access and its public configuration. */
function registerStorefrontRuntime(
  config: Config,
  inProcessApi: StorefrontRuntime["inProcessApi"],
  build: () => BuildInfo,
  contentVersion?: () => number,
) {
  const runtime: StorefrontRuntime = {
    contentVersion,
    apiBase: config.API_BASE ?? "",
    inProcessApi,
    publicEnv: {
      PUBLIC_BRAND: config.PUBLIC_BRAND,
      PUBLIC_REQUEST_THROTTLE: config.PUBLIC_REQUEST_THROTTLE,
      DEFAULT_LOCALE: config.DEFAULT_LOCALE,
      PUBLIC_API_BASE: config.API_BASE ?? "",
      PUBLIC_ORIGIN: config.PUBLIC_ORIGIN[0] ?? `http://localhost:${config.PORT}`,
      BUILD_ID: build().buildId,
      DEMO_MODE: config.DEMO_MODE,
    },
  };
  (globalThis as Record<symbol, unknown>)[STOREFRONT_RUNTIME_KEY] = runtime;
}

/**
 * SIGTERM/SIGINT: stop accepting, let in-flight requests finish (at most SHUTDOWN_TIMEOUT_MS), stop the
 * payment workers and the mail worker (the pass and the e-mail in flight are finished), close the rate limits and the database, exit 0.
 */
export function handleShutdown(server: Server, services: Services, config: Config, logger: Logger, link?: WorkerLink) {
  let stopping = false;
  const connections = drainable(server);
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: no new connections, finishing in-flight requests");
    void connections.drain(config.SHUTDOWN_TIMEOUT_MS).then(async () => {
      await link?.leave();
      const steps: Array<[string, () => Promise<unknown>]> = [
        ["the payment workers", () => services.payments.stop()],
        ["the reorder digest", () => services.reorderDigest.stop()],
        ["the review requests", () => services.reviewRequests.stop()],
        ["the favourite alerts", () => services.favouriteAlerts.stop()],
        ["the pickup holds job", () => services.holds.stop()],
        ["the report refresher", () => services.reportRefresher.stop()],
        ["the KSeF sender", async () => services.ksefSender?.stop()],
        ["the KSeF stand-in", async () => services.ksef?.stop()],
        ["the invoice mailer", () => services.invoiceMailer.stop()],
        ["the Przelewy24 stand-in", async () => services.p24?.stop()],
        ["the InPost lockers stand-in", () => services.inpost.stop()],
        ["the tax registries' stand-in", () => services.tax.stop()],
        ["the shipment tracker", async () => services.tracker?.stop()],
        ["the ShipX stand-in", async () => services.shipx?.stop()],
        ["the mail worker", () => services.worker.stop()],
        ["the SMS worker", () => services.sms.stop()],
        ["the SMSAPI stand-in", async () => services.smsapi?.stop()],
        ["the content change channel", () => services.changes.close()],
        ["the rate limits", () => services.limits.close()],
        ["the database", () => services.database.close()],
      ];
      for (const [name, run] of steps) {
        // A step that hangs is named in the log (the primary kills a worker that takes too long to stop).
        const slow = setTimeout(() => logger.warn({ step: name }, `stopping ${name} takes over 5 s`), 5_000);
        await run().catch((error) => logger.error({ err: error }, `stopping ${name} failed`));
        clearTimeout(slow);
      }
      logger.info("stopped");
      logger.flush();
      process.exit(0);
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  // An HTTP worker stops when its primary says so (a rolling restart, or the primary stopping) or is gone.
  link?.onShutdown(() => stop("primary"));
  // SIGHUP asks the primary for a rolling restart; a worker that gets it too (sent to the process group) leaves it to the primary.
  if (link) process.on("SIGHUP", () => {});
}
