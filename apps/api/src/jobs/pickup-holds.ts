// The pickup-holds job (issue 33, docs/inventory.md "Pickup holds"): every pollMs (default a minute) it queues the
// reminders of orders ready for a day and cancels the orders whose hold has ended
// (use-cases/orders/hold-pickup-orders.ts). Safe with several processes: each reminder is claimed, and each order
// canceled, by one transaction. A failing pass is logged and tried again at the next tick; it never stops the process.
import type { Logger } from "pino";
import { type HoldResult, holdPickupOrders, type PickupHoldDeps } from "../use-cases/orders/hold-pickup-orders";

export interface PickupHoldsOptions extends PickupHoldDeps {
  logger: Logger;
  /** Wakes the mail and SMS workers after a pass queued messages. */
  mailQueued?: (() => void) | undefined;
  /** Counts a failed pass (the /metrics counter). */
  jobFailed?: ((job: string) => void) | undefined;
  /** Default 60 s. */
  pollMs?: number;
}

export interface PickupHolds {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
  /** Runs one pass now (after the one in flight); its errors are thrown to the caller. */
  tickOnce(now?: Date): Promise<HoldResult>;
}

export function createPickupHolds(options: PickupHoldsOptions): PickupHolds {
  const { logger } = options;
  const pollMs = options.pollMs ?? 60_000;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let last: Promise<unknown> = Promise.resolve();

  const tickOnce = (now?: Date): Promise<HoldResult> => {
    const pass = last.then(async () => {
      const result = await holdPickupOrders(options, now ?? new Date());
      if (result.reminded > 0 || result.canceled > 0) options.mailQueued?.();
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
          options.jobFailed?.("pickup-holds");
          logger.error({ err: error }, "pickup holds pass failed; retrying at the next tick");
        })
        .finally(() => schedule(pollMs));
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (running) return;
      running = true;
      schedule(Math.min(pollMs, 1000));
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await last;
    },
    tickOnce,
  };
}
