// The shop's Przelewy24 account from the configuration (P24_*; docs/adr/0016): the real hosts with the panel's
// credentials, or with P24_BASE=stand-in (demo mode only) a local stand-in started in this process, whose hosted page
// has "Pay" and "Decline". In production the credentials are tried at start (P24's testAccess): refused ones stop
// the start with a message; an unreachable P24 is only logged (the payments answer 503 until it is back).
import { type P24Account, Przelewy24Client, Przelewy24StandIn } from "@shop/api";
import type { Logger } from "pino";
import type { Config } from "./config";

/** The stand-in's account: public on purpose, it takes no real money. */
const STAND_IN = { merchantId: 100_000, apiKey: "stand-in-api-key", crc: "stand-in-crc-key" };

export interface Przelewy24Setup {
  account: P24Account;
  /** The local stand-in's address, when this process started one (the cluster's workers share it). */
  standInUrl?: string;
  stop(): Promise<void>;
}

/** `sharedStandIn`: the stand-in the primary process started (an HTTP worker uses it rather than start its own). */
export async function setUpPrzelewy24(config: Config, logger: Logger, sharedStandIn?: string): Promise<Przelewy24Setup | undefined> {
  if (!config.P24_BASE) return undefined;
  if (config.P24_BASE === "stand-in" && sharedStandIn)
    return { account: accountOf({ ...STAND_IN, posId: STAND_IN.merchantId, baseUrl: sharedStandIn }), stop: async () => {} };
  if (config.P24_BASE === "stand-in") {
    const standIn = new Przelewy24StandIn(STAND_IN);
    const baseUrl = await standIn.start();
    logger.info({ baseUrl }, "Przelewy24: the local stand-in takes the online payments (demo)");
    return { account: accountOf({ ...STAND_IN, posId: STAND_IN.merchantId, baseUrl }), standInUrl: baseUrl, stop: () => standIn.stop() };
  }
  const merchantId = config.P24_MERCHANT_ID as number;
  const account = accountOf({
    baseUrl: config.P24_BASE,
    merchantId,
    posId: config.P24_POS_ID ?? merchantId,
    apiKey: config.P24_API_KEY as string,
    crc: config.P24_CRC as string,
  });
  if (config.NODE_ENV === "production") await testAccess(account.gateway, config.P24_BASE, logger);
  logger.info({ baseUrl: config.P24_BASE, merchantId }, "Przelewy24 takes the online payments");
  return { account, stop: async () => {} };
}

function accountOf(options: {
  baseUrl: string;
  merchantId: number;
  posId: number;
  apiKey: string;
  crc: string;
}): P24Account & { gateway: Przelewy24Client } {
  return { merchantId: options.merchantId, posId: options.posId, crc: options.crc, gateway: new Przelewy24Client(options) };
}

async function testAccess(client: Przelewy24Client, baseUrl: string, logger: Logger): Promise<void> {
  let accepted: boolean;
  try {
    accepted = await client.testAccess();
  } catch (error) {
    if ((error as { kind?: string }).kind === "refused") accepted = false;
    else {
      logger.warn({ err: error, baseUrl }, "Przelewy24 could not be reached at start; online payments answer 503 until it is");
      return;
    }
  }
  if (!accepted) throw new Error(`Przelewy24 (${baseUrl}) refused the credentials: check P24_MERCHANT_ID, P24_POS_ID and P24_API_KEY.`);
}
