// The KSeF sender (issue 34, docs/invoices.md "KSeF"): every pollMs (KSEF_POLL_MS, default a minute) one pass
// (use-cases/invoicing/send-invoices-to-ksef.ts) sends the business invoices waiting for KSeF in one interactive
// session and asks about those KSeF has not decided yet. While KSeF is away or holds the shop to its limits, the
// invoices wait with a back-off: nothing is lost and nothing is sent twice, also with several processes (each pass
// claims its rows). A pass that throws (the database away) is logged, counted, and tried again at the next tick.
import type { Logger } from "pino";
import {
  type SendToKsefDeps,
  type SendToKsefOptions,
  type SendToKsefResult,
  sendInvoicesToKsef,
} from "../use-cases/invoicing/send-invoices-to-ksef";

export interface KsefSenderOptions extends SendToKsefDeps, SendToKsefOptions {
  logger: Logger;
  /** Counts a failed pass (the /metrics counter job_failures_total{job="ksef-sender"}). */
  jobFailed?: ((job: string) => void) | undefined;
  /** Default 60 s. */
  pollMs?: number;
}

export interface KsefSender {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
  /** Runs one pass now (after the one in flight); its errors are thrown to the caller. */
  tickOnce(): Promise<SendToKsefResult>;
  /** Runs a pass soon (an invoice was just issued). */
  wake(): void;
}

export function createKsefSender(options: KsefSenderOptions): KsefSender {
  const { logger } = options;
  const pollMs = options.pollMs ?? 60_000;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();

  const tickOnce = (): Promise<SendToKsefResult> => {
    const pass = last.then(() => sendInvoicesToKsef(options, options));
    last = pass.catch(() => {});
    return pass;
  };
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(() => {
      tickOnce()
        .then((result) => (result.accepted + result.rejected + result.failed > 0 ? logger.info({ ...result }, "KSeF pass") : undefined))
        .catch((error) => {
          options.jobFailed?.("ksef-sender");
          logger.error({ err: error }, "KSeF sender pass failed; retrying at the next tick");
        })
        .finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (running) return;
      running = true;
      schedule(Math.min(pollMs, 1000));
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await last;
    },
    tickOnce,
    wake: () => (running ? schedule(0) : undefined),
  };
}
