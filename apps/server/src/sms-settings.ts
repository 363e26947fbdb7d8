// Text messages through SMSAPI.pl (SMSAPI_*; docs/orders.md "Text messages"): the stand-in by default in demo mode
// (with test=1), SMSAPI's own host when a token is set, and none otherwise: the messages then stay in the outbox as
// `logged`, as e-mails do without SMTP_URL. The message says why a setting is refused.

/** SMSAPI.pl's REST host (api2.smsapi.pl is its backup). */
const SMSAPI_HOST = "https://api.smsapi.pl";

interface SmsSettings {
  DEMO_MODE: boolean;
  SMSAPI_BASE?: string | undefined;
  SMSAPI_TOKEN?: string | undefined;
  SMSAPI_SENDER?: string | undefined;
  SMSAPI_TEST?: boolean | undefined;
}

export function applySmsSettings<T extends SmsSettings>(config: T): T & { SMSAPI_TEST: boolean } {
  const demo = config.DEMO_MODE;
  const base = config.SMSAPI_BASE ?? (config.SMSAPI_TOKEN ? SMSAPI_HOST : demo ? "stand-in" : undefined);
  if (base === "stand-in" && !demo)
    throw new Error("SMSAPI_BASE=stand-in sends no text message to anyone: it works only in demo mode (DEMO_MODE=true).");
  if (base && base !== "stand-in" && (!config.SMSAPI_TOKEN || !config.SMSAPI_SENDER))
    throw new Error("SMSAPI_BASE is set: SMSAPI_TOKEN and SMSAPI_SENDER are needed too (SMSAPI panel: OAuth tokens, sender names).");
  // A demo shop never texts anyone for real: SMSAPI only validates (test=1).
  const test = config.SMSAPI_TEST ?? demo;
  if (demo && !test) throw new Error("SMSAPI_TEST=false would text real people from a demo shop: leave it unset in demo mode.");
  return { ...config, SMSAPI_BASE: base, SMSAPI_TEST: test };
}
