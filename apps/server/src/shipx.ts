// The shop's InPost ShipX account from the configuration (SHIPX_*; docs/orders.md "InPost shipments"): the real
// hosts with the organization's token and id, or with SHIPX_BASE=stand-in (demo mode only, its default there) a local
// stand-in started in this process, whose parcels are confirmed when staff next look and whose labels are pretend
// ones. Without SHIPX_BASE (outside demo mode) the shop has no InPost: staff are told so on an order's page.
import { type ShipmentCarrier, ShipXClient, ShipXStandIn } from "@shop/api";
import type { Logger } from "pino";
import type { Config } from "./config";

/** The stand-in's account: public on purpose, it sends nothing anywhere. */
const STAND_IN = { token: "stand-in-shipx-token-0000", organizationId: 1 };

export interface ShipXSetup {
  carrier: ShipmentCarrier;
  /** The local stand-in's address, when this process started one (the cluster's workers share it). */
  standInUrl?: string;
  stop(): Promise<void>;
}

/** `sharedStandIn`: the stand-in the primary process started (an HTTP worker uses it rather than start its own). */
export async function setUpShipX(config: Config, logger: Logger, sharedStandIn?: string): Promise<ShipXSetup | undefined> {
  if (!config.SHIPX_BASE) {
    logger.info("InPost (ShipX) is not configured: staff cannot create shipments (SHIPX_BASE)");
    return undefined;
  }
  if (config.SHIPX_BASE === "stand-in" && sharedStandIn)
    return { carrier: new ShipXClient({ ...STAND_IN, baseUrl: sharedStandIn }), stop: async () => {} };
  if (config.SHIPX_BASE === "stand-in") {
    // Confirmed a few seconds after it is made, as InPost does, or when staff look at it first.
    const standIn = new ShipXStandIn({ ...STAND_IN, confirmAfterMs: 3_000 });
    const baseUrl = await standIn.start();
    logger.info({ baseUrl }, "InPost: the local ShipX stand-in takes the shipments (demo)");
    return { carrier: new ShipXClient({ ...STAND_IN, baseUrl }), standInUrl: baseUrl, stop: () => standIn.stop() };
  }
  const organizationId = config.SHIPX_ORGANIZATION_ID as number;
  logger.info({ baseUrl: config.SHIPX_BASE, organizationId }, "InPost ShipX takes the shipments");
  const carrier = new ShipXClient({ baseUrl: config.SHIPX_BASE, token: config.SHIPX_TOKEN as string, organizationId });
  return { carrier, stop: async () => {} };
}
