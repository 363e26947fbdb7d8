// The daily "to reorder" digest (issue 33; use-cases/staff/inventory/send-reorder-digests.ts): every pollMs (default
// 5 minutes) a pass sends the day's digests that are due (from 07:00 shop time) and not sent. Every HTTP worker runs
// it: the (manager, day) row inserted with the e-mail makes a second process's pass find it sent. A failing pass is
// logged and tried again at the next tick.
import type { Logger } from "pino";
import { type DigestResult, type ReorderDigestDeps, sendReorderDigests } from "../use-cases/staff/inventory/send-reorder-digests";
import { periodicJob } from "./periodic-job";

export interface ReorderDigestJobOptions extends ReorderDigestDeps {
  logger: Logger;
  /** Wakes the mail worker after a pass queued e-mails. */
  mailQueued?: (() => void) | undefined;
  /** Counts a failed pass (the /metrics counter). */
  jobFailed?: ((job: string) => void) | undefined;
  /** Default 5 minutes. */
  pollMs?: number;
}

export interface ReorderDigestJob {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
  /** Runs one pass now (after the one in flight); its errors are thrown to the caller. */
  tickOnce(now?: Date): Promise<DigestResult>;
}

export function createReorderDigestJob(options: ReorderDigestJobOptions): ReorderDigestJob {
  const pollMs = options.pollMs ?? 5 * 60_000;
  const { start, stop, tickOnce } = periodicJob({
    name: "reorder-digest",
    pollMs,
    // The first pass soon after the start (a restart after 07:00 sends what is due), then every pollMs.
    firstDelayMs: Math.min(pollMs, 30_000),
    logger: options.logger,
    jobFailed: options.jobFailed,
    failMessage: "reorder digest pass failed; retrying at the next tick",
    pass: async (now) => {
      const result = await sendReorderDigests(options, now);
      if (result.sent > 0) options.mailQueued?.();
      if (result.failed > 0) options.jobFailed?.("reorder-digest");
      return result;
    },
  });
  return { start, stop, tickOnce };
}
