// The outbox workers' loop (the mail worker and the SMS worker): a pass every pollMs, or at once on wake(); one pass
// at a time (a wake() during a pass runs another right after it); stop() waits for the pass in flight.

export interface OutboxLoop {
  wake(): void;
  stop(): Promise<void>;
}

export function outboxLoop(pass: (stopped: () => boolean) => Promise<void>, pollMs: number, failed: (error: unknown) => void): OutboxLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;
  let again = false;

  function schedule(): void {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(run, pollMs);
    timer.unref();
  }

  function run(): void {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    clearTimeout(timer);
    inFlight = pass(() => stopped)
      .catch(failed)
      .finally(() => {
        inFlight = null;
        if (again) {
          again = false;
          run();
        } else schedule();
      });
  }

  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      while (inFlight) await inFlight;
    },
  };
}
