// One pass of the shipment tracker (jobs/shipment-tracker.ts): the shipments ShipX has news of soonest, one at a time
// and with no transaction open during a call: those still waiting for their tracking number a minute after they were
// last asked, the others every half hour until they are delivered, returned or canceled. The first tracking number
// sends the customer's e-mail (refresh-order-shipment.ts), so it goes out even when no staff member reopens the order.
import { findShipmentsToTrack } from "@shop/db";
import { FINAL_SHIPMENT_STATUSES } from "@shop/domain";
import type { Logger } from "pino";
import { refreshOrderShipment } from "./refresh-order-shipment";
import type { ShipmentDeps } from "./shipment-parts";

export interface TrackResult {
  checked: number;
  trackingNumbers: number;
}

export async function trackShipments(deps: ShipmentDeps, logger: Logger, limit = 25): Promise<TrackResult> {
  if (!deps.shipments) return { checked: 0, trackingNumbers: 0 };
  const due = await findShipmentsToTrack(deps.database.db, {
    finalStatuses: [...FINAL_SHIPMENT_STATUSES],
    waitingSeconds: 60,
    trackedSeconds: 30 * 60,
    limit,
  });
  let trackingNumbers = 0;
  for (const row of due) {
    const result = await refreshOrderShipment(deps, row, logger);
    if (result.trackingNumberNew) trackingNumbers++;
  }
  return { checked: due.length, trackingNumbers };
}
