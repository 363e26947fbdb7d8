// The invoice mailer (issue 34, docs/invoices.md "E-mails"): every pollMs (default 30 s) it queues the invoice e-mails
// that are due, each with its PDF (use-cases/invoicing/email-invoices.ts): a private person's invoice at once, a
// business invoice once KSeF accepted it, or marked "not yet in KSeF" when KSeF has not accepted it 10 minutes after
// its issue. Safe with several processes: each e-mail is claimed on its invoice in the transaction that queues it. A
// failing pass is logged, counted (job_failures_total, job "invoice-mailer") and tried again at the next tick.
import type { Logger } from "pino";
import { emailInvoices, type InvoiceMailDeps, type InvoiceMailResult } from "../use-cases/invoicing/email-invoices";
import { periodicJob } from "./periodic-job";

export interface InvoiceMailerOptions extends Omit<InvoiceMailDeps, "logger"> {
  logger: Logger;
  /** Wakes the mail worker after a pass queued e-mails. */
  mailQueued?: (() => void) | undefined;
  /** Counts a failed pass (the /metrics counter). */
  jobFailed?: ((job: string) => void) | undefined;
  /** Default 30 s. */
  pollMs?: number;
  /** How long a business invoice may wait for KSeF before the "not yet in KSeF" e-mail (default 10 minutes). */
  provisionalAfterMs?: number;
}

export interface InvoiceMailer {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
  /** Runs one pass now (after the one in flight) as at `now`; its errors are thrown to the caller. */
  tickOnce(now?: Date): Promise<InvoiceMailResult>;
}

export function createInvoiceMailer(options: InvoiceMailerOptions): InvoiceMailer {
  const { logger } = options;
  const deps: InvoiceMailDeps = { ...options, logger };
  const { start, stop, tickOnce } = periodicJob({
    name: "invoice-mailer",
    pollMs: options.pollMs ?? 30_000,
    logger,
    jobFailed: options.jobFailed,
    failMessage: "invoice mailer pass failed; retrying at the next tick",
    pass: async (now) => {
      const result = await emailInvoices(deps, now, { provisionalAfterMs: options.provisionalAfterMs });
      if (result.final > 0 || result.provisional > 0) options.mailQueued?.();
      return result;
    },
    // An invoice whose e-mail failed was logged by the pass; the pass counts as failed.
    afterScheduledPass: (result) => (result.failed > 0 ? options.jobFailed?.("invoice-mailer") : undefined),
  });
  return { start, stop, tickOnce };
}
