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
import { periodicJob } from "./periodic-job";

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
  const { start, stop, tickOnce, wake } = periodicJob({
    name: "ksef-sender",
    pollMs: options.pollMs ?? 60_000,
    logger,
    jobFailed: options.jobFailed,
    failMessage: "KSeF sender pass failed; retrying at the next tick",
    pass: () => sendInvoicesToKsef(options, options),
    afterScheduledPass: (result) =>
      result.accepted + result.rejected + result.failed > 0 ? logger.info({ ...result }, "KSeF pass") : undefined,
  });
  return { start, stop, tickOnce, wake };
}
