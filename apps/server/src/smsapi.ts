// The shop's SMSAPI account from the configuration (SMSAPI_*, sms-settings.ts): the real host with the token and the
// sender name, or with SMSAPI_BASE=stand-in (demo mode only, its default there) a local stand-in started in this
// process that takes the messages and prints each to the log. Without either, no sender: text messages stay in the
// outbox as `logged`.
import { SmsApiClient, SmsApiStandIn, type SmsSender } from "@shop/mail";
import type { Logger } from "pino";
import type { Config } from "./config";

/** The stand-in's account: public on purpose, it texts no one. */
const STAND_IN = { token: "stand-in-smsapi-token-0000", sender: "Info" };

export interface SmsApiSetup {
  sender: SmsSender;
  /** The local stand-in's address, when this process started one (the cluster's workers share it). */
  standInUrl?: string;
  stop(): Promise<void>;
}

/** `sharedStandIn`: the stand-in the primary process started (an HTTP worker uses it rather than start its own). */
export async function setUpSmsApi(config: Config, logger: Logger, sharedStandIn?: string): Promise<SmsApiSetup | undefined> {
  if (!config.SMSAPI_BASE) {
    logger.info("SMSAPI is not configured: text messages stay in the outbox (SMSAPI_TOKEN)");
    return undefined;
  }
  const test = config.SMSAPI_TEST;
  if (config.SMSAPI_BASE === "stand-in" && sharedStandIn)
    return { sender: new SmsApiClient({ ...STAND_IN, baseUrl: sharedStandIn, test }), stop: async () => {} };
  if (config.SMSAPI_BASE === "stand-in") {
    const standIn = new SmsApiStandIn({
      token: STAND_IN.token,
      log: (sms) => logger.info({ to: sms.to, text: sms.text, parts: sms.parts, test: sms.test }, `SMS to ${sms.to}: ${sms.text}`),
    });
    const baseUrl = await standIn.start();
    logger.info({ baseUrl }, "SMSAPI: the local stand-in takes the text messages (demo)");
    return { sender: new SmsApiClient({ ...STAND_IN, baseUrl, test }), standInUrl: baseUrl, stop: () => standIn.stop() };
  }
  logger.info({ baseUrl: config.SMSAPI_BASE, sender: config.SMSAPI_SENDER, test }, "SMSAPI sends the text messages");
  const sender = new SmsApiClient({
    baseUrl: config.SMSAPI_BASE,
    token: config.SMSAPI_TOKEN as string,
    sender: config.SMSAPI_SENDER as string,
    test,
  });
  return { sender, stop: async () => {} };
}
