// Favourites' e-mails (issue 38; use-cases/catalogue/send-favourite-alerts.ts): every pollMs (default 5 minutes) a
// pass tells the customers who asked which favourites are back in stock or cheaper. Every HTTP worker runs it: the
// claim is one UPDATE per city, so a second process's pass finds nothing left to tell. A failing pass is logged and
// tried again at the next tick.
import type { Logger } from "pino";
import { type FavouriteAlertDeps, sendFavouriteAlerts } from "../use-cases/catalogue/send-favourite-alerts";
import { periodicJob } from "./periodic-job";

export interface FavouriteAlertJobOptions extends FavouriteAlertDeps {
  logger: Logger;
  /** Wakes the mail worker after a pass queued e-mails. */
  mailQueued?: (() => void) | undefined;
  /** Counts a failed pass (the /metrics counter). */
  jobFailed?: ((job: string) => void) | undefined;
  /** Default 5 minutes. */
  pollMs?: number;
}

export interface FavouriteAlertJob {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
  /** Runs one pass now (after the one in flight); the number of e-mails queued; its errors are thrown to the caller. */
  tickOnce(): Promise<number>;
}

export function createFavouriteAlertJob(options: FavouriteAlertJobOptions): FavouriteAlertJob {
  const pollMs = options.pollMs ?? 5 * 60_000;
  const { start, stop, tickOnce } = periodicJob({
    name: "favourite-alerts",
    pollMs,
    firstDelayMs: pollMs,
    logger: options.logger,
    jobFailed: options.jobFailed,
    failMessage: "favourite alerts pass failed; retrying at the next tick",
    pass: async () => {
      const queued = await sendFavouriteAlerts(options);
      if (queued > 0) options.mailQueued?.();
      return queued;
    },
  });
  return { start, stop, tickOnce };
}
