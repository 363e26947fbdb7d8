// InPost's parcel lockers from the configuration (INPOST_POINTS_BASE; docs/orders.md "InPost parcel lockers"): the
// Points API at its public host (the default outside demo mode; it needs no credentials), another URL, or with
// `stand-in` (demo mode only, its default there) the local stand-in's made-up lockers, started in this process.
// Nothing is asked at start: a search or an order asks when it needs to (503 while InPost cannot be reached).
import { InPostPointsClient, InPostPointsStandIn, inpostLockers, type LockerPoints } from "@shop/api";
import type { Logger } from "pino";
import type { Config } from "./config";

export interface InPostPointsSetup {
  lockers: LockerPoints;
  /** The local stand-in's address, when this process started one (the cluster's workers share it). */
  standInUrl?: string;
  stop(): Promise<void>;
}

/** `sharedStandIn`: the stand-in the primary process started (an HTTP worker uses it rather than start its own). */
export async function setUpInPostPoints(config: Config, logger: Logger, sharedStandIn?: string): Promise<InPostPointsSetup> {
  if (config.INPOST_POINTS_BASE === "stand-in" && sharedStandIn)
    return { lockers: inpostLockers(new InPostPointsClient({ baseUrl: sharedStandIn })), stop: async () => {} };
  if (config.INPOST_POINTS_BASE === "stand-in") {
    const standIn = new InPostPointsStandIn();
    const baseUrl = await standIn.start();
    logger.info({ baseUrl, lockers: standIn.points.length }, "InPost parcel lockers: the local stand-in's made-up lockers (demo)");
    return { lockers: inpostLockers(new InPostPointsClient({ baseUrl })), standInUrl: baseUrl, stop: () => standIn.stop() };
  }
  logger.info({ baseUrl: config.INPOST_POINTS_BASE }, "InPost parcel lockers: InPost's Points API");
  return { lockers: inpostLockers(new InPostPointsClient({ baseUrl: config.INPOST_POINTS_BASE })), stop: async () => {} };
}
