// A worker's side of the cluster (docs/adr/0020): staff edits reach the other workers' caches through the primary
// (without Redis), /metrics is gathered from every worker by the primary, the embedded database's new address after
// a restart comes from the primary, and so does the order to stop (a rolling restart, or the primary stopping).
import type { ContentChanges } from "@shop/api";
import { isShopMessage, type ToPrimary, type ToWorker, WORKER_SETUP_ENV, type WorkerSetup } from "./messages";

export interface WorkerLink extends WorkerSetup {
  /** Content changes shared with the other workers through the primary (used without REDIS_URL). */
  contentChanges: ContentChanges;
  /** The metrics of every worker, added up by the primary (Prometheus text). */
  clusterMetrics(): Promise<{ text: string; contentType: string }>;
  onDatabaseMoved(listener: (url: string) => void): void;
  onShutdown(listener: () => void): void;
  /** Tells the primary this worker serves (its "shop listening" line waits for every worker). */
  listening(port: number): void;
  /**
   * After the listener is closed, before the process exits: resolves once the primary has stopped handing this worker
   * connections and every one it handed over was read here. Node's cluster passes each new connection to a worker over
   * this channel and waits for its answer; a worker that exited with one unread left it open in the primary, unanswered
   * (the rolling restart's lost health check, stop 48). Resolves at once without a primary, after 2 s at most.
   */
  leave(): Promise<void>;
}

const LEAVE_TIMEOUT_MS = 2_000;

const METRICS_TIMEOUT_MS = 10_000;

export function joinCluster(): WorkerLink {
  const setup = JSON.parse(process.env[WORKER_SETUP_ENV] ?? "{}") as WorkerSetup;
  const send = (message: ToPrimary) => {
    if (process.connected) process.send?.(message);
  };
  let version = 0;
  const moved: Array<(url: string) => void> = [];
  const shutdown: Array<() => void> = [];
  // Told to stop before its stop was wired (a rolling restart's new worker when the shop stops): it stops once it is.
  let stopAsked = false;
  const askStop = () => {
    stopAsked = true;
    for (const listener of shutdown) listener();
  };
  const left: Array<() => void> = [];
  const pending = new Map<number, (answer: ToWorker & { type: "shop:metrics" }) => void>();
  let nextId = 1;
  process.on("message", (message: unknown) => {
    if (!isShopMessage<ToWorker>(message)) return;
    if (message.type === "shop:content-changed") version += 1;
    else if (message.type === "shop:database-moved") for (const listener of moved) listener(message.url);
    else if (message.type === "shop:shutdown") askStop();
    else if (message.type === "shop:metrics") pending.get(message.id)?.(message);
    else if (message.type === "shop:left") for (const resolve of left.splice(0)) resolve();
  });
  // The primary is gone (killed): this worker stops too, as a PGlite child does without its parent.
  process.on("disconnect", askStop);
  return {
    ...setup,
    contentChanges: {
      version: () => version,
      changed() {
        version += 1;
        send({ type: "shop:content-changed" });
      },
      close: async () => {},
    },
    clusterMetrics() {
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(new Error("the primary process did not gather the metrics in time"));
        }, METRICS_TIMEOUT_MS);
        pending.set(id, (answer) => {
          clearTimeout(timer);
          pending.delete(id);
          if (answer.error !== undefined || answer.text === undefined) reject(new Error(answer.error ?? "no metrics"));
          else resolve({ text: answer.text, contentType: answer.contentType ?? "text/plain" });
        });
        send({ type: "shop:metrics", id });
      });
    },
    onDatabaseMoved: (listener) => void moved.push(listener),
    onShutdown: (listener) => {
      shutdown.push(listener);
      if (stopAsked) listener();
    },
    listening: (port) => send({ type: "shop:listening", port }),
    leave: () =>
      new Promise<void>((resolve) => {
        if (!process.connected) return resolve();
        const timer = setTimeout(resolve, LEAVE_TIMEOUT_MS);
        left.push(() => {
          clearTimeout(timer);
          resolve();
        });
        process.once("disconnect", resolve);
        send({ type: "shop:leaving" });
      }),
  };
}
