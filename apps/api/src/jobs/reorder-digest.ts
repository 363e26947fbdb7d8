// The daily "to reorder" digest (issue 33; use-cases/staff/inventory/send-reorder-digests.ts): every pollMs (default
// 5 minutes) a pass sends the day's digests that are due (from 07:00 shop time) and not sent. Every HTTP worker runs
// it: the (manager, day) row inserted with the e-mail makes a second process's pass find it sent. A failing pass is
// logged and tried again at the next tick.
import type { Logger } from "pino";
import { type DigestResult, type ReorderDigestDeps, sendReorderDigests } from "../use-cases/staff/inventory/send-reorder-digests";

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
  const { logger } = options;
  const pollMs = options.pollMs ?? 5 * 60_000;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();

  const tickOnce = (now?: Date): Promise<DigestResult> => {
    const pass = last.then(async () => {
      const result = await sendReorderDigests(options, now ?? new Date());
      if (result.sent > 0) options.mailQueued?.();
      if (result.failed > 0) options.jobFailed?.("reorder-digest");
      return result;
    });
    last = pass.catch(() => {});
    return pass;
  };
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(() => {
      tickOnce()
        .catch((error) => {
          options.jobFailed?.("reorder-digest");
          logger.error({ err: error }, "reorder digest pass failed; retrying at the next tick");
        })
        .finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (running) return;
      running = true;
      // The first pass soon after the start (a restart after 07:00 sends what is due), then every pollMs.
      schedule(Math.min(pollMs, 30_000));
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await last;
    },
    tickOnce,
  };
}
