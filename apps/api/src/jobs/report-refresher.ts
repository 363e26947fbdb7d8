// The reports' refresher (issue 36, docs/adr/0029-report-aggregates.md): every pollMs (default a minute) it recomputes
// the (day, city) pairs the orders' trigger marked, so that the marks do not pile up between reports and a report
// finds little left to do. Reading a report refreshes too (its figures are never older than the request); this only
// keeps that cheap. Safe with several processes (one refresh at a time, an advisory lock). A failing pass is logged and
// tried again at the next tick; it never stops the process.
import { type Db, refreshReportDays } from "@shop/db";
import type { Logger } from "pino";
import { periodicJob } from "./periodic-job";

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
  const { start, stop } = periodicJob({
    name: "report-refresher",
    pollMs,
    firstDelayMs: pollMs,
    logger: options.logger,
    jobFailed: options.jobFailed,
    failMessage: "report refresh failed; retrying at the next tick",
    pass: () => refreshReportDays(options.database.db),
  });
  return { start, stop };
}
