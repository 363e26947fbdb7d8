// The loop every job of this folder runs: a pass every pollMs, the first one firstDelayMs after start(), one pass at a
// time within a process (a pass asked for while one runs waits for it). A scheduled pass that fails is counted
// (jobFailed(name), the /metrics counter job_failures_total) and logged, and the next one runs pollMs later: a failing
// pass never stops the process. tickOnce() runs a pass now (tests, a caller that needs its result) and throws its
// errors to the caller; stop() waits for the pass in flight, and no pass is scheduled after it.
import type { Logger } from "pino";

export interface PeriodicJobOptions<T> {
  /** The job's name in job_failures_total{job="…"}. */
  name: string;
  pollMs: number;
  /** The first pass after start(); default min(pollMs, 1 s). */
  firstDelayMs?: number;
  logger: Logger;
  /** Counts a failed scheduled pass (the /metrics counter). */
  jobFailed?: ((job: string) => void) | undefined;
  /** The error line of a failed scheduled pass, e.g. "… pass failed; retrying at the next tick". */
  failMessage: string;
  /** More fields of that error line (beside `err`). */
  failFields?: Record<string, unknown>;
  /** One pass as at `now` (the time the pass starts, unless tickOnce was given one). */
  pass: (now: Date) => Promise<T>;
  /** After a scheduled pass that succeeded (a log line, a count); what it throws counts as the pass's failure. */
  afterScheduledPass?: (result: T) => void;
}

export interface PeriodicJob<T> {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
  /** Runs one pass now (after the one in flight) as at `now` (default: when it starts); its errors are thrown to the caller. */
  tickOnce(now?: Date): Promise<T>;
  /** Runs a pass soon (errors counted and logged) while the job runs. */
  wake(): void;
}

export function periodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  const { name, pollMs, logger } = options;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();

  const tickOnce = (now?: Date): Promise<T> => {
    const pass = last.then(() => options.pass(now ?? new Date()));
    last = pass.catch(() => {});
    return pass;
  };
  const failed = (error: unknown) => {
    options.jobFailed?.(name);
    logger.error({ err: error, ...options.failFields }, options.failMessage);
  };
  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    if (!running) return;
    timer = setTimeout(() => {
      const tick = tickOnce().then(options.afterScheduledPass).catch(failed);
      // stop() and the next pass wait for the failure's count and log line too.
      last = tick.catch(() => {});
      tick.finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (running) return;
      running = true;
      schedule(options.firstDelayMs ?? Math.min(pollMs, 1000));
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
