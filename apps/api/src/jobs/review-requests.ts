// The review request e-mails (issue 38; use-cases/reviews/send-review-requests.ts): every pollMs (default 15 minutes)
// a pass queues the e-mails of the orders completed REVIEW_REQUEST_DAYS ago. Every HTTP worker runs it: the claim's
// INSERT makes a second process's pass find the order done. A failing pass is logged and tried again at the next tick.
import type { Logger } from "pino";
import { type ReviewRequestDeps, sendReviewRequests } from "../use-cases/reviews/send-review-requests";
import { periodicJob } from "./periodic-job";

export interface ReviewRequestJobOptions extends ReviewRequestDeps {
  logger: Logger;
  mailQueued?: (() => void) | undefined;
  jobFailed?: ((job: string) => void) | undefined;
  /** Default 15 minutes. */
  pollMs?: number;
}

export interface ReviewRequestJob {
  start(): void;
  stop(): Promise<void>;
  /** Runs one pass now (after the one in flight): the number of e-mails queued. */
  tickOnce(): Promise<number>;
}

export function createReviewRequestJob(options: ReviewRequestJobOptions): ReviewRequestJob {
  const pollMs = options.pollMs ?? 15 * 60_000;
  const { start, stop, tickOnce } = periodicJob({
    name: "review-requests",
    pollMs,
    firstDelayMs: Math.min(pollMs, 60_000),
    logger: options.logger,
    jobFailed: options.jobFailed,
    failMessage: "review request pass failed; retrying at the next tick",
    pass: async () => {
      const queued = await sendReviewRequests(options);
      if (queued > 0) options.mailQueued?.();
      return queued;
    },
  });
  return { start, stop, tickOnce };
}
