// The order's shipment section for staff (GET /api/v1/staff/orders/{id}/shipment): whether InPost is configured,
// whether a shipment may be created now, and the shipment with ShipX's latest status. Opening it asks ShipX once
// (at most REFRESH_BUDGET_MS; a slower answer is still stored when it comes), so staff see "confirmed" and the
// tracking number as soon as InPost has them.
import type { StaffOrderShipment } from "@shop/contracts";
import { findOrderShipment, type UserRow } from "@shop/db";
import type { Logger } from "pino";
import { refreshOrderShipment, worthRefreshing } from "./refresh-order-shipment";
import { findOrderForShipment, orderShipmentView, type ShipmentDeps } from "./shipment-parts";

const REFRESH_BUDGET_MS = 3_000;

export async function getOrderShipment(deps: ShipmentDeps, staff: UserRow, typedId: string, logger: Logger): Promise<StaffOrderShipment> {
  const { db } = deps.database;
  const { order } = await findOrderForShipment(db, staff, typedId);
  const row = await findOrderShipment(db, order.id);
  if (row && deps.shipments && worthRefreshing(row)) {
    const refresh = refreshOrderShipment(deps, row, logger).catch((error) =>
      logger.error({ err: error, orderId: order.id }, "storing the InPost shipment's status failed"),
    );
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, REFRESH_BUDGET_MS);
    });
    await Promise.race([refresh, budget]);
    clearTimeout(timer);
  }
  return orderShipmentView(deps, order, await findOrderShipment(db, order.id));
}
