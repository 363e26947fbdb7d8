// The embedded database kept running: when its process dies (a crash, the OOM killer, a kill), a new one
// starts on the same data directory and the pool is pointed at it. Meanwhile connections are refused,
// which the API answers 503 with Retry-After (unavailable.ts); PostgreSQL's recovery in the new process
// replays the write-ahead log, so committed transactions stay and a half-done one is rolled back.
import { setTimeout as sleep } from "node:timers/promises";
import { type PgliteServer, startPgliteServer } from "./spawn";

export interface EngineEvents {
  /** The process ended without being asked to; a restart follows. */
  exited?(code: number | null, signal: NodeJS.Signals | null): void;
  /** A new process serves (after `attempt` tries). */
  restarted?(attempt: number): void;
  /** A restart failed; the next try follows after a pause. */
  restartFailed?(error: Error, attempt: number): void;
}

export interface SupervisedPglite {
  /** The current process's address. */
  url(): string;
  /** The current process (a test kills it). */
  pid(): number | undefined;
  /** Called with the new address after each restart. */
  onMoved(listener: (url: string) => void): void;
  /**
   * Stops the process and starts a new one on the same data: PGlite's WebAssembly memory only grows, and a first
   * start's demo seed leaves it about 80 MB larger than a start on the seeded data.
   */
  renew(): Promise<void>;
  stop(): Promise<void>;
}

/** Pauses between restart attempts: 0.5 s doubling up to 5 s. */
const backoff = (attempt: number) => Math.min(500 * 2 ** (attempt - 1), 5_000);

export async function startSupervisedPglite(dataDir: string, events: EngineEvents = {}): Promise<SupervisedPglite> {
  const moved: Array<(url: string) => void> = [];
  let stopped = false;
  let restarting = false;

  const onUnexpectedExit = (code: number | null, signal: NodeJS.Signals | null) => {
    if (stopped || restarting) return;
    events.exited?.(code, signal);
    void restart();
  };
  const start = () => startPgliteServer({ dataDir, onUnexpectedExit });
  let current: PgliteServer = await start();

  async function restart() {
    restarting = true;
    for (let attempt = 1; !stopped; attempt++) {
      try {
        current = await start();
        restarting = false;
        for (const listener of moved) listener(current.url);
        events.restarted?.(attempt);
        return;
      } catch (error) {
        events.restartFailed?.(error as Error, attempt);
        await sleep(backoff(attempt));
      }
    }
  }

  return {
    url: () => current.url,
    pid: () => current.pid,
    onMoved: (listener) => void moved.push(listener),
    renew: async () => {
      restarting = true;
      try {
        await current.stop();
        current = await start();
      } finally {
        restarting = false;
      }
      for (const listener of moved) listener(current.url);
    },
    stop: async () => {
      stopped = true;
      await current.stop();
    },
  };
}
