// The pickup-holds job (issue 33, docs/inventory.md "Pickup holds"): every pollMs (default a minute) it queues the
// reminders of orders ready for a day and cancels the orders whose hold has ended
// (use-cases/orders/hold-pickup-orders.ts). Safe with several processes: each reminder is claimed, and each order
// canceled, by one transaction. A failing pass is logged and tried again at the next tick; it never stops the process.
import type { Logger } from "pino";
import { type HoldResult, holdPickupOrders, type PickupHoldDeps } from "../use-cases/orders/hold-pickup-orders";
import { periodicJob } from "./periodic-job";

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
  const { start, stop, tickOnce } = periodicJob({
    name: "pickup-holds",
    pollMs: options.pollMs ?? 60_000,
    logger: options.logger,
    jobFailed: options.jobFailed,
    failMessage: "pickup holds pass failed; retrying at the next tick",
    pass: async (now) => {
      const result = await holdPickupOrders(options, now);
      if (result.reminded > 0 || result.canceled > 0) options.mailQueued?.();
      return result;
    },
  });
  return { start, stop, tickOnce };
}
