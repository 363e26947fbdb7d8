// The reports' refresher (issue 36, docs/adr/0029-report-aggregates.md): every pollMs (default a minute) it recomputes
// the (day, city) pairs the orders' trigger marked, so that the marks do not pile up between reports and a report
// finds little left to do. Reading a report refreshes too (its figures are never older than the request); this only
// keeps that cheap. Safe with several processes (one refresh at a time, an advisory lock). A failing pass is logged and
// tried again at the next tick; it never stops the process.
import { type Db, refreshReportDays } from "@shop/db";
import type { Logger } from "pino";

export interface ReportRefresherOptions {
  database: { db: Db };
  logger: Logger;
  jobFailed?: ((job: string) => void) | undefined;
  /** Default 60 s. */
  pollMs?: number;
}

export interface ReportRefresher {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
}

export function createReportRefresher(options: ReportRefresherOptions): ReportRefresher {
  const pollMs = options.pollMs ?? 60_000;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();
  const schedule = () => {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(() => {
      last = refreshReportDays(options.database.db)
        .catch((error) => {
          options.jobFailed?.("report-refresher");
          options.logger.error({ err: error }, "report refresh failed; retrying at the next tick");
        })
        .finally(schedule);
    }, pollMs);
    timer.unref();
  };
  return {
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await last;
    },
  };
}
