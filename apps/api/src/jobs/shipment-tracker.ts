// The shipment tracker: every pollMs (default a minute) asks ShipX about the shipments it has news of soonest
// (use-cases/staff/shipments/track-shipments.ts), so that a parcel's tracking number reaches the customer's page and
// e-mail without staff reopening the order. Safe with several processes: the tracking number is stored, and e-mailed,
// by the one transaction that finds it missing. A failing pass is logged and tried again at the next tick.
import type { BrandId } from "@shop/domain";
import type { Logger } from "pino";
import type { ApiDeps } from "../core/deps";
import type { PaymentOptions } from "../core/payments";
import type { ShipmentCarrier } from "../core/shipments";
import { type TrackResult, trackShipments } from "../use-cases/staff/shipments/track-shipments";
import { periodicJob } from "./periodic-job";

export interface ShipmentTrackerOptions {
  database: ApiDeps["database"];
  logger: Logger;
  shipments: ShipmentCarrier;
  brand: BrandId;
  /** The payments' options: the e-mails link the shop's public origin. */
  paymentOptions: PaymentOptions;
  mailQueued?: (() => void) | undefined;
  /** Counts a failed pass (the /metrics counter). */
  jobFailed?: ((job: string) => void) | undefined;
  /** Default 60 s. */
  pollMs?: number;
}

export interface ShipmentTracker {
  start(): void;
  /** Stops polling and waits for the pass in flight. */
  stop(): Promise<void>;
  /** Runs one pass now (after the one in flight); its errors are thrown to the caller. */
  tickOnce(): Promise<TrackResult>;
}

export function createShipmentTracker(options: ShipmentTrackerOptions): ShipmentTracker {
  const { logger } = options;
  const pollMs = options.pollMs ?? 60_000;
  const deps = { ...options };
  const { start, stop, tickOnce } = periodicJob({
    name: "shipment-tracker",
    pollMs,
    firstDelayMs: pollMs,
    logger,
    jobFailed: options.jobFailed,
    failMessage: "shipment tracker pass failed; retrying at the next tick",
    pass: () => trackShipments(deps, logger),
    afterScheduledPass: (result) => (result.checked > 0 ? logger.debug({ ...result }, "InPost shipments checked") : undefined),
  });
  return { start, stop, tickOnce };
}
