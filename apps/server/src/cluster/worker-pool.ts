// The primary's HTTP workers (docs/adr/0020): started together, one restarted when it dies, all replaced one at a
// time on a rolling restart (the new one serves before the old one is told to finish its requests and stop), and
// all stopped at the end.
import cluster, { type Worker } from "node:cluster";
import { setTimeout as sleep } from "node:timers/promises";
import type { Logger } from "pino";
import { isShopMessage, type ToPrimary } from "./messages";

export interface WorkerPoolOptions {
  size: number;
  /** The environment a new worker gets (read at each fork: the embedded database may have moved). */
  env: () => Record<string, string>;
  /** How long a stopping worker may take before it is killed. */
  stopTimeoutMs: number;
  logger: Logger;
}

/** A worker that died is started again after this pause (a crash loop does not spin). */
const RESPAWN_DELAY_MS = 1_000;
/**
 * A new worker that has not listened after this long is killed and counts as not started (a rolling restart then
 * stops and the others keep serving): a start that waits on something forever must not hold the restart forever.
 */
const START_TIMEOUT_MS = 90_000;

export function createWorkerPool(options: WorkerPoolOptions) {
  const { logger } = options;
  const live = new Set<Worker>();
  const retiring = new Set<Worker>();
  /** Settles when a worker listens or exits: a worker is told to stop only once it can hear it. */
  const started = new WeakMap<Worker, Promise<unknown>>();
  let stopping = false;
  let restarting: Promise<void> | undefined;

  /** Forks a worker; resolves with its port once it listens, rejects when it exits first or takes too long. */
  const fork = () => {
    let forkedWorker: Worker | undefined;
    const forked = new Promise<{ worker: Worker; port: number }>((resolve, reject) => {
      const worker = cluster.fork(options.env());
      forkedWorker = worker;
      live.add(worker);
      const timer = setTimeout(() => {
        logger.error({ workerPid: worker.process.pid, ms: START_TIMEOUT_MS }, "a new HTTP worker did not listen in time; stopping it");
        worker.process.kill("SIGKILL");
      }, START_TIMEOUT_MS);
      const onMessage = (message: unknown) => {
        if (isShopMessage<ToPrimary>(message) && message.type === "shop:listening") {
          clearTimeout(timer);
          worker.off("message", onMessage);
          resolve({ worker, port: message.port });
        }
      };
      worker.on("message", onMessage);
      worker.once("exit", (code, signal) => {
        clearTimeout(timer);
        live.delete(worker);
        reject(new Error(`worker ${worker.process.pid} exited before it served (code ${code}, signal ${signal})`));
      });
    });
    if (forkedWorker)
      started.set(
        forkedWorker,
        forked.catch(() => undefined),
      );
    return forked;
  };

  /** Tells a worker to finish its in-flight requests and stop; kills it if it takes too long. */
  const retire = async (worker: Worker) => {
    retiring.add(worker);
    wasServing.delete(worker);
    if (worker.isDead()) return;
    const exited = new Promise((resolve) => worker.once("exit", resolve));
    const timer = setTimeout(() => worker.process.kill("SIGKILL"), options.stopTimeoutMs);
    // A worker still starting (the shop stopped during a rolling restart) may not hear a word sent now; it gets it
    // once it listens, and stops then (it used to serve on and hold the stop until this timer killed it).
    await started.get(worker);
    if (worker.isConnected() && !worker.isDead()) worker.send({ type: "shop:shutdown" });
    await exited;
    clearTimeout(timer);
  };

  cluster.on("exit", (worker, code, signal) => {
    retiring.delete(worker);
    if (stopping || !wasServing.has(worker)) return;
    wasServing.delete(worker);
    logger.error({ workerPid: worker.process.pid, code, signal }, "an HTTP worker stopped unexpectedly; starting another");
    void sleep(RESPAWN_DELAY_MS).then(async () => {
      if (stopping) return;
      await fork().then(
        ({ worker: next }) => wasServing.add(next),
        (error) => logger.error({ err: error }, "the replacement HTTP worker did not start"),
      );
    });
  });
  const wasServing = new Set<Worker>();

  return {
    live: () => [...live].filter((worker) => !retiring.has(worker)),
    /** Starts every worker; resolves with the shared port. */
    async start(): Promise<number> {
      const started = await Promise.all(Array.from({ length: options.size }, fork));
      for (const { worker } of started) wasServing.add(worker);
      return started[0]?.port ?? 0;
    },
    /** Replaces the workers one at a time (SIGHUP): a new one serves before an old one stops. */
    rollingRestart(): Promise<void> {
      restarting ??= (async () => {
        const old = [...live].filter((worker) => !retiring.has(worker));
        logger.info({ workers: old.length }, "rolling restart: replacing the HTTP workers one at a time");
        for (const worker of old) {
          if (stopping) break;
          try {
            const { worker: next } = await fork();
            wasServing.add(next);
          } catch (error) {
            if (!stopping)
              logger.error({ err: error }, "rolling restart stopped: a new HTTP worker did not start (the others keep serving)");
            break;
          }
          await retire(worker);
        }
        logger.info("rolling restart done");
      })().finally(() => {
        restarting = undefined;
      });
      return restarting;
    },
    async stopAll() {
      stopping = true;
      await Promise.all([...live].map(retire));
    },
  };
}
