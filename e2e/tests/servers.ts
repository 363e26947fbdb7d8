/** The e2e shops: one per brand variant (PUBLIC_BRAND), on these ports. */
export const BRAND_PORTS = { default: 3210, second: 3211, test: 3212 } as const;
export const shopUrl = (brand: keyof typeof BRAND_PORTS, path = "") => `http://127.0.0.1:${BRAND_PORTS[brand]}${path}`;

/** The test's SMTP server (e2e/mail-catcher.ts) and its HTTP view of the received messages. */
export const MAIL_SMTP_PORT = 3225;
export const MAIL_HTTP_PORT = 3226;

/** The test's SMSAPI stand-in (e2e/sms-catcher.ts): the shops send their text messages there; its HTTP view lists them. */
export const SMSAPI_PORT = 3227;
export const SMS_HTTP_PORT = 3228;
export const SMSAPI_TOKEN = "e2e-smsapi-token-0000000000";
export const SMSAPI_SENDER = "SmokePoint";

/**
 * The test's KSeF stand-in (e2e/ksef-catcher.ts): the default brand's shop sends its business invoices there; its
 * records of what "KSeF" took are at GET /__stand-in/invoices. The seller is the demo shop's (apps/server
 * invoicing-settings.ts, the stand-in's NIP).
 */
export const KSEF_PORT = 3229;
export const KSEF_TOKEN = "e2e-ksef-token-0000000000000000";
export const KSEF_SELLER_NIP = "9512345675";
