// The payment workers: the crypto watcher (every CRYPTO_POLL_MS) and the payment expiry (every
// PAYMENT_EXPIRY_POLL_MS, which first runs a crypto check so that a transfer made in time is matched before its
// order would expire, and verifies again the Przelewy24 payments whose verification failed). Safe with several processes: every transfer is handled once (its transaction id is a
// key) and every overdue order is canceled by the one transaction that locks it. A failing pass is logged and
// tried again at the next tick; it never stops the process.
import type { Db } from "@shop/db";
import type { BrandId, InvoicingSettings } from "@shop/domain";
import type { Logger } from "pino";
import type { ChainAdapter, PaymentOptions } from "../core/payments";
import { type ExpireResult, expireUnpaidOrders } from "../use-cases/orders/expire-unpaid-orders";
import { type RetryResult, retryP24Verifications } from "../use-cases/payments/retry-p24-verifications";
import { type WatchResult, watchCryptoTransfers } from "../use-cases/payments/watch-crypto-transfers";
import { periodicJob } from "./periodic-job";

export interface PaymentWorkersOptions {
  database: { db: Db };
  logger: Logger;
  chain: ChainAdapter;
  paymentOptions: PaymentOptions;
  brand: BrandId;
  /** The seller and invoice series: an order paid by a pass gets its invoice (issue 34). */
  invoicing?: InvoicingSettings | undefined;
  /** Wakes the mail worker after a pass changed an order (its e-mail is queued). */
  mailQueued?: (() => void) | undefined;
  /** Counts a failed pass (the /metrics counter, by worker name). */
  jobFailed?: ((job: string) => void) | undefined;
  /** Default 15 s. */
  cryptoPollMs?: number;
  /** Default 30 s. */
  expiryPollMs?: number;
}

interface PollingWorker<T> {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
  /** Runs one pass now (after the one in flight); its errors are thrown to the caller. */
  tickOnce(): Promise<T>;
  /** Runs a pass soon (errors logged). */
  wake(): void;
}

export interface PaymentWorkers {
  watcher: PollingWorker<WatchResult>;
  expiry: PollingWorker<{ crypto: WatchResult | null; p24: RetryResult | null; expired: ExpireResult }>;
  start(): void;
  stop(): Promise<void>;
}

/** One pass at a time: a call made while one runs waits for it, then runs its own. */
function serial<T>(work: () => Promise<T>): () => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return () => {
    const next = last.then(work, work);
    last = next.catch(() => {});
    return next;
  };
}

function pollingWorker<T>(
  name: string,
  pollMs: number,
  pass: () => Promise<T>,
  logger: Logger,
  failed?: (job: string) => void,
): PollingWorker<T> {
  const { start, stop, tickOnce, wake } = periodicJob({
    name,
    pollMs,
    logger,
    jobFailed: failed,
    failMessage: "payment worker pass failed; retrying at the next tick",
    failFields: { worker: name },
    pass,
  });
  return { start, stop, tickOnce, wake };
}

export function createPaymentWorkers(options: PaymentWorkersOptions): PaymentWorkers {
  const { logger } = options;
  const deps = { ...options };
  const notify = (changed: boolean) => (changed ? options.mailQueued?.() : undefined);
  // The watcher's pass and the expiry's crypto check never overlap within a process.
  const checkCrypto = serial(async () => {
    const result = await watchCryptoTransfers(deps);
    notify(result.matched > 0);
    return result;
  });
  const watcher = pollingWorker("crypto-watcher", options.cryptoPollMs ?? 15_000, checkCrypto, logger, options.jobFailed);
  const expiry = pollingWorker(
    "payment-expiry",
    options.expiryPollMs ?? 30_000,
    async () => {
      let crypto: WatchResult | null = null;
      try {
        crypto = await checkCrypto();
      } catch (error) {
        options.jobFailed?.("crypto-watcher");
        logger.error({ err: error }, "crypto check before the payment expiry failed");
      }
      let p24: RetryResult | null = null;
      try {
        p24 = await retryP24Verifications(deps);
        notify(p24.paid > 0);
      } catch (error) {
        options.jobFailed?.("p24-verification");
        logger.error({ err: error }, "verifying Przelewy24 payments again failed");
      }
      // Without a successful crypto check, crypto orders wait: a transfer made in time may not have been seen yet.
      // Online orders wait while a payment P24 announced is not verified yet.
      const skipOnline = p24 === null || p24.unconfirmed > 0;
      const expired = await expireUnpaidOrders(deps, new Date(), { skipCrypto: crypto === null, skipOnline });
      notify(expired.canceled > 0);
      return { crypto, p24, expired };
    },
    logger,
    options.jobFailed,
  );
  return {
    watcher,
    expiry,
    start() {
      watcher.start();
      expiry.start();
    },
    async stop() {
      await Promise.all([watcher.stop(), expiry.stop()]);
    },
  };
}
