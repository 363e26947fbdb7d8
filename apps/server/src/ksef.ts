// The shop's KSeF from the configuration (KSEF_*, ksef-settings.ts): the Ministry's host with the seller's KSeF token
// and NIP, or with KSEF_BASE=stand-in (demo mode only, its default there) a local stand-in started in this process,
// whose records GET <stand-in>/__stand-in/invoices shows. Without either, no gateway: business invoices stay waiting
// for KSeF and the start's log says why, once.
import { KsefClient, type KsefGateway, KsefStandIn, ksefGateway } from "@shop/api";
import type { Logger } from "pino";
import type { Config } from "./config";

/** The stand-in's KSeF token: public on purpose, its KSeF numbers are made up. */
const STAND_IN_TOKEN = "stand-in-ksef-token-demo-only-0000";

export interface KsefSetup {
  gateway: KsefGateway;
  /** The local stand-in's API root, when this process started one (the cluster's workers share it). */
  standInUrl?: string;
  stop(): Promise<void>;
}

const gatewayFor = (baseUrl: string, token: string, nip: string) => ksefGateway(new KsefClient({ baseUrl, token, nip }));

/**
 * `sharedStandIn`: the stand-in the primary process started (an HTTP worker uses it rather than start its own);
 * `announce`: this process says in the log what it found (the primary, or the one process of WEB_CONCURRENCY=1).
 */
export async function setUpKsef(config: Config, logger: Logger, sharedStandIn?: string, announce = true): Promise<KsefSetup | undefined> {
  const base = config.KSEF_BASE;
  const nip = config.KSEF_NIP as string;
  if (!base) {
    if (announce)
      logger.warn(
        "KSeF is not configured: business invoices wait for KSeF until KSEF_BASE, KSEF_TOKEN and KSEF_NIP are set (docs/invoices.md)",
      );
    return undefined;
  }
  if (base === "stand-in" && sharedStandIn) return { gateway: gatewayFor(sharedStandIn, STAND_IN_TOKEN, nip), stop: async () => {} };
  if (base === "stand-in") {
    const standIn = new KsefStandIn({ nip, token: STAND_IN_TOKEN });
    const apiUrl = await standIn.start();
    logger.info(
      { baseUrl: apiUrl, records: `${standIn.baseUrl}/__stand-in/invoices`, nip },
      "KSeF: the local stand-in takes the business invoices (demo; its KSeF numbers are made up)",
    );
    return { gateway: gatewayFor(apiUrl, STAND_IN_TOKEN, nip), standInUrl: apiUrl, stop: () => standIn.stop() };
  }
  if (announce) logger.info({ baseUrl: base, nip }, "KSeF takes the business invoices");
  return { gateway: gatewayFor(base, config.KSEF_TOKEN as string, nip), stop: async () => {} };
}
